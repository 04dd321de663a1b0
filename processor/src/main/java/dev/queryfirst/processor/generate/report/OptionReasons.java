package dev.queryfirst.processor.generate.report;

import static dev.queryfirst.processor.generate.report.TableSection.count;

import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.CompactionChoice;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.TableOptions;
import dev.queryfirst.processor.model.TwcsWindow;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A table's options in the design report, each with the reason it was chosen: the TTL, the
 * compaction strategy and {@code gc_grace_seconds}.
 */
final class OptionReasons {

    private OptionReasons() {}

    /** One sentence per option. */
    static List<String> of(TableOptions options) {
        List<String> lines = new ArrayList<>();
        long ttl = options.defaultTtlSeconds();
        if (ttl > 0) {
            lines.add("Rows expire after " + duration(ttl) + " (default_time_to_live " + Numbers.grouped(ttl) + " s).");
        }
        lines.add(compaction(options.compaction(), ttl));
        lines.add(gcGrace(options.gcGrace()));
        return lines;
    }

    private static String compaction(CompactionChoice choice, long ttl) {
        String strategy = switch (choice.strategy()) {
            case TIME_WINDOW ->
                choice.window()
                        .map(w -> "TimeWindowCompactionStrategy in windows of " + windowLength(w) + ", "
                                + Numbers.grouped((double) ttl / w.seconds()) + " windows over the ttl of "
                                + duration(ttl))
                        .orElse("TimeWindowCompactionStrategy");
            case SIZE_TIERED -> "SizeTieredCompactionStrategy";
            case LEVELED -> "LeveledCompactionStrategy";
            case UNIFIED, BY_SHAPE -> "UnifiedCompactionStrategy (Cassandra 5.0's recommendation for new tables)";
        };
        String reason = switch (choice.basis()) {
            case WRITTEN_ONCE_EXPIRING ->
                "rows are written once and expire, so each window's SSTables are dropped whole once their rows have"
                        + " expired (Cassandra's documentation advises 20 to 30 windows, not one per time bucket)";
            case EXPIRING ->
                "rows expire, and no key attribute is expected to change and move them, so each window's SSTables"
                        + " are dropped whole once their rows have expired (updates rewrite a row in the newest"
                        + " window; Cassandra's documentation advises 20 to 30 windows, not one per time bucket)";
            case CHANGING ->
                "rows move when an attribute of the key changes (see the tombstones per read), so a row's tombstone"
                        + " and the row it deletes land in different time windows: no window could be dropped whole";
            case DELETED ->
                "rows are deleted (@Cardinality(deletes)), so tombstones mix with older rows and no time window"
                        + " could be dropped whole";
            case NEVER_EXPIRING -> "rows never expire (no ttl), so no time window would ever be dropped";
            case COUNTERS -> "counters are incremented in place";
            case UPSERTED -> "an entry is written again by every batch that lists its bucket";
            case SET_BY_ENTITY -> "set by @Entity(compaction = Entity.Compaction." + choice.strategy() + ")";
        };
        return "Compaction: " + strategy + ": " + reason + ".";
    }

    private static String gcGrace(GcGrace gcGrace) {
        String seconds = Numbers.grouped(gcGrace.seconds()) + " s (" + duration(gcGrace.seconds()) + ")";
        return "gc_grace_seconds: "
                + switch (gcGrace.basis()) {
                    case CASSANDRA_DEFAULT -> "Cassandra's default, " + seconds + ".";
                    case EXPIRING_ONLY ->
                        seconds
                                + ", the hint window, instead of Cassandra's 10 days: rows only expire and nothing deletes"
                                + " them, so no tombstone has to wait for a repair.";
                    case SET_BY_ENTITY ->
                        seconds + ", set by @Entity(gcGraceSeconds): a full repair must run more often than that, or a"
                                + " replica that missed a delete brings the row back.";
                };
    }

    /** {@code 15 days}, {@code 1 hour}. */
    private static String windowLength(TwcsWindow window) {
        String unit = window.unit().toLowerCase(Locale.ROOT);
        return count(window.size(), unit.substring(0, unit.length() - 1), unit);
    }

    static String duration(long seconds) {
        if (seconds > 0 && seconds % 86_400 == 0) {
            return count(seconds / 86_400, "day");
        }
        if (seconds > 0 && seconds % 3_600 == 0) {
            return count(seconds / 3_600, "hour");
        }
        if (seconds > 0 && seconds % 60 == 0) {
            return count(seconds / 60, "minute");
        }
        return count(seconds, "second");
    }
}
