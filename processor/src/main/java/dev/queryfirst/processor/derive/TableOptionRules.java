package dev.queryfirst.processor.derive;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.CompactionChoice;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.KeyChurn;
import dev.queryfirst.processor.model.TableOptions;
import dev.queryfirst.processor.model.TwcsWindow;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Table options (docs/mapping-rules.md, "Options"), chosen by the shape of the entity's rows
 * unless {@code @Entity} sets them:
 *
 * <ul>
 *   <li>{@code default_time_to_live} from the TTL;
 *   <li>compaction: rows that expire (a TTL) and that nothing moves or deletes get
 *       TimeWindowCompactionStrategy, in 20 to 30 windows over the TTL as Cassandra's
 *       documentation advises (each window's SSTables are dropped whole once its rows have expired;
 *       one window per time bucket would make hundreds of windows for a long TTL). A table whose
 *       rows move when a key attribute is expected to change ({@link KeyChurn}: a status), rows
 *       with declared deletes, rows that never expire and counters get UnifiedCompactionStrategy,
 *       which Cassandra 5.0 recommends for new tables;
 *   <li>{@code gc_grace_seconds} lowered to the hint window (3 hours) for rows that only expire:
 *       nothing deletes them, so no tombstone must wait ten days for a repair;
 *   <li>a comment naming what the table serves.
 * </ul>
 *
 * {@code CLUSTERING ORDER BY} follows from the columns: see {@link Cql#clusteringOrder}.
 */
final class TableOptionRules {

    /** Cassandra's documentation advises 20 to 30 windows over the TTL; the choice aims at 25. */
    static final int MIN_WINDOWS = 20;

    static final int MAX_WINDOWS = 30;

    private static final double AIMED_WINDOWS = 25;

    private static final List<String> WINDOW_UNITS = List.of("DAYS", "HOURS", "MINUTES");

    private TableOptionRules() {}

    static TableOptions options(EntityModel entity, List<ColumnModel> columns, boolean base, List<String> patterns) {
        long ttl = entity.ttl().map(Duration::getSeconds).orElse(0L);
        return new TableOptions(
                ttl, compaction(entity, columns, ttl), gcGrace(entity, ttl), comment(entity, base, patterns));
    }

    /**
     * The options of a live reference's index: rows without a TTL that follow the entity's
     * references, so UnifiedCompactionStrategy and Cassandra's {@code gc_grace_seconds}, whatever
     * the entity sets for its own tables.
     */
    static TableOptions options(EntityModel entity, String comment) {
        return new TableOptions(
                0,
                CompactionChoice.unified(CompactionChoice.Basis.NEVER_EXPIRING),
                GcGrace.cassandraDefault(),
                comment);
    }

    private static CompactionChoice compaction(EntityModel entity, List<ColumnModel> columns, long ttl) {
        Entity.Compaction set = entity.overrides().compaction();
        if (set != Entity.Compaction.BY_SHAPE) {
            Optional<TwcsWindow> window =
                    set == Entity.Compaction.TIME_WINDOW && ttl > 0 ? Optional.of(window(ttl)) : Optional.empty();
            return new CompactionChoice(set, window, CompactionChoice.Basis.SET_BY_ENTITY);
        }
        CompactionChoice.Basis basis = basis(entity, columns, ttl);
        return basis == CompactionChoice.Basis.WRITTEN_ONCE_EXPIRING || basis == CompactionChoice.Basis.EXPIRING
                ? new CompactionChoice(Entity.Compaction.TIME_WINDOW, Optional.of(window(ttl)), basis)
                : CompactionChoice.unified(basis);
    }

    /** What about the table's rows decides its compaction. */
    private static CompactionChoice.Basis basis(EntityModel entity, List<ColumnModel> columns, long ttl) {
        if (entity.hasCounters()) {
            return CompactionChoice.Basis.COUNTERS;
        }
        if (ttl == 0) {
            return CompactionChoice.Basis.NEVER_EXPIRING;
        }
        if (entity.volume().deletes() > 0) {
            return CompactionChoice.Basis.DELETED;
        }
        List<ColumnModel> primaryKey =
                columns.stream().filter(c -> c.kind().isPrimaryKey()).toList();
        if (!KeyChurn.of(entity, primaryKey).isEmpty()) {
            return CompactionChoice.Basis.CHANGING;
        }
        return entity.immutable() ? CompactionChoice.Basis.WRITTEN_ONCE_EXPIRING : CompactionChoice.Basis.EXPIRING;
    }

    private static GcGrace gcGrace(EntityModel entity, long ttl) {
        if (entity.overrides().setsGcGrace()) {
            return new GcGrace(entity.overrides().gcGraceSeconds(), GcGrace.Basis.SET_BY_ENTITY);
        }
        if (entity.onlyExpires()) {
            return new GcGrace(GcGrace.HINT_WINDOW, GcGrace.Basis.EXPIRING_ONLY);
        }
        return GcGrace.cassandraDefault();
    }

    /**
     * The TWCS window giving 20 to 30 windows over {@code ttl} seconds, nearest to 25 (the longer
     * window on a tie), in the longest unit that can (days for most TTLs of 20 days or more, hours
     * from 20 hours, minutes below). A TTL under 20 minutes gets one-minute windows.
     */
    static TwcsWindow window(long ttl) {
        for (String unit : WINDOW_UNITS) {
            long unitSeconds = TwcsWindow.unitSeconds(unit);
            if (ttl / unitSeconds < MIN_WINDOWS) {
                continue;
            }
            long best = 0;
            double bestDistance = Double.MAX_VALUE;
            for (long size = 1; (double) ttl / (size * unitSeconds) >= MIN_WINDOWS; size++) {
                double windows = (double) ttl / (size * unitSeconds);
                double distance = Math.abs(windows - AIMED_WINDOWS);
                if (windows <= MAX_WINDOWS && distance <= bestDistance) {
                    best = size;
                    bestDistance = distance;
                }
            }
            // 35 days fit no whole number of days (1 gives 35 windows, 2 gives 17.5): hours do.
            if (best > 0) {
                return new TwcsWindow(unit, best);
            }
        }
        return new TwcsWindow("MINUTES", 1);
    }

    private static String comment(EntityModel entity, boolean base, List<String> patterns) {
        String served = patterns.isEmpty()
                ? ""
                : (patterns.size() == 1 ? "access pattern " : "access patterns ") + String.join(", ", patterns);
        if (base) {
            return entity.simpleName() + " base table (by key)" + (served.isEmpty() ? "" : "; " + served);
        }
        return entity.simpleName() + " " + served;
    }
}
