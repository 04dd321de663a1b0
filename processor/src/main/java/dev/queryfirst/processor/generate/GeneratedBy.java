package dev.queryfirst.processor.generate;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Whom every generated file credits: Java sources in {@code @Generated}, CQL and HTML in a header. */
public final class GeneratedBy {

    /** The processor's name, without a timestamp, so outputs are reproducible. */
    public static final String GENERATOR = "dev.queryfirst.processor.QueryFirstProcessor";

    private static final String VERSION_RESOURCE = "/dev/queryfirst/processor/version.properties";

    private GeneratedBy() {}

    /**
     * The processor's version ({@code 0.1.0}), from the build that packaged it: the model
     * description carries it, so that a job built with another QueryFirst refuses to read it.
     */
    public static String version() {
        try (InputStream in = GeneratedBy.class.getResourceAsStream(VERSION_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(VERSION_RESOURCE + " is missing from the processor's jar");
            }
            Properties properties = new Properties();
            properties.load(in);
            return properties.getProperty("version");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
