package dev.queryfirst.samples.golden;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The CQL files the processor wrote while compiling the samples
 * ({@code META-INF/queryfirst/<keyspace>.cql} on the class path), and the keyspaces that have one.
 */
final class GeneratedCql {

    /** Every keyspace the samples declare, one per seed domain plus {@code auth}. */
    static final List<String> KEYSPACES = List.of(
            "logs", "users", "shop", "library", "hotels", "auth", "killrvideo", "alerts", "helpdesk", "kb", "crm");

    private GeneratedCql() {}

    static String of(String keyspace) {
        return resource("META-INF/queryfirst/" + keyspace + ".cql");
    }

    static String resource(String name) {
        try (InputStream in = GeneratedCql.class.getClassLoader().getResourceAsStream(name)) {
            if (in == null) {
                throw new AssertionError(name + " is not on the class path: did the processor run?");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
