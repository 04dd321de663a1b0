package dev.queryfirst.processor.generate;

/** Whom every generated file credits: Java sources in {@code @Generated}, CQL and HTML in a header. */
public final class GeneratedBy {

    /** The processor's name, without a timestamp, so outputs are reproducible. */
    public static final String GENERATOR = "dev.queryfirst.processor.QueryFirstProcessor";

    private GeneratedBy() {}
}
