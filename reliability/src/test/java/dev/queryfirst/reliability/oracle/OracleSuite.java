package dev.queryfirst.reliability.oracle;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.reliability.fuzz.DesignGenerator;
import dev.queryfirst.reliability.oracle.ModelShape.Shape;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A run of the oracle: models drawn by the fuzzer's generator (the good designs the oracle can
 * model, the ones bringing features not yet covered first), each compiled with its adapter,
 * its schema created in a keyspace of its own, and driven through a seeded sequence.
 *
 * <p>{@code -Doracle.seed} (run seed), {@code -Doracle.models}, {@code -Doracle.operations} (per
 * model), {@code -Doracle.only=<model index>} replays one model, {@code -Doracle.references=write-time}
 * expects copies keeping the values they were written with instead of live copies (docs/mapping-rules.md, "Live references").
 */
final class OracleSuite {

    /**
     * Features that decide how the DAO writes, each worth ten of the others when choosing models: a
     * model bringing one comes before models that only add column types.
     */
    private static final Set<String> WRITE_PATHS = Set.of(
            "immutable",
            "versioned",
            "mutable",
            "base table",
            "no base table",
            "writes read first",
            "blind writes",
            "fixed attribute",
            "fixed key attribute",
            "reference",
            "reference to a fixed name");

    /** How many drawn designs are ranked to choose the models from. */
    private static final int CANDIDATES = 400;

    private final long runSeed = Long.getLong("oracle.seed", 20_250_101L);
    private final int only = Integer.getInteger("oracle.only", -1);
    private final Store.References references = "write-time".equals(System.getProperty("oracle.references"))
            ? Store.References.WRITE_TIME
            : Store.References.LIVE;
    /** The audit after every this many steps (and the last): it reads every row of every table. */
    private final int auditEvery;

    private final boolean split;
    private final AtomicInteger liveAcross = new AtomicInteger();

    private final List<Mismatch> mismatches = new ArrayList<>();
    private final Set<String> covered = new HashSet<>();
    /** How many of the models run have each feature that decides how the DAO writes, and shards. */
    private final Map<String, Integer> modelsWith = new java.util.TreeMap<>();

    private final List<String> adapterFailures = new java.util.concurrent.CopyOnWriteArrayList<>();
    private long operations;
    private int models;

    /**
     * @param auditEvery the audit after every this many steps unless {@code -Doracle.auditEvery}
     *     says otherwise: 1 in the small run; the deep run's models take thousands of steps, and the
     *     audit's scans grow with the tombstones of every move (RELIABILITY.md)
     */
    OracleSuite(int auditEvery) {
        this(auditEvery, false);
    }

    /**
     * @param split each model's keyspace compiled in two compilations ({@link SplitModel}): only
     *     models with a live reference to split off run
     */
    OracleSuite(int auditEvery, boolean split) {
        this.auditEvery = Integer.getInteger("oracle.auditEvery", auditEvery);
        this.split = split;
    }

    /** The split models whose second compilation keeps live copies of the first's entity. */
    int liveAcross() {
        return liveAcross.get();
    }

    List<Mismatch> mismatches() {
        return mismatches;
    }

    List<String> adapterFailures() {
        return adapterFailures;
    }

    long operations() {
        return operations;
    }

    int models() {
        return models;
    }

    Set<String> covered() {
        return covered;
    }

    /** The run's one line: {@code oracle: 250,000 operations on 120 models, 0 mismatches}. */
    String summary() {
        return String.format(
                Locale.ROOT,
                "oracle: %,d operations on %,d models, %,d mismatches",
                operations,
                models,
                mismatches.size());
    }

    /** The models run with each write path and with shards: {@code oracle models: blind writes 4, …}. */
    String composition() {
        return "oracle models: "
                + String.join(
                        ", ",
                        modelsWith.entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue())
                                .toList());
    }

    /**
     * Runs {@code modelCount} models of {@code operationsPerModel} operations, {@code threads} models
     * at a time (each its own keyspace: they share nothing but the node).
     */
    void run(TestKeyspace testKeyspace, int modelCount, int operationsPerModel, int threads) {
        MutableClock clock = new MutableClock();
        Iterator<Map.Entry<Integer, ModelShape>> candidates =
                choose(modelCount).entrySet().iterator();
        AtomicInteger accepted = new AtomicInteger();
        try (CqlSession session = TestSessions.open(testKeyspace, null)) {
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                workers.add(pool.submit(() -> {
                    while (accepted.get() < modelCount) {
                        Map.Entry<Integer, ModelShape> next;
                        synchronized (candidates) {
                            if (!candidates.hasNext()) {
                                return null;
                            }
                            next = candidates.next();
                        }
                        runModel(
                                session,
                                clock,
                                next.getKey(),
                                next.getValue(),
                                operationsPerModel,
                                accepted,
                                modelCount);
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
            pool.shutdown();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    private void runModel(
            CqlSession session,
            MutableClock clock,
            int index,
            ModelShape candidate,
            int operationsPerModel,
            AtomicInteger accepted,
            int modelCount) {
        List<String> errors = new ArrayList<>();
        long start = System.nanoTime();
        if (split && !SplitModel.splittable(candidate)) {
            return;
        }
        ModelShape shape = split ? candidate.asModule() : candidate;
        Path output = split ? splitOutput(index) : null;
        ModelDriver driver = split ? SplitModel.load(shape, output, errors) : CompiledModel.load(shape, errors);
        long compiled = System.nanoTime();
        if (driver == null) {
            // A model the processor rejects (sizing errors, mostly) generates nothing to adapt.
            if (errors.stream().noneMatch(e -> e.contains("[QF"))) {
                adapterFailures.add(shape.label() + ": " + errors);
            }
            return;
        }
        if (accepted.incrementAndGet() > modelCount) {
            return;
        }
        if (split && SplitModel.copiesAcross(output)) {
            liveAcross.incrementAndGet();
        }
        String keyspace = (split ? "oracle_split_m" : "oracle_m") + index;
        // The model's loader finds its modules' fragments and live copies (ServiceLoader, as an
        // application's class path would).
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(driver.getClass().getClassLoader());
        try {
            runLoaded(session, clock, index, shape, operationsPerModel, driver, keyspace, start, compiled);
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    private static Path splitOutput(int index) {
        try {
            return Files.createTempDirectory(
                    Files.createDirectories(Path.of("target", "oracle-split")), "m" + index + "-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void runLoaded(
            CqlSession session,
            MutableClock clock,
            int index,
            ModelShape shape,
            int operationsPerModel,
            ModelDriver driver,
            String keyspace,
            long start,
            long compiled) {
        driver.createSchema(session, keyspace);
        long created = System.nanoTime();
        try {
            DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace).withClock(clock);
            driver.connect(session, options.withWriteMode(WriteMode.LOGGED), options.withWriteMode(WriteMode.PARALLEL));
            String replay = "-Doracle.seed=" + runSeed + " -Doracle.only=" + index + " -Doracle.operations="
                    + operationsPerModel;
            OracleRun run = new OracleRun(
                    shape,
                    driver,
                    seedOf(index) + 1,
                    replay,
                    // An immutable or versioned entity's references are snapshots (docs/mapping-rules.md, "Live
                    // references").
                    shape.immutable() || shape.versioned() ? Store.References.WRITE_TIME : references,
                    clock,
                    auditEvery);
            Mismatch mismatch = run.run(operationsPerModel);
            log(index, run, mismatch);
            synchronized (this) {
                operations += run.executed();
                models++;
                covered.addAll(features(shape));
                features(shape).stream()
                        .filter(f -> WRITE_PATHS.contains(f) || f.equals("shards"))
                        .forEach(f -> modelsWith.merge(f, 1, Integer::sum));
                if (mismatch != null) {
                    mismatches.add(mismatch);
                    System.out.println(mismatch);
                }
            }
            System.out.printf(
                    Locale.ROOT,
                    "oracle model m%d %s: %d operations in %d ms, %d of them auditing (compiled in %d ms,"
                            + " schema in %d ms)%s%n",
                    index,
                    shape.label(),
                    run.executed(),
                    (System.nanoTime() - created) / 1_000_000,
                    run.auditMillis(),
                    (compiled - start) / 1_000_000,
                    (created - compiled) / 1_000_000,
                    mismatch == null ? "" : ", MISMATCH");
        } finally {
            session.execute(SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
                    .setTimeout(Duration.ofSeconds(60)));
        }
    }

    private long seedOf(int index) {
        return runSeed * 1_000_003L + index;
    }

    /**
     * Candidate models by index, those bringing the most features not covered by the ones before
     * first, each write path worth ten others until a fifth of the models have it (ties in index
     * order); with {@code oracle.only}, that model alone.
     */
    private Map<Integer, ModelShape> choose(int modelCount) {
        Map<Integer, ModelShape> shapes = new LinkedHashMap<>();
        for (int i = 0; i < CANDIDATES + modelCount; i++) {
            if (only >= 0 && i != only) {
                continue;
            }
            int index = i;
            new DesignGeneratorAccess(seedOf(i), i)
                    .shape()
                    .filter(s -> !s.patterns().isEmpty())
                    .ifPresent(s -> shapes.put(index, s));
        }
        Map<Integer, ModelShape> ordered = new LinkedHashMap<>();
        // A write path counts as new until a fifth of the models have it, any other feature once.
        int quota = Math.max(1, modelCount / 5);
        Map<String, Integer> seen = new HashMap<>();
        while (!shapes.isEmpty()) {
            Map.Entry<Integer, ModelShape> best = shapes.entrySet().stream()
                    .max(Comparator.comparingLong((Map.Entry<Integer, ModelShape> e) -> features(e.getValue()).stream()
                                    .filter(f -> seen.getOrDefault(f, 0) < (WRITE_PATHS.contains(f) ? quota : 1))
                                    .mapToLong(f -> WRITE_PATHS.contains(f) ? 10 : 1)
                                    .sum())
                            .thenComparing(e -> -e.getKey()))
                    .orElseThrow();
            ordered.put(best.getKey(), best.getValue());
            features(best.getValue()).forEach(f -> seen.merge(f, 1, Integer::sum));
            shapes.remove(best.getKey());
        }
        return ordered;
    }

    /** What a model exercises, for choosing models and for the run's coverage line. */
    static Set<String> features(ModelShape shape) {
        Set<String> out = new HashSet<>();
        out.add(shape.immutable() ? "immutable" : shape.versioned() ? "versioned" : "mutable");
        if (shape.referenced() != null) {
            out.add(shape.referencedNameFixed() ? "reference to a fixed name" : "reference");
        }
        if (!shape.immutable()) {
            out.add(shape.hasBase() ? "base table" : "no base table");
            out.add(shape.writesRead() ? "writes read first" : "blind writes");
        }
        for (ModelShape.Attr a : shape.attributes()) {
            if (a.fixed() && !a.key()) {
                out.add(shape.inSomePrimaryKey(a) ? "fixed key attribute" : "fixed attribute");
            }
            if (a.kind().isCollection()) {
                out.add("collection");
            }
            if (!shape.inSomePrimaryKey(a) && a.kind().nullable()) {
                out.add("optional attribute");
            }
            if (shape.inSomePrimaryKey(a) && a.kind().nullable() && !shape.mandatory(a)) {
                out.add("optional key attribute (sparse table)");
            }
        }
        for (Shape p : shape.patterns()) {
            if (p.where().stream().anyMatch(a -> !a.key())) {
                out.add("moving partition key");
            }
            p.clustering().stream().filter(c -> !c.attr().key()).forEach(c -> {
                out.add("moving clustering " + c.attr().kind());
                if (c.descending()) {
                    out.add("DESC");
                }
            });
            if (p.bucket() != null) {
                out.add(p.bucketedRange() ? "bucketed range" : "bucketed latest");
            }
            if (p.listed()) {
                out.add("bucket directory");
            }
            if (p.range() != null) {
                out.add("range " + p.range().kind());
            }
            if (p.index()) {
                out.add("index");
            }
            if (p.sharded()) {
                out.add("shards");
            }
            if (p.referenceName()) {
                out.add("reference name in a key");
            }
            if (p.singleRow()) {
                out.add("single-row pattern");
            }
        }
        return out;
    }

    private static void log(int index, OracleRun run, Mismatch mismatch) {
        Path file = Path.of("target", "oracle", "m" + index + ".log");
        try {
            Files.createDirectories(file.getParent());
            List<String> lines = new ArrayList<>(run.history());
            if (mismatch != null) {
                lines.add(mismatch.toString());
            }
            Files.write(file, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Draws design {@code index} exactly as the fuzzer's generator would for this seed. */
    private record DesignGeneratorAccess(long seed, int index) {
        java.util.Optional<ModelShape> shape() {
            return ModelShape.of(new DesignGenerator(new Random(seed)).design("qforacle.m" + index));
        }
    }
}
