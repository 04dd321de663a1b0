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
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The classpath of the forked Cassandra JVM: the classpath of this JVM with each jar of the local
 * Maven repository at the version {@code cassandra-all}'s pom declares
 * ({@link CassandraDeclaredVersions}), unless {@code -Dqueryfirst.cassandra.classpath} says
 * otherwise. A build whose dependency management moves Netty (Spring Boot's BOM, this project's
 * own pin) puts that Netty on the test class path, for the driver; the node keeps Cassandra's.
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
        return cassandraDeclared(expand(System.getProperty("java.class.path", "")));
    }

    /**
     * {@code classpath} with each jar of the Maven repository holding {@code cassandra-all} at the
     * version cassandra-all's pom declares for it: {@code …/netty-handler/4.1.137.Final/…} becomes
     * {@code …/netty-handler/4.1.130.Final/…}. Entries outside that repository stay.
     *
     * A declared version missing from the repository (a build that manages the artifact never
     * downloads it) leaves the build's version, with a warning naming what to fetch.
     */
    static String cassandraDeclared(String classpath) {
        List<String> entries = List.of(classpath.split(File.pathSeparator));
        Optional<Path> cassandraJar = entries.stream()
                .map(Path::of)
                .filter(p -> p.getFileName() != null
                        && p.getFileName().toString().startsWith("cassandra-all-")
                        && p.getNameCount() > 5
                        && p.getParent().getParent().getFileName().toString().equals("cassandra-all"))
                .findFirst();
        if (cassandraJar.isEmpty()) {
            return classpath;
        }
        Path jar = cassandraJar.get().toAbsolutePath();
        String version = jar.getParent().getFileName().toString();
        Path repository =
                jar.getParent().getParent().getParent().getParent().getParent().getParent();
        CassandraDeclaredVersions declared = CassandraDeclaredVersions.of(repository, version);
        List<String> out = new ArrayList<>();
        for (String entry : entries) {
            out.add(declaredVersion(Path.of(entry).toAbsolutePath(), declared).orElse(entry));
        }
        return String.join(File.pathSeparator, out);
    }

    /** {@code jar} at the version Cassandra declares, if it is a repository jar of another version. */
    private static Optional<String> declaredVersion(Path jar, CassandraDeclaredVersions declared) {
        Path repository = declared.repository();
        if (!jar.startsWith(repository) || !jar.toString().endsWith(".jar")) {
            return Optional.empty();
        }
        Path relative = repository.relativize(jar);
        int n = relative.getNameCount();
        if (n < 4) {
            return Optional.empty();
        }
        String version = relative.getName(n - 2).toString();
        String artifactId = relative.getName(n - 3).toString();
        String groupId = relative.subpath(0, n - 3).toString().replace(File.separatorChar, '.');
        String file = relative.getFileName().toString();
        String prefix = artifactId + "-" + version;
        Optional<String> wanted = declared.version(groupId, artifactId);
        if (!file.startsWith(prefix) || wanted.isEmpty() || wanted.get().equals(version)) {
            return Optional.empty();
        }
        String classifier = file.substring(prefix.length(), file.length() - ".jar".length());
        Path replacement = jar.getParent()
                .resolveSibling(wanted.get())
                .resolve(artifactId + "-" + wanted.get() + classifier + ".jar");
        if (!Files.isRegularFile(replacement)) {
            // Better a node on the build's version than no node: say what to fetch, once per jar.
            System.err.println("queryfirst-testkit: the Cassandra node runs on " + groupId + ":" + artifactId + ":"
                    + version + " (the build's version): cassandra-all declares " + wanted.get() + ", which is not in "
                    + repository + "; fetch it with mvn dependency:get -Dartifact=org.apache.cassandra:cassandra-all:"
                    + declared.cassandraVersion() + ", or set -D" + CLASSPATH_PROPERTY);
            return Optional.empty();
        }
        return Optional.of(replacement.toString());
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
