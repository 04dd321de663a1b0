package dev.queryfirst.processor.model;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.DateTimeException;
import java.time.Period;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code -Aqueryfirst.<name>=} processor options (docs/sizing.md, "Limits and options"), with their defaults.
 *
 * @param keyspace default keyspace for entities that name none; empty = last package segment
 * @param schemaPackage package of the generated schema classes; empty = first entity's package
 * @param defaultTextBytes size assumed for text/blob/decimal/varint values without avgBytes
 * @param maxPartitionRows error above this many rows per partition
 * @param maxPartitionBytes error above this many bytes per partition
 * @param warnPartitionValues warning above this many values per partition
 * @param warnPartitionBytes warning above this many bytes per partition
 * @param minPartitionKeyCardinality warning below this many distinct partition-key values
 * @param maxTablesPerEntity warning above this many tables written per save
 * @param warnBatchBytes warning when a save's logged batch, as Cassandra counts it, is estimated
 *     above this: the node's {@code batch_size_warn_threshold} (5 KiB = 5,120 bytes)
 * @param warnTombstonesPerRead warning when a read may scan more tombstones: the node's
 *     {@code tombstone_warn_threshold} (1,000)
 * @param maxTombstonesPerRead error when a read may scan more tombstones: the node's
 *     {@code tombstone_failure_threshold} (100,000), past which it aborts the read
 * @param maxPartitionWriteRate warning above this many rows written per second into one partition
 * @param horizon how long a partition that only grows (a rate, no bucket, no ttl) is sized for
 * @param strict every "cannot verify" warning becomes an error
 * @param debug internal errors carry their stack trace
 * @param schemaDir where the schema versions are kept ({@code <dir>/<keyspace>/<n>.json}, see
 *     "Versions" in docs/schema-evolution.md), an absolute path; empty = no versions, no migrations
 * @param module the name of the Maven module (or other compilation unit) being compiled, when a
 *     keyspace's entities are split over several (docs/architecture.md, "One keyspace, many
 *     modules"); empty = the compilation holds every entity it references live
 * @param vectorTermBytes the largest vector an index accepts, in bytes: the cluster's
 *     {@code sai_vector_term_size_fail_threshold} (16 KiB by default; docs/vector-search.md)
 */
public record ProcessorOptions(
        String keyspace,
        String schemaPackage,
        long defaultTextBytes,
        long maxPartitionRows,
        long maxPartitionBytes,
        long warnPartitionValues,
        long warnPartitionBytes,
        long minPartitionKeyCardinality,
        long maxTablesPerEntity,
        long warnBatchBytes,
        long warnTombstonesPerRead,
        long maxTombstonesPerRead,
        long maxPartitionWriteRate,
        Period horizon,
        boolean strict,
        boolean debug,
        Optional<Path> schemaDir,
        String module,
        long vectorTermBytes) {

    public static final String PREFIX = "queryfirst.";

    /** Option names javac should accept ({@code Processor.getSupportedOptions}). */
    public static final Set<String> NAMES = Set.of(
            "queryfirst.keyspace",
            "queryfirst.schemaPackage",
            "queryfirst.defaultTextBytes",
            "queryfirst.maxPartitionRows",
            "queryfirst.maxPartitionBytes",
            "queryfirst.warnPartitionValues",
            "queryfirst.warnPartitionBytes",
            "queryfirst.minPartitionKeyCardinality",
            "queryfirst.maxTablesPerEntity",
            "queryfirst.warnBatchBytes",
            "queryfirst.warnTombstonesPerRead",
            "queryfirst.maxTombstonesPerRead",
            "queryfirst.maxPartitionWriteRate",
            "queryfirst.horizon",
            "queryfirst.strict",
            "queryfirst.debug",
            "queryfirst.schemaDir",
            "queryfirst.module",
            "queryfirst.vectorTermSize");

    public static ProcessorOptions defaults() {
        return parse(Map.of());
    }

    /**
     * Reads the options javac was given. Sizes accept {@code B}, {@code KB}, {@code MB}, {@code GB}
     * suffixes (decimal: 1 MB = 1,000,000 bytes, as the sizing guides count) and {@code KiB}, {@code MiB},
     * {@code GiB} (binary, as cassandra.yaml writes its thresholds: 5 KiB = 5,120 bytes).
     *
     * @throws IllegalArgumentException naming the option whose value cannot be read
     */
    public static ProcessorOptions parse(Map<String, String> raw) {
        return new ProcessorOptions(
                raw.getOrDefault(PREFIX + "keyspace", "").trim(),
                raw.getOrDefault(PREFIX + "schemaPackage", "").trim(),
                count(raw, "defaultTextBytes", 32),
                count(raw, "maxPartitionRows", 100_000),
                size(raw, "maxPartitionBytes", 100_000_000),
                count(raw, "warnPartitionValues", 100_000),
                size(raw, "warnPartitionBytes", 10_000_000),
                count(raw, "minPartitionKeyCardinality", 100),
                count(raw, "maxTablesPerEntity", 5),
                size(raw, "warnBatchBytes", 5_120),
                count(raw, "warnTombstonesPerRead", 1_000),
                count(raw, "maxTombstonesPerRead", 100_000),
                count(raw, "maxPartitionWriteRate", 1_000),
                period(raw, "horizon", Period.ofYears(10)),
                Boolean.parseBoolean(
                        raw.getOrDefault(PREFIX + "strict", "false").trim()),
                Boolean.parseBoolean(raw.getOrDefault(PREFIX + "debug", "false").trim()),
                directory(raw, "schemaDir"),
                module(raw),
                size(raw, "vectorTermSize", 16_384));
    }

    /** A copy whose default keyspace is {@code keyspace}: how another module compiled its entities. */
    public ProcessorOptions withKeyspace(String keyspace) {
        return new ProcessorOptions(
                keyspace,
                schemaPackage,
                defaultTextBytes,
                maxPartitionRows,
                maxPartitionBytes,
                warnPartitionValues,
                warnPartitionBytes,
                minPartitionKeyCardinality,
                maxTablesPerEntity,
                warnBatchBytes,
                warnTombstonesPerRead,
                maxTombstonesPerRead,
                maxPartitionWriteRate,
                horizon,
                strict,
                debug,
                schemaDir,
                module,
                vectorTermBytes);
    }

    /** A module name: it names resource folders, so letters, digits, {@code -}, {@code _} and {@code .} only. */
    private static String module(Map<String, String> raw) {
        String value = raw.getOrDefault(PREFIX + "module", "").trim();
        if (!value.matches("[A-Za-z0-9_.-]*") || value.startsWith(".")) {
            throw new IllegalArgumentException("-A" + PREFIX + "module=" + value
                    + " is not a module name: letters, digits, '-', '_' and '.' only, such as ${project.artifactId}");
        }
        return value;
    }

    /**
     * The horizon in seconds, counting a year as 365.2425 days and a month as a twelfth of that
     * (the Gregorian averages, as {@code ChronoUnit} does).
     */
    public double horizonSeconds() {
        double days = horizon.getYears() * 365.2425 + horizon.getMonths() * 365.2425 / 12 + horizon.getDays();
        return days * 86_400;
    }

    private static Period period(Map<String, String> raw, String name, Period fallback) {
        String value = raw.get(PREFIX + name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            Period parsed = Period.parse(value.trim());
            if (parsed.isNegative() || parsed.isZero()) {
                throw new DateTimeException("not positive");
            }
            return parsed;
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("-A" + PREFIX + name + "=" + value
                    + " is not a positive ISO-8601 period such as P10Y, P18M or P90D");
        }
    }

    /**
     * An absolute directory: a relative one would depend on the directory javac happens to run in
     * (the IDE's, Maven's, Gradle's daemon), so versions would land in different places.
     */
    private static Optional<Path> directory(Map<String, String> raw, String name) {
        String value = raw.get(PREFIX + name);
        if (value == null || value.isBlank()) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(value.trim());
            if (!path.isAbsolute()) {
                throw new InvalidPathException(value, "not absolute");
            }
            return Optional.of(path.normalize());
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("-A" + PREFIX + name + "=" + value
                    + " is not an absolute directory; in Maven write ${project.basedir}/src/main/queryfirst");
        }
    }

    private static long count(Map<String, String> raw, String name, long fallback) {
        String value = raw.get(PREFIX + name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        try {
            long parsed = Long.parseLong(value.trim().replace("_", "").replace(",", ""));
            if (parsed <= 0) {
                throw new NumberFormatException();
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("-A" + PREFIX + name + "=" + value + " is not a positive whole number");
        }
    }

    private static long size(Map<String, String> raw, String name, long fallback) {
        String value = raw.get(PREFIX + name);
        if (value == null || value.isBlank()) {
            return fallback;
        }
        String text = value.trim().toUpperCase(Locale.ROOT).replace("_", "");
        long multiplier = 1;
        for (String[] unit : new String[][] {
            {"GIB", "1073741824"},
            {"MIB", "1048576"},
            {"KIB", "1024"},
            {"GB", "1000000000"},
            {"MB", "1000000"},
            {"KB", "1000"},
            {"B", "1"}
        }) {
            if (text.endsWith(unit[0])) {
                multiplier = Long.parseLong(unit[1]);
                text = text.substring(0, text.length() - unit[0].length()).trim();
                break;
            }
        }
        try {
            long parsed = Long.parseLong(text);
            if (parsed <= 0) {
                throw new NumberFormatException();
            }
            return Math.multiplyExact(parsed, multiplier);
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException(
                    "-A" + PREFIX + name + "=" + value + " is not a size such as 10MB, 5KB or 5KiB");
        }
    }
}
