package dev.queryfirst.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The runnable jar the build made, started in a JVM of its own as an operator starts it: the
 * driver configured by {@code -Ddatastax-java-driver.*} settings, the application given as a jar.
 */
final class Cli {

    /** The shaded jar, as the failsafe plugin names it. */
    static final Path JAR = Path.of(System.getProperty("queryfirst.cli.jar", "target/queryfirst-cli-all.jar"));

    /** Where the tests' application was compiled, with its QueryFirst resources. */
    static final Path TEST_CLASSES = Path.of("target", "test-classes");

    /** What a run printed and returned. */
    record Run(int exitCode, String out, String err) {

        Run expect(int code) {
            assertTrue(
                    exitCode == code,
                    "exit code " + exitCode + ", expected " + code + "\nout:\n" + out + "\nerr:\n" + err);
            return this;
        }

        /** The lines standard error printed. */
        List<String> errLines() {
            return err.lines().filter(line -> !line.isBlank()).toList();
        }
    }

    private Cli() {}

    /** {@code java <driver settings> -jar queryfirst-cli.jar <args>} against {@code keyspace}'s cluster. */
    static Run run(TestKeyspace keyspace, String... args) {
        return await(start(driverSettings(keyspace), args));
    }

    /** The same with the JVM options given instead (another contact point, none). */
    static Run runWith(List<String> jvmOptions, String... args) {
        return await(start(jvmOptions, args));
    }

    /** The driver's own settings for the testkit node, as -D options. */
    static List<String> driverSettings(TestKeyspace keyspace) {
        return List.of(
                "-Ddatastax-java-driver.basic.contact-points.0="
                        + keyspace.contactPoint().getHostString() + ":"
                        + keyspace.contactPoint().getPort(),
                "-Ddatastax-java-driver.basic.load-balancing-policy.local-datacenter=" + keyspace.localDatacenter());
    }

    static Process start(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(JAR.toString());
        command.addAll(List.of(args));
        try {
            return new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Run await(Process process) {
        try {
            // Read both streams while it runs, so that a full pipe never blocks it.
            var out = new CompletableFuture<String>();
            var err = new CompletableFuture<String>();
            new Thread(() -> out.complete(read(process.getInputStream()))).start();
            new Thread(() -> err.complete(read(process.getErrorStream()))).start();
            if (!process.waitFor(180, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("queryfirst-cli did not end in 180 s");
            }
            return new Run(process.exitValue(), out.get(), err.get());
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String read(InputStream in) {
        try {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The application as a jar: the classes of {@code packageFolder} under the test classes and,
     * when asked, the QueryFirst resources the processor wrote beside them; {@code extra} entries
     * (name, content, name, content, …) are added, or replace the resource of that name.
     */
    static Path applicationJar(String name, String packageFolder, boolean withResources, String... extra) {
        Path jar = Path.of("target", "cli-it", name);
        try {
            Files.createDirectories(jar.getParent());
            try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
                Set<String> replaced = new HashSet<>();
                for (int i = 0; i < extra.length; i += 2) {
                    replaced.add(extra[i]);
                }
                add(out, TEST_CLASSES.resolve(packageFolder), replaced);
                if (withResources) {
                    add(out, TEST_CLASSES.resolve("META-INF/queryfirst"), replaced);
                }
                for (int i = 0; i < extra.length; i += 2) {
                    out.putNextEntry(new JarEntry(extra[i]));
                    out.write(extra[i + 1].getBytes(StandardCharsets.UTF_8));
                    out.closeEntry();
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jar.toAbsolutePath();
    }

    private static void add(JarOutputStream out, Path folder, Set<String> replaced) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = TEST_CLASSES.relativize(file).toString().replace('\\', '/');
                if (replaced.contains(name)) {
                    continue;
                }
                out.putNextEntry(new JarEntry(name));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
    }
}
