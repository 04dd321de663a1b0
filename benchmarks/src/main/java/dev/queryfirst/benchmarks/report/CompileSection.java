package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.compile.CompileBenchmark;
import dev.queryfirst.benchmarks.compile.CompileBenchmark.Round;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.harness.Ratios;
import dev.queryfirst.benchmarks.harness.Summary;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The compile path: figures, verdict and their Markdown. */
final class CompileSection {

    private final CompileBenchmark.Result result;
    private final List<Round> queryFirst;
    private final List<Round> queryFirstPlain;
    private final List<Round> mapper;
    private final List<Round> mapperPlain;

    CompileSection(CompileBenchmark.Result result) {
        this.result = result;
        this.queryFirst = result.rounds().get(CompileBenchmark.QUERYFIRST);
        this.queryFirstPlain = result.rounds().get(CompileBenchmark.QUERYFIRST_PLAIN);
        this.mapper = result.rounds().get(CompileBenchmark.MAPPER);
        this.mapperPlain = result.rounds().get(CompileBenchmark.MAPPER_PLAIN);
    }

    /** The processor's added seconds in each round: its compile minus the plain compile of the same sources. */
    private static List<Double> added(List<Round> withProcessor, List<Round> plain) {
        List<Double> added = new ArrayList<>();
        for (int k = 0; k < withProcessor.size(); k++) {
            added.add(withProcessor.get(k).seconds() - plain.get(k).seconds());
        }
        return added;
    }

    private MedianInterval addedRatio() {
        List<Double> qf = added(queryFirst, queryFirstPlain);
        List<Double> dm = added(mapper, mapperPlain);
        List<Double> ratios = new ArrayList<>();
        for (int k = 0; k < qf.size(); k++) {
            ratios.add(qf.get(k) / dm.get(k));
        }
        return MedianInterval.of(ratios);
    }

    List<Verdict> verdicts() {
        Round qf = queryFirst.get(0);
        Round dm = mapper.get(0);
        String work = String.format(
                Locale.ROOT,
                "the QueryFirst processor turns %d annotated records into %d "
                        + "generated sources (%d classes: table classes, DAOs, schemas); the mapper turns %d hand-written "
                        + "sources into %d generated ones (%d classes)",
                qf.sources(),
                qf.generated(),
                qf.classes(),
                dm.sources(),
                dm.generated(),
                dm.classes());
        return List.of(Verdict.atMost(
                "compile: time QueryFirst adds ÷ time the mapper adds ≤ 1.0×",
                addedRatio(),
                1.0,
                work + "; compiling what the processors generate is most of the added time, and QueryFirst "
                        + "generates no more code than the mapper for the same model.",
                work + "; compiling the generated code is most of the added time, and QueryFirst's generated "
                        + "sources (every access pattern in sync, async and paged form, per-table statement texts) "
                        + "cost javac more than the mapper's."));
    }

    void writeTo(Markdown md) {
        CompileBenchmark.Settings s = result.settings();
        md.heading(2, "4. Compile path: javac with and without the processors")
                .paragraph(String.format(
                        Locale.ROOT,
                        "A model of %d entities × 5 access patterns (5 tables each), "
                                + "20 entities per keyspace and package, compiled in-process with `javax.tools.JavaCompiler`: the "
                                + "QueryFirst records with the QueryFirst processor and with `-proc:none`; the same model written "
                                + "for the DataStax mapper (a JavaBean per table, a `@Dao` per entity with an insert and a delete "
                                + "per table, a read by key and a sync and an async select per access pattern, a `@Mapper` per "
                                + "keyspace) with the mapper's processor and with `-proc:none`. Each way first compiles a %d-entity "
                                + "model once to warm up javac and the processors, then %d measured rounds (%d to %d, fewer when a "
                                + "round would take the compile benchmark past %d minutes), interleaved; a new processor instance "
                                + "per compile.",
                        s.entities(),
                        s.warmupEntities(),
                        queryFirst.size(),
                        s.minRounds(),
                        s.maxRounds(),
                        s.budget().toMinutes()));
        List<List<String>> rows = new ArrayList<>();
        for (String variant : result.rounds().keySet()) {
            List<Round> rounds = result.rounds().get(variant);
            Round first = rounds.get(0);
            rows.add(List.of(
                    variant,
                    Ratios.each(rounds, Round::seconds).format(2, " s"),
                    String.valueOf(first.sources()),
                    String.valueOf(first.generated()),
                    String.valueOf(first.classes())));
        }
        md.table(List.of("compile", "javac wall time", "sources", "generated sources", "class files"), rows);
        md.paragraph(String.format(
                Locale.ROOT,
                "What a developer writes for this model: %,d lines for QueryFirst "
                        + "(a record per entity), %,d for the mapper (a bean per table, a DAO per entity, a mapper per "
                        + "keyspace) — and the mapper's version still leaves the multi-table save, the buckets and the "
                        + "bucket walks to hand-written code.",
                result.queryFirstLines(),
                result.mapperLines()));
        md.table(
                List.of("added by the processor (paired rounds)", "seconds"),
                List.of(
                        List.of(
                                "QueryFirst",
                                Summary.of(added(queryFirst, queryFirstPlain)).format(2, " s")),
                        List.of(
                                "DataStax mapper",
                                Summary.of(added(mapper, mapperPlain)).format(2, " s")),
                        List.of("QueryFirst ÷ mapper", addedRatio().format())));
        md.paragraph("**Found while building this benchmark, and fixed: a large keyspace did not compile.** With "
                + "100 of these entities (500 tables) in one keyspace, javac rejected the generated schema class with "
                + "`code too large`: its static initializer built every table's spec in one method, against the "
                + "JVM's 64 KB limit per method. Each spec now has a method of its own, and the processor's "
                + "`LargeKeyspaceTest` compiles 600 tables in one keyspace. The model above keeps 20 entities "
                + "(100 tables) in each keyspace, which is closer to how a Cassandra cluster should be laid out.");
    }
}
