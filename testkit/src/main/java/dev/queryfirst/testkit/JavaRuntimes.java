package dev.queryfirst.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * Chooses the JDK that runs the forked Cassandra node.
 *
 * <p>Cassandra 5.0 starts only on Java 11 or 17. When the tests themselves run on one of those, the
 * fork reuses the current JDK; on a newer one it looks for a JDK 17 (else 11): first where the user
 * says ({@code -Dqueryfirst.cassandra.javaHome}, then {@code CASSANDRA_JAVA_HOME}), then in the
 * folders where package managers and SDKMAN install JDKs. All inputs are constructor arguments, so
 * the choice is unit-testable without touching the real machine.
 */
final class JavaRuntimes {

    static final String JAVA_HOME_PROPERTY = "queryfirst.cassandra.javaHome";
    static final String JAVA_HOME_ENV = "CASSANDRA_JAVA_HOME";

    private final int currentFeature;
    private final Path currentHome;
    private final String propertyValue;
    private final String envValue;
    private final List<Path> searchRoots;

    JavaRuntimes(int currentFeature, Path currentHome, String propertyValue, String envValue, List<Path> searchRoots) {
        this.currentFeature = currentFeature;
        this.currentHome = currentHome;
        this.propertyValue = propertyValue;
        this.envValue = envValue;
        this.searchRoots = List.copyOf(searchRoots);
    }

    /** The selection for this JVM, its system properties, environment and the usual JDK folders. */
    static JavaRuntimes ofThisMachine() {
        String userHome = System.getProperty("user.home", "");
        String sdkmanDir = System.getenv().getOrDefault("SDKMAN_DIR", userHome + "/.sdkman");
        return new JavaRuntimes(
                Runtime.version().feature(),
                Path.of(System.getProperty("java.home")),
                System.getProperty(JAVA_HOME_PROPERTY),
                System.getenv(JAVA_HOME_ENV),
                List.of(
                        Path.of("/usr/lib/jvm"),
                        Path.of("/usr/java"),
                        Path.of("/opt/java"),
                        Path.of("/opt"),
                        Path.of("/Library/Java/JavaVirtualMachines"),
                        Path.of(sdkmanDir, "candidates", "java"),
                        Path.of(userHome, ".jdks")));
    }

    /** Cassandra 5.0's supported runtimes. */
    static boolean supported(int feature) {
        return feature == 11 || feature == 17;
    }

    /**
     * The home of the JDK to fork Cassandra with.
     *
     * @throws IllegalStateException if an explicit setting is unusable, or no JDK 11/17 can be found
     */
    Path select() {
        if (notBlank(propertyValue)) {
            return explicit(Path.of(propertyValue.trim()), "-D" + JAVA_HOME_PROPERTY);
        }
        if (notBlank(envValue)) {
            return explicit(Path.of(envValue.trim()), "environment variable " + JAVA_HOME_ENV);
        }
        if (supported(currentFeature)) {
            return currentHome;
        }
        return discovered()
                .orElseThrow(() -> new IllegalStateException(
                        "Cassandra 5.0 runs only on Java 11 or 17, but this JVM is Java " + currentFeature
                                + " (" + currentHome + ") and no JDK 17 or 11 was found in " + searchRoots
                                + ". Install a JDK 17 and pass -D" + JAVA_HOME_PROPERTY
                                + "=/path/to/jdk-17 (or set " + JAVA_HOME_ENV
                                + "), or run the build itself on JDK 17."));
    }

    private Path explicit(Path home, String source) {
        int feature = featureVersion(home)
                .orElseThrow(() -> new IllegalStateException(
                        source + " points to " + home + ", which is not a JDK (no bin/java with a 'release' file)."));
        if (!supported(feature)) {
            throw new IllegalStateException(source + " points to " + home + ", a Java " + feature
                    + "; Cassandra 5.0 runs only on Java 11 or 17.");
        }
        return home;
    }

    /** Prefers 17 over 11; among equals the first in folder order, then name order, for reproducibility. */
    private Optional<Path> discovered() {
        List<Path> candidates = new ArrayList<>();
        for (Path root : searchRoots) {
            candidates.addAll(homesUnder(root));
        }
        for (int wanted : new int[] {17, 11}) {
            for (Path home : candidates) {
                if (featureVersion(home).orElse(-1) == wanted) {
                    return Optional.of(home);
                }
            }
        }
        return Optional.empty();
    }

    /** A root's children, and for macOS bundles their Contents/Home. */
    private static List<Path> homesUnder(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(root)) {
            List<Path> homes = new ArrayList<>();
            children.sorted(Comparator.comparing(Path::toString)).forEach(child -> {
                homes.add(child);
                homes.add(child.resolve("Contents").resolve("Home"));
            });
            return homes;
        } catch (IOException e) {
            return List.of();
        }
    }

    /** The feature version declared by a JDK's {@code release} file, if {@code home} is a JDK. */
    static Optional<Integer> featureVersion(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release) || !Files.isRegularFile(javaExecutable(home))) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (var reader = Files.newBufferedReader(release)) {
            properties.load(reader);
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
        String version =
                properties.getProperty("JAVA_VERSION", "").replace("\"", "").trim();
        return parseFeature(version);
    }

    /** {@code "17.0.15"} → 17, {@code "1.8.0_402"} → 8, {@code "21"} → 21. */
    static Optional<Integer> parseFeature(String version) {
        String[] parts = version.split("[._+-]");
        try {
            int first = Integer.parseInt(parts[0]);
            return Optional.of(first == 1 && parts.length > 1 ? Integer.parseInt(parts[1]) : first);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    static Path javaExecutable(Path home) {
        Path unix = home.resolve("bin").resolve("java");
        Path windows = home.resolve("bin").resolve("java.exe");
        return Files.exists(windows) && !Files.exists(unix) ? windows : unix;
    }

    private static boolean notBlank(String value) {
        return value != null && !value.isBlank();
    }
}
