package dev.queryfirst.benchmarks;

import dev.queryfirst.benchmarks.backfill.BackfillBenchmark;
import dev.queryfirst.benchmarks.compile.CompileBenchmark;
import dev.queryfirst.benchmarks.feed.FeedBenchmark;
import dev.queryfirst.benchmarks.fleet.LiveCopyBenchmark;
import dev.queryfirst.benchmarks.read.DirectoryBenchmark;
import dev.queryfirst.benchmarks.read.ReadBenchmark;
import dev.queryfirst.benchmarks.report.Machine;
import dev.queryfirst.benchmarks.report.Report;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Runs every benchmark in one process, against one testkit node, and writes {@code BENCHMARKS.md}:
 *
 * <pre>
 * mvn -B -pl benchmarks -am -DskipTests -Pbench verify
 * </pre>
 *
 * <p>Arguments: {@code --scale=full|smoke} (default full), {@code --out=PATH} (default
 * {@code BENCHMARKS.md}), {@code --command=TEXT} (the command the report says produced it).
 */
public final class Benchmarks {

    private Benchmarks() {}

    /** Runs everything and writes the report; exits non-zero if anything failed. */
    public static void main(String[] args) {
        String scale = "full";
        Path out = Path.of("BENCHMARKS.md");
        String command = "java " + Benchmarks.class.getName();
        for (String arg : args) {
            if (arg.startsWith("--scale=")) {
                scale = arg.substring("--scale=".length());
            } else if (arg.startsWith("--out=")) {
                out = Path.of(arg.substring("--out=".length()));
            } else if (arg.startsWith("--command=")) {
                command = arg.substring("--command=".length());
            } else {
                throw new IllegalArgumentException(
                        "unknown argument " + arg + " (expected --scale=full|smoke, --out=PATH, --command=TEXT)");
            }
        }
        try {
            Report report = run(Scale.named(scale), command, line -> System.out.println("[bench] " + line));
            write(out.toAbsolutePath().normalize(), report.markdown());
            System.out.println("[bench] wrote " + out.toAbsolutePath().normalize());
        } catch (RuntimeException | Error e) {
            e.printStackTrace();
            // A driver or javac thread left behind must not keep a failed run alive.
            System.exit(1);
        }
        System.exit(0);
    }

    /** Runs every benchmark at {@code scale} and returns the report. */
    public static Report run(Scale scale, String command, Consumer<String> progress) {
        long start = System.nanoTime();
        Machine machine = new Machine();
        machine.sampleLoad("start");
        WriteBenchmark.Result write;
        ReadBenchmark.Result read;
        BackfillBenchmark.Result backfill;
        FeedBenchmark.Result feed;
        DirectoryBenchmark.Result directory;
        LiveCopyBenchmark.Result liveCopies;
        String cassandra;
        progress.accept("starting a Cassandra node");
        try (BenchNode node = BenchNode.start()) {
            cassandra = node.releaseVersion();
            machine.sampleLoad("node up");
            write = WriteBenchmark.run(node, scale.write(), progress);
            machine.sampleLoad("after write");
            read = ReadBenchmark.run(node, scale.read(), progress);
            machine.sampleLoad("after read");
            backfill = BackfillBenchmark.run(node, scale.backfill(), progress);
            machine.sampleLoad("after backfill");
            feed = FeedBenchmark.run(node, scale.feed(), progress);
            machine.sampleLoad("after feed");
            directory = DirectoryBenchmark.run(node, scale.directory(), progress);
            machine.sampleLoad("after directory");
            liveCopies = LiveCopyBenchmark.run(node, scale.liveCopies(), progress);
            machine.sampleLoad("after live copies");
        }
        Path work = temporaryDirectory();
        CompileBenchmark.Result compile;
        try {
            compile = CompileBenchmark.run(work, scale.compile(), progress);
        } finally {
            delete(work);
        }
        machine.sampleLoad("after compile");
        return new Report(
                scale,
                command,
                machine,
                cassandra,
                write,
                read,
                compile,
                backfill,
                feed,
                directory,
                liveCopies,
                Duration.ofNanos(System.nanoTime() - start));
    }

    private static Path temporaryDirectory() {
        try {
            return Files.createTempDirectory("queryfirst-bench-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where the sections that other modules' benchmarks write begin (the Spring Boot starter's runs
     * where this module's dependencies must not reach); a run of this module keeps them as they are.
     */
    public static final String OTHER_SECTIONS =
            "<!-- The sections below are written by the benchmarks of other modules; kept as they are. -->";

    private static void write(Path file, String text) {
        try {
            String kept = "";
            if (Files.exists(file)) {
                String old = Files.readString(file, StandardCharsets.UTF_8);
                int at = old.indexOf(OTHER_SECTIONS);
                kept = at < 0 ? "" : "\n" + old.substring(at);
            }
            Files.writeString(file, text + kept, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
