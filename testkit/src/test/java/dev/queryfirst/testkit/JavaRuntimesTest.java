package dev.queryfirst.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavaRuntimesTest {

    @TempDir
    Path root;

    private final Path current = Path.of("/current/jdk");

    @Test
    void reusesTheCurrentJdkWhenCassandraSupportsIt() throws IOException {
        jdk("usr/lib/jvm/jdk-11", "11.0.22");
        assertEquals(current, new JavaRuntimes(17, current, null, null, List.of(root.resolve("usr/lib/jvm"))).select());
        assertEquals(current, new JavaRuntimes(11, current, null, null, List.of()).select());
    }

    @Test
    void onANewerJdkFindsAJdk17InTheUsualFolders() throws IOException {
        jdk("jvm/temurin-25", "25.0.3");
        jdk("jvm/java-11-openjdk", "11.0.22");
        Path jdk17 = jdk("jvm/java-17-openjdk-amd64", "17.0.15");
        JavaRuntimes runtimes =
                new JavaRuntimes(25, current, null, null, List.of(root.resolve("missing"), root.resolve("jvm")));
        assertEquals(jdk17, runtimes.select());
    }

    @Test
    void fallsBackToJdk11AndFindsMacOsBundles() throws IOException {
        Path bundle = jdk("JavaVirtualMachines/zulu-11.jdk/Contents/Home", "11.0.2");
        JavaRuntimes runtimes = new JavaRuntimes(21, current, null, null, List.of(root.resolve("JavaVirtualMachines")));
        assertEquals(bundle, runtimes.select());
    }

    @Test
    void explicitSettingsWinPropertyFirst() throws IOException {
        Path fromProperty = jdk("a/jdk17", "17.0.1");
        Path fromEnv = jdk("b/jdk11", "11.0.1");
        jdk("jvm/jdk-17", "17.0.9");
        List<Path> roots = List.of(root.resolve("jvm"));
        assertEquals(
                fromProperty,
                new JavaRuntimes(25, current, fromProperty.toString(), fromEnv.toString(), roots).select());
        assertEquals(fromEnv, new JavaRuntimes(25, current, " ", fromEnv.toString(), roots).select());
        assertEquals(fromEnv, new JavaRuntimes(17, current, null, fromEnv.toString(), roots).select());
    }

    @Test
    void rejectsAnExplicitJdkCassandraCannotRunOn() throws IOException {
        Path jdk21 = jdk("jdk21", "21.0.2");
        IllegalStateException failure = assertThrows(
                IllegalStateException.class,
                () -> new JavaRuntimes(25, current, jdk21.toString(), null, List.of()).select());
        assertTrue(failure.getMessage().contains("Java 21"), failure.getMessage());
        IllegalStateException notAJdk = assertThrows(
                IllegalStateException.class,
                () -> new JavaRuntimes(25, current, null, root.toString(), List.of()).select());
        assertTrue(notAJdk.getMessage().contains("CASSANDRA_JAVA_HOME"), notAJdk.getMessage());
    }

    @Test
    void explainsHowToFixAMissingJdk17() throws IOException {
        jdk("jvm/jdk-21", "21.0.2");
        IllegalStateException failure = assertThrows(
                IllegalStateException.class,
                () -> new JavaRuntimes(25, current, null, null, List.of(root.resolve("jvm"))).select());
        String message = failure.getMessage();
        assertTrue(message.contains("Java 11 or 17"), message);
        assertTrue(message.contains("this JVM is Java 25"), message);
        assertTrue(message.contains("-Dqueryfirst.cassandra.javaHome="), message);
        assertTrue(message.contains("CASSANDRA_JAVA_HOME"), message);
    }

    @Test
    void readsFeatureVersions() throws IOException {
        assertEquals(Optional.of(17), JavaRuntimes.parseFeature("17.0.15"));
        assertEquals(Optional.of(8), JavaRuntimes.parseFeature("1.8.0_402"));
        assertEquals(Optional.of(21), JavaRuntimes.parseFeature("21"));
        assertEquals(Optional.of(25), JavaRuntimes.parseFeature("25-ea"));
        assertEquals(Optional.empty(), JavaRuntimes.parseFeature("unknown"));
        assertEquals(Optional.empty(), JavaRuntimes.featureVersion(root), "a folder without release file");
        assertEquals(Optional.of(17), JavaRuntimes.featureVersion(jdk("x", "17.0.3")));
    }

    /** A fake JDK: a release file and an (empty) bin/java, which is all the selection looks at. */
    private Path jdk(String relative, String version) throws IOException {
        Path home = root.resolve(relative);
        Files.createDirectories(home.resolve("bin"));
        Files.writeString(home.resolve("bin/java"), "");
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_VERSION=\"" + version + "\"\n");
        return home;
    }
}
