package dev.queryfirst.reliability.fuzz;

import java.io.File;
import java.net.URISyntaxException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The classpath of the in-process compilations: only what a user's entities and the generated
 * code need (the annotations, the runtime, the driver, Reactive Streams for the reactive forms). The test's own classpath holds
 * cassandra-all and a hundred other jars that javac would scan for every package it looks up —
 * ten times slower per model.
 */
public final class Classpath {

    /** One class from each jar the generated code may refer to. */
    private static final List<String> ANCHORS = List.of(
            "dev.queryfirst.annotations.Entity",
            "dev.queryfirst.runtime.DaoOptions",
            "com.datastax.oss.driver.api.core.CqlSession",
            "com.datastax.oss.protocol.internal.Message",
            "com.datastax.oss.driver.shaded.guava.common.base.Preconditions",
            "org.reactivestreams.Publisher");

    private Classpath() {}

    public static List<File> forGeneratedCode() {
        Set<File> out = new LinkedHashSet<>();
        for (String anchor : ANCHORS) {
            try {
                out.add(new File(Class.forName(anchor)
                        .getProtectionDomain()
                        .getCodeSource()
                        .getLocation()
                        .toURI()));
            } catch (ClassNotFoundException | URISyntaxException e) {
                throw new IllegalStateException("the reliability module's test classpath lacks " + anchor, e);
            }
        }
        return List.copyOf(out);
    }
}
