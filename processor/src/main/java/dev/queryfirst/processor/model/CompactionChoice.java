package dev.queryfirst.processor.model;

import dev.queryfirst.annotations.Entity;
import java.util.Optional;

/**
 * A table's compaction strategy and what about the table decided it, so that the design report
 * can say why.
 *
 * @param strategy the strategy ({@link Entity.Compaction#BY_SHAPE} never appears here: it is what
 *     derive resolves)
 * @param window the windows of {@link Entity.Compaction#TIME_WINDOW}; empty for the others, and
 *     for a TIME_WINDOW override on data without a ttl (an error the check phase reports)
 * @param basis why this strategy
 */
public record CompactionChoice(Entity.Compaction strategy, Optional<TwcsWindow> window, Basis basis) {

    /** What about a table decided its compaction. */
    public enum Basis {
        /** Rows written once ({@code immutable}) that expire (a ttl): TWCS drops whole windows. */
        WRITTEN_ONCE_EXPIRING,
        /** Rows that expire and that no expected change of a key attribute moves: TWCS too. */
        EXPIRING,
        /** Rows that move when a key attribute changes (a status): rows of every age mix. */
        CHANGING,
        /** Rows deleted ({@code @Cardinality(deletes)}): their tombstones mix with older rows. */
        DELETED,
        /** Rows that never expire: no window would ever be dropped. */
        NEVER_EXPIRING,
        /** Counter columns, incremented in place. */
        COUNTERS,
        /** Bucket directory entries, written again with every batch that lists their bucket. */
        UPSERTED,
        /** {@code @Entity(compaction = ...)}. */
        SET_BY_ENTITY
    }

    /** UnifiedCompactionStrategy, for the given reason. */
    public static CompactionChoice unified(Basis basis) {
        return new CompactionChoice(Entity.Compaction.UNIFIED, Optional.empty(), basis);
    }

    /** The {@code compaction} option's CQL map. */
    public String cql() {
        return switch (strategy) {
            case TIME_WINDOW ->
                window.map(w -> "{'class': 'TimeWindowCompactionStrategy', 'compaction_window_unit': '" + w.unit()
                                + "', 'compaction_window_size': " + w.size() + "}")
                        .orElse("{'class': 'TimeWindowCompactionStrategy'}");
            case SIZE_TIERED -> "{'class': 'SizeTieredCompactionStrategy'}";
            case LEVELED -> "{'class': 'LeveledCompactionStrategy'}";
            case UNIFIED, BY_SHAPE -> "{'class': 'UnifiedCompactionStrategy'}";
        };
    }
}
