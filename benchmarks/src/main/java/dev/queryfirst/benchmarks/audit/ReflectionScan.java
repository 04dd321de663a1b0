package dev.queryfirst.benchmarks.audit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Looks for reflection in compiled classes: a class that calls reflective APIs names them in its
 * constant pool ({@code java/lang/reflect/…}, {@code forName}, {@code getDeclared…},
 * {@code getMethod}), as plain ASCII in the class file. No such name, no reflective call.
 */
public final class ReflectionScan {

    private static final List<String> MARKERS = List.of("java/lang/reflect/", "forName", "getDeclared", "getMethod");

    private ReflectionScan() {}

    /** {@code "Class: marker"} for every marker found in every one of {@code classes}. */
    public static List<String> findings(List<Class<?>> classes) {
        List<String> found = new ArrayList<>();
        for (Class<?> type : classes) {
            String bytes = new String(classBytes(type), StandardCharsets.ISO_8859_1);
            for (String marker : MARKERS) {
                if (bytes.contains(marker)) {
                    found.add(type.getSimpleName() + ": " + marker);
                }
            }
        }
        return found;
    }

    private static byte[] classBytes(Class<?> type) {
        String resource = "/" + type.getName().replace('.', '/') + ".class";
        try (InputStream in = type.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no class file for " + type.getName());
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
