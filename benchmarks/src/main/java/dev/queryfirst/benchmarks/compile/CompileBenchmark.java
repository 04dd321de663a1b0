package dev.queryfirst.benchmarks.compile;

import com.datastax.oss.driver.internal.mapper.processor.MapperProcessor;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The compile path: javac wall time for a model of N entities × 5 access patterns, compiled in this
 * JVM through {@link javax.tools.JavaCompiler} four ways in interleaved rounds — the QueryFirst
 * entities with the QueryFirst processor and with no processor, and the equivalent DataStax mapper
 * sources with the mapper's processor and with no processor. A processor's added time is its
 * compile minus the no-processor compile of the same sources.
 *
 * <p>Each compile gets a new processor instance and new output folders; the JIT and the class
 * loader are shared by all variants, as in a build that compiles many modules in one JVM.
 */
public final class CompileBenchmark {

    /** QueryFirst entities, QueryFirst processor. */
    public static final String QUERYFIRST = "QueryFirst processor";
    /** QueryFirst entities, no processor. */
    public static final String QUERYFIRST_PLAIN = "QueryFirst entities, no processor";
    /** Mapper sources, mapper processor. */
    public static final String MAPPER = "DataStax mapper processor";
    /** Mapper sources, no processor. */
    public static final String MAPPER_PLAIN = "mapper sources, no processor";

    private CompileBenchmark() {}

    /**
     * How much work.
     *
     * @param entities entities in the model (5 access patterns each)
     * @param warmupEntities entities of the smaller model every variant compiles once first, to
     *     warm up javac and the processors (the same code paths, at a fraction of the cost)
     * @param minRounds measured rounds at least
     * @param maxRounds measured rounds at most
     * @param budget the time after which (warm-up included) no further round starts once
     *     {@code minRounds} are measured: on a slow machine the run stays within its limit
     */
    public record Settings(int entities, int warmupEntities, int minRounds, int maxRounds, Duration budget) {}

    /**
     * One compile.
     *
     * @param seconds javac wall time
     * @param sources source files given to javac
     * @param generated source files the processor generated
     * @param classes class files written
     * @param warnings warnings javac or the processor reported
     */
    public record Round(double seconds, int sources, int generated, int classes, int warnings) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "%.2f s, %d sources + %d generated → %d classes, %d warnings",
                    seconds,
                    sources,
                    generated,
                    classes,
                    warnings);
        }
    }

    /**
     * What the compile benchmark measured.
     *
     * @param rounds measured compiles of each variant, by name
     * @param settings the work done
     * @param queryFirstLines lines of the QueryFirst model's sources (what a developer writes)
     * @param mapperLines lines of the mapper model's sources (what a developer writes)
     */
    public record Result(Map<String, List<Round>> rounds, Settings settings, long queryFirstLines, long mapperLines) {}

    /** Writes the model under {@code work} and compiles it every way. */
    public static Result run(Path work, Settings settings, Consumer<String> progress) {
        long start = System.nanoTime();
        String classpath = compileClasspath();
        Model warmUp = Model.write(work.resolve("warm-up"), settings.warmupEntities());
        Interleaved.run(warmUp.variants(work, classpath), 1, 1, 0, line -> progress.accept("compile " + line));
        Model model = Model.write(work.resolve("model"), settings.entities());
        Duration left = settings.budget().minusNanos(System.nanoTime() - start);
        return new Result(
                Interleaved.run(
                        model.variants(work, classpath),
                        1,
                        0,
                        settings.minRounds(),
                        settings.maxRounds(),
                        left,
                        line -> progress.accept("compile " + line)),
                settings,
                lines(model.queryFirst()),
                lines(model.mapper()));
    }

    private static long lines(List<Path> sources) {
        long lines = 0;
        for (Path source : sources) {
            try (Stream<String> text = Files.lines(source, StandardCharsets.UTF_8)) {
                lines += text.count();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return lines;
    }

    /** A model's sources, written both ways. */
    private record Model(List<Path> queryFirst, List<Path> mapper) {

        static Model write(Path root, int entities) {
            return new Model(
                    ModelSources.writeQueryFirst(root.resolve("queryfirst-src"), entities),
                    ModelSources.writeMapper(root.resolve("mapper-src"), entities));
        }

        /** The four ways of compiling this model, with outputs under {@code work}. */
        List<Interleaved.Variant<Round>> variants(Path work, String classpath) {
            return List.of(
                    variant(QUERYFIRST, queryFirst, QueryFirstProcessor::new, work, classpath),
                    variant(QUERYFIRST_PLAIN, queryFirst, null, work, classpath),
                    variant(MAPPER, mapper, MapperProcessor::new, work, classpath),
                    variant(MAPPER_PLAIN, mapper, null, work, classpath));
        }
    }

    /**
     * What the model's code needs, and nothing else: this JVM's classpath holds a whole Cassandra
     * node, and javac looking up every package in a hundred jars would slow every variant alike
     * and hide the processors' share. Each entry is found by where one of its classes was loaded
     * from.
     */
    static String compileClasspath() {
        return Stream.of(
                        dev.queryfirst.annotations.Entity.class,
                        dev.queryfirst.runtime.internal.Prepared.class,
                        com.datastax.oss.driver.api.core.CqlSession.class,
                        com.datastax.oss.driver.shaded.guava.common.collect.ImmutableList.class,
                        com.datastax.oss.protocol.internal.ProtocolConstants.class,
                        com.datastax.oss.driver.api.mapper.annotations.Entity.class,
                        com.datastax.oss.driver.api.querybuilder.QueryBuilder.class,
                        org.reactivestreams.Publisher.class,
                        org.slf4j.Logger.class)
                .map(CompileBenchmark::location)
                .distinct()
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot locate " + type.getName(), e);
        }
    }

    private static Interleaved.Variant<Round> variant(
            String name, List<Path> sources, Supplier<Processor> processor, Path work, String classpath) {
        return new Interleaved.Variant<>(name, () -> new Interleaved.RoundWork<>() {
            private Round round;

            @Override
            public void block(int block) {
                round = compile(sources, processor == null ? null : processor.get(), work, classpath);
            }

            @Override
            public Round result() {
                return round;
            }
        });
    }

    private static Round compile(List<Path> sources, Processor processor, Path work, String classpath) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler: run the benchmarks on a JDK");
        }
        Path classes = createDirectory(work, "classes-");
        Path generated = createDirectory(work, "generated-");
        try {
            List<String> options = new ArrayList<>(List.of(
                    "-d",
                    classes.toString(),
                    "-s",
                    generated.toString(),
                    "-classpath",
                    classpath,
                    "-encoding",
                    "UTF-8"));
            if (processor == null) {
                options.add("-proc:none");
            }
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            // Collect the previous compile's garbage now, not during this one.
            System.gc();
            long start = System.nanoTime();
            boolean ok;
            try (StandardJavaFileManager files =
                    javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
                JavaCompiler.CompilationTask task = javac.getTask(
                        null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources));
                if (processor != null) {
                    task.setProcessors(List.of(processor));
                }
                ok = task.call();
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!ok) {
                throw new IllegalStateException("compile failed:\n"
                        + diagnostics.getDiagnostics().stream()
                                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                                .limit(10)
                                .map(d -> d.getMessage(Locale.ROOT))
                                .collect(Collectors.joining("\n")));
            }
            int warnings = (int) diagnostics.getDiagnostics().stream()
                    .filter(d ->
                            d.getKind() == Diagnostic.Kind.WARNING || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING)
                    .count();
            return new Round(seconds, sources.size(), count(generated, ".java"), count(classes, ".class"), warnings);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            delete(classes);
            delete(generated);
        }
    }

    private static Path createDirectory(Path work, String prefix) {
        try {
            Files.createDirectories(work);
            return Files.createTempDirectory(work, prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int count(Path root, String suffix) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            return (int) files.filter(f -> f.toString().endsWith(suffix)).count();
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
