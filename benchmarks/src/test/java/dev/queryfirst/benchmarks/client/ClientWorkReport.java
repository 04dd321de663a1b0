package dev.queryfirst.benchmarks.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.queryfirst.benchmarks.harness.MedianInterval;
import dev.queryfirst.benchmarks.report.OtherSections;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns JMH's JSON results of {@link ClientWork} into BENCHMARKS.md's section "Client work per
 * shape": each variant's ns/op and B/op with JMH's 99.9 % error, its ratio to the hand-written
 * variant of the same shape (the median of the forks' ratios, with its distribution-free interval:
 * {@link MedianInterval}, the rule of every other target) and the ≤ 1.05× target per shape: met
 * when the whole interval is under it, not met when the whole interval is over, otherwise
 * unresolved on this machine.
 *
 * <pre>{@code
 * java -cp ... dev.queryfirst.benchmarks.client.ClientWorkReport target/client-work.json ../BENCHMARKS.md "load"
 * }</pre>
 */
public final class ClientWorkReport {

    static final double TARGET = 1.05;

    private ClientWorkReport() {}

    /**
     * A figure, JMH's error around it (half the 99.9 % confidence interval) and the mean of each
     * fork's measured iterations.
     */
    record Figure(double score, double error, List<Double> forks, int iterations) {

        String show(String unit) {
            return String.format(Locale.ROOT, "%,.0f ± %,.0f %s", score, error, unit);
        }

        /**
         * The ratio to {@code base}: fork i of this variant over fork i of {@code base}, one ratio
         * per fork (forks are the independent runs: a fork's JIT decisions hold for all its
         * iterations), and the median of those with its distribution-free interval.
         */
        MedianInterval ratioTo(Figure base) {
            int n = Math.min(forks.size(), base.forks.size());
            List<Double> ratios = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                ratios.add(forks.get(i) / base.forks.get(i));
            }
            return MedianInterval.of(ratios);
        }

        String verdict(Figure base) {
            return ratioTo(base).atMost(TARGET).label();
        }
    }

    /** Time and allocation of one benchmark method. */
    record Result(Figure nanos, Figure bytes) {}

    /** Reads {@code args[0]} (JMH's JSON), writes the section into {@code args[1]}; {@code args[2]} says the load. */
    public static void main(String[] args) throws IOException {
        Map<String, Result> results = read(Path.of(args[0]));
        String load = args.length > 2
                ? args[2]
                : String.format(
                        Locale.ROOT,
                        "one-minute load average %.1f at its end, on %d cores",
                        ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                        Runtime.getRuntime().availableProcessors());
        OtherSections.write(Path.of(args[1]), section(results, load));
    }

    static Map<String, Result> read(Path json) throws IOException {
        Map<String, Result> results = new LinkedHashMap<>();
        for (JsonNode run : new ObjectMapper().readTree(Files.readString(json))) {
            String method = run.get("benchmark").asText().replaceAll(".*\\.", "");
            JsonNode primary = run.get("primaryMetric");
            JsonNode alloc = run.get("secondaryMetrics").get("gc.alloc.rate.norm");
            results.put(method, new Result(figure(primary), figure(alloc)));
        }
        return results;
    }

    private static Figure figure(JsonNode metric) {
        List<Double> forks = new ArrayList<>();
        int iterations = 0;
        for (JsonNode fork : metric.get("rawData")) {
            double sum = 0;
            for (JsonNode iteration : fork) {
                sum += iteration.asDouble();
            }
            forks.add(sum / fork.size());
            iterations = fork.size();
        }
        return new Figure(
                metric.get("score").asDouble(), metric.get("scoreError").asDouble(), forks, iterations);
    }

    static String section(Map<String, Result> results, String load) {
        StringBuilder out = new StringBuilder("## Client work per shape, without the node (JMH)\n\n");
        Result first = results.values().iterator().next();
        out.append("Each shape done by the generated DAO, by hand-written driver code and, for the insert, by the ")
                .append(
                        "DataStax mapper, on an in-memory `CqlSession` (`benchmarks/src/test/java/.../client/MemorySession`): ")
                .append(
                        "it prepares by reading the statements against the tables' `CREATE TABLE` texts, completes every ")
                .append("execution at once and answers selects with canned rows already encoded, so only the client's ")
                .append(
                        "own work is measured (binding, batching, decoding and mapping rows, each variant's bookkeeping). ")
                .append(String.format(
                        Locale.ROOT,
                        "JMH 1.37, average time, %d forks × 3 warm-up and %d measured iterations of 1 s, `-prof gc`; ",
                        first.nanos().forks().size(),
                        first.nanos().iterations()))
                .append("figures are JMH's score ± its 99.9 % error, B/op is `gc.alloc.rate.norm`. A ratio is the ")
                .append("median of the forks' ratios (the generated variant's fork i over the hand-written one's: ")
                .append("forks are the independent runs, each with its own JIT decisions), with the distribution-free ")
                .append("interval of that median (the rule of the other sections' targets; with 5 forks, the lowest ")
                .append("and highest ratio, 94 %); the target (≤ ")
                .append(TARGET)
                .append("× hand-written) is met when the whole interval is under it, not met when the whole interval ")
                .append(
                        "is over it, and unresolved on this machine otherwise. `ClientWorkTest` and `ClientWorkShapesTest` ")
                .append("run every method once in the default build and check the statements each sends. The shapes: ")
                .append("a new log message inserted into its 3 tables; the `@Fixed` message saved blind; a message ")
                .append(
                        "read by id; the second page of 10 of a day bucket, from a signed cursor; the latest 10 of a source with 200 ")
                .append("messages today (dense) or one every other day (sparse); a `MovableSourceLogMessage` saved ")
                .append("with its body changed (reading save) or its source changed (move) over the row its base ")
                .append("table holds; a `Site` renamed, its row and the static copy of its devices' partition ")
                .append("written, then each of its 50 devices read and its two other copies rewritten; a ")
                .append("`SourceMessageCount`'s two counters incremented; a site's 50 devices (list); the latest ")
                .append("50 posts of a feed in 4 shards per day (sharded); the latest 10 messages of the sparse ")
                .append("source through its bucket directory (1 listing, then 10 buckets in two waves).\n\n")
                .append("Produced by `mvn -B -pl benchmarks -am -DskipTests -Pbench verify` with every other section, ")
                .append(
                        "or alone by `mvn -B -pl benchmarks -am -DskipTests -Pbench-client verify`; load during the run: ")
                .append(load)
                .append(".\n\n");
        out.append("| shape | variant | ns/op | B/op | time ÷ hand-written | allocation ÷ hand-written | ")
                .append("time ≤ 1.05× | allocation ≤ 1.05× |\n|---|---|---|---|---|---|---|---|\n");
        String[][] shapes = {
            {"insert (3 tables, a map)", "insert"},
            {"blind save (`@Fixed`, 1 table)", "blindSave"},
            {"single row by key", "singleRow"},
            {"page with a cursor (the second of 10)", "page"},
            {"bucket walk, dense (1 bucket)", "walkDense"},
            {"bucket walk, sparse (19 buckets)", "walkSparse"},
            {"reading save (base row read, 2 tables)", "readingSave"},
            {"move (base row read, old row deleted, 2 tables)", "move"},
            {"propagation (a site renamed, 50 devices' copies)", "propagation"},
            {"counter increment (2 counters)", "counter"},
            {"list (50 rows of one partition)", "list"},
            {"sharded read (latest 50, 4 shards)", "sharded"},
            {"directory read (latest 10, 1 + 10 partitions)", "directory"},
        };
        for (String[] shape : shapes) {
            Result hand = results.get(shape[1] + "HandWritten");
            for (String variant : new String[] {"Generated", "HandWritten", "Mapper"}) {
                Result result = results.get(shape[1] + variant);
                if (result == null || hand == null) {
                    continue;
                }
                boolean base = variant.equals("HandWritten");
                out.append("| ")
                        .append(shape[0])
                        .append(" | ")
                        .append(
                                switch (variant) {
                                    case "Generated" -> "generated DAO";
                                    case "HandWritten" -> "hand-written";
                                    default -> "DataStax mapper";
                                })
                        .append(" | ")
                        .append(result.nanos().show("ns"))
                        .append(" | ")
                        .append(result.bytes().show("B"))
                        .append(" | ")
                        .append(
                                base
                                        ? "1"
                                        : result.nanos().ratioTo(hand.nanos()).format())
                        .append(" | ")
                        .append(
                                base
                                        ? "1"
                                        : result.bytes().ratioTo(hand.bytes()).format())
                        .append(" | ")
                        .append(variant.equals("Generated") ? result.nanos().verdict(hand.nanos()) : "")
                        .append(" | ")
                        .append(variant.equals("Generated") ? result.bytes().verdict(hand.bytes()) : "")
                        .append(" |\n");
            }
        }
        out.append("\nEvery shape's generated and hand-written variants send the same statements, in the same ")
                .append("order (`ClientWorkTest`, `ClientWorkShapesTest`); the mapper has only the insert, the one ")
                .append("shape of its end-to-end benchmark. Time per operation is what the node-free setting is for, ")
                .append("but on a machine loaded past its cores the forks' ratios spread over the target: the ")
                .append("verdicts say so rather than call a side faster. Allocation per operation does not depend on ")
                .append("load.\n\n")
                .append("**Where the generated code is faster.** It binds and reads `text` with the runtime's ")
                .append("`Utf8Codec`: the driver's bytes, made with `String.getBytes` and read with `new String`. The ")
                .append("hand-written code calls `setString` and `getString`, as driver users do, and the driver's ")
                .append("codec encodes through a `CharsetEncoder` over the wrapped string, character by character, ")
                .append("and decodes through a `CharBuffer`: with a message body of 400 characters that was about ")
                .append("two thirds of a save's client time (JMH's stack profiler) and most of a read's allocation. ")
                .append("That is where most of the ratios under 1 come from; hand-written code using the same ")
                .append("codec would come close to the generated figures. A value holding an unpaired surrogate is ")
                .append("refused as the driver refuses it (`Utf8CodecTest`).\n\n")
                .append("**What the generated code does beyond the hand-written code**, within those figures (found ")
                .append("with JMH's `-prof gc` and `-prof stack`):\n\n")
                .append("- **Reading save and move.** The generated save compares the row it read with the new ")
                .append("state as Cassandra stores them, by the row's stored bytes (no decoding, no binding of the ")
                .append("previous state), and decodes the row only when something changed, where hand-written code ")
                .append("decodes it and compares the two records with `equals`. What the comparison buys: one ")
                .append("that changes nothing as stored writes nothing (an `Instant.now()` carries ")
                .append("microseconds the row does not keep, so `equals` rewrites the row every time); a null is ")
                .append("written, a tombstone, only over a stored value; an unchanged collection is left unset (the ")
                .append("frozen map is not sent again) and a changed non-frozen one is written element by element.\n")
                .append("- **Propagation.** For each of the site's devices the generated code maps the listing's row ")
                .append("and the device's base row into whole entities (a `Device` and its `Site`) to check that the ")
                .append("device still refers to the site and to know the copy it holds, where hand-written code reads ")
                .append("the three columns it needs. What it buys: the same code for every live reference (any ")
                .append("key, any number of copies, copies in sparse tables skipped), nulls written only over ")
                .append("values, and a failure counted per copy for `StaleCopiesException`, the base row written ")
                .append("last so that a retry finds what is missing.\n")
                .append("- **Sharded read, directory read and page with a cursor.** The generated read goes through ")
                .append("the one merged-read path of sharded and directory reads: per bucket a shard stream and a ")
                .append("copy of the statement with its page size, per call the plan of its walk; its merge reads ")
                .append("each row's first clustering column once, as a number, and compares rows by it (the bytes ")
                .append("only on a tie). Both pages' cursors are signed (HMAC-SHA256: the driver's documentation ")
                .append("warns that a paging state handed to a client can be forged to read other partitions); the ")
                .append("generated one also carries the access pattern's tag, a fingerprint of its arguments and ")
                .append("its bucket, so a cursor is refused for another query or other arguments and a walk ")
                .append("resumes in any bucket, which the hand-written one, a day and a paging state, does not.\n\n")
                .append("**Statements per save.** A new log message is sent as 6 statements for its 3 rows (the ")
                .append("insert shape above; `ClientWorkTest` checks them), where the mapper sends 3. Where: each ")
                .append("generated table class has an `insertCql` naming every column and an `updateElementsCql` ")
                .append("adding and removing the elements of its non-frozen map; for a new row the runtime's ")
                .append("`WriteBatch.insert` (through `RowWrites.of`) sends the insert with the map's marker unset ")
                .append("and the update with its entries, in the same batch. Why not one statement per row: an ")
                .append("`INSERT` (or `SET m = ?`) of a whole non-frozen collection first deletes the collection's ")
                .append("previous elements, a tombstone in every row even when the row is new (README, \"Writes ")
                .append("and tombstones\"; `TombstoneExamTest` counts them in the node's SSTables): that is what ")
                .append("the mapper's three statements leave, one tombstone per row and save. An `UPDATE` setting ")
                .append("every column with `m = m + ?` would leave none, but it writes no row marker: a row whose ")
                .append("other columns are null, or become null, would not exist, where an inserted one does. For ")
                .append("a row marker and no tombstone an expert sends the same two statements, so the generated ")
                .append("DAO keeps them. What it costs: on the client, nothing over hand-written code sending the ")
                .append("same (the insert's ratio above), and the mapper's fewer statements allocate less (its row ")
                .append("above); on the node, the statements of one partition in a batch are applied as one ")
                .append("mutation per row, so the difference is the batch's size (each row's key sent twice) and ")
                .append("three more statements for the coordinator to process, which section 1's end-to-end ratio ")
                .append("against the mapper cannot resolve on this machine. A map that is always written whole ")
                .append("can be declared `@Column(frozen = true)`: one value, one insert per row, no tombstone ")
                .append("(the blind save above).\n");
        return out.toString();
    }
}
