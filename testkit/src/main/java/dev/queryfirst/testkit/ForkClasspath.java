package dev.queryfirst.testkit;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The classpath of the forked Cassandra JVM: the classpath of this JVM, unless
 * {@code -Dqueryfirst.cassandra.classpath} says otherwise.
 *
 * <p>Surefire (and IDEs that shorten command lines) start tests with a manifest-only jar whose
 * {@code Class-Path} attribute lists the real entries. Passing that jar on would work only as long
 * as the tool does not delete it, so such jars are replaced by the entries they list.
 */
final class ForkClasspath {

    static final String CLASSPATH_PROPERTY = "queryfirst.cassandra.classpath";

    private ForkClasspath() {}

    static String ofThisJvm() {
        String override = System.getProperty(CLASSPATH_PROPERTY);
        if (override != null && !override.isBlank()) {
            return override.trim();
        }
        return expand(System.getProperty("java.class.path", ""));
    }

    /** Replaces every manifest-only jar in {@code classpath} by the entries of its Class-Path. */
    static String expand(String classpath) {
        Set<String> entries = new LinkedHashSet<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            Path path = Path.of(entry);
            List<Path> listed = manifestOnlyJarEntries(path);
            if (listed.isEmpty()) {
                entries.add(entry);
            } else {
                listed.forEach(p -> entries.add(p.toString()));
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The Class-Path entries of {@code jar} if it holds nothing but a manifest, else an empty list. */
    private static List<Path> manifestOnlyJarEntries(Path jar) {
        if (!jar.toString().endsWith(".jar") || !Files.isRegularFile(jar)) {
            return List.of();
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String classPath =
                    manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            if (classPath == null || classPath.isBlank() || !onlyMetadata(file)) {
                return List.of();
            }
            // Items are URLs, absolute (file:/…, as Surefire writes them) or relative to the jar.
            List<Path> listed = new ArrayList<>();
            URI base = jar.toAbsolutePath().getParent().toUri();
            for (String item : classPath.trim().split("\\s+")) {
                listed.add(Path.of(base.resolve(item)));
            }
            return listed;
        } catch (IOException | IllegalArgumentException | FileSystemNotFoundException e) {
            return List.of();
        }
    }

    private static boolean onlyMetadata(JarFile file) {
        Enumeration<JarEntry> all = file.entries();
        while (all.hasMoreElements()) {
            if (!all.nextElement().getName().startsWith("META-INF/")) {
                return false;
            }
        }
        return true;
    }
}
