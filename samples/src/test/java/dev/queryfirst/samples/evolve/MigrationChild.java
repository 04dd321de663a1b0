package dev.queryfirst.samples.evolve;

import static org.junit.jupiter.api.Assertions.fail;

import dev.queryfirst.testkit.TestKeyspace;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;

/**
 * An application instance migrating at start-up in a JVM of its own ({@code SensorsModel}'s
 * {@code MigrateMain}), so that a test can kill it the way a crash or a deploy does: no shutdown
 * hook, no release of the lease, ranges in flight abandoned.
 */
final class MigrationChild {

    private static final Duration PATIENCE = Duration.ofMinutes(2);
    private static final int OUTPUT_KEPT = 40;

    private final Process process;
    private final Thread reader;
    private final Deque<String> output = new ArrayDeque<>();
    private int rangesDone;
    private int rangesTotal;

    private MigrationChild(Process process) {
        this.process = process;
        this.reader = new Thread(this::read, "migration-child-output");
        reader.setDaemon(true);
        reader.start();
    }

    static MigrationChild start(Path classes, TestKeyspace keyspace, int rowsPerSecond, Duration lease)
            throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classpath = System.getProperty("java.class.path") + File.pathSeparator + classes;
        ProcessBuilder builder = new ProcessBuilder(
                        java,
                        "-cp",
                        classpath,
                        "com.example.evolve.MigrateMain",
                        keyspace.contactPoint().getHostString(),
                        String.valueOf(keyspace.contactPoint().getPort()),
                        keyspace.localDatacenter(),
                        keyspace.name(),
                        String.valueOf(rowsPerSecond),
                        String.valueOf(lease.toSeconds()))
                .redirectErrorStream(true);
        return new MigrationChild(builder.start());
    }

    /** Waits until the child reported {@code ranges} finished token ranges; their total. */
    synchronized int awaitRangesDone(int ranges) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (rangesDone < Math.max(ranges, 1)) {
            long left = deadline - System.nanoTime();
            if (!process.isAlive() && !reader.isAlive()) {
                fail("the migrating instance exited (" + process.exitValue() + ") after " + rangesDone + " ranges:\n"
                        + String.join("\n", output));
            }
            if (left <= 0) {
                fail("the migrating instance reported " + rangesDone + " ranges in " + PATIENCE + ":\n"
                        + String.join("\n", output));
            }
            wait(Math.min(TimeUnit.NANOSECONDS.toMillis(left) + 1, 200));
        }
        return rangesTotal;
    }

    synchronized int rangesTotal() {
        return rangesTotal;
    }

    /** {@code SIGKILL}s the child; the ranges it reported finished (each checkpointed before it reported it). */
    int kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor();
        reader.join(PATIENCE.toMillis());
        synchronized (this) {
            if (output.stream().anyMatch("migrated"::equals)) {
                fail("the migration finished before it was killed: raise the rows or lower the rate");
            }
            return rangesDone;
        }
    }

    private void read() {
        try (BufferedReader lines =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                record(line);
            }
        } catch (IOException e) {
            // Killing the process closes its output: the lines read so far are what it reported.
            if (process.isAlive()) {
                throw new UncheckedIOException(e);
            }
        } finally {
            synchronized (this) {
                notifyAll();
            }
        }
    }

    private synchronized void record(String line) {
        output.addLast(line);
        if (output.size() > OUTPUT_KEPT) {
            output.removeFirst();
        }
        if (line.startsWith("progress ")) {
            String[] fields = line.split(" ");
            rangesDone = Math.max(rangesDone, Integer.parseInt(fields[1]));
            rangesTotal = Integer.parseInt(fields[2]);
        }
        notifyAll();
    }
}
