package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record as a domain entity: every persisted field or record component is an
 * attribute, stored in every table of the entity, and QueryFirst derives one Cassandra table per
 * {@link AccessPattern} declared on it, plus a base table keyed by its {@link Key}.
 *
 * <p>Entities are records (canonical constructor) or JavaBeans (public no-arg constructor and
 * accessors).
 *
 * <pre>{@code
 * @Entity(keyspace = "logs", immutable = true, ttl = "P30D")
 * @Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
 * @AccessPattern(name = "recentBySource", where = "sourceName",
 *                orderBy = "messageTime DESC", limit = 10)
 * public record LogMessage(
 *     @Key UUID messageId,
 *     @Cardinality(distinct = 5_000) String sourceName,
 *     @TimeBucket(ChronoUnit.DAYS) Instant messageTime,
 *     @Cardinality(avgBytes = 400) String messageBody) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Entity {

    /**
     * The keyspace of the entity's tables. Default: the processor option
     * {@code -Aqueryfirst.keyspace}, else the last segment of the entity's package.
     */
    String keyspace() default "";

    /**
     * The base table's name. Default: the plural snake_case of the type name
     * ({@code LogMessage} becomes {@code log_messages}); derived tables are named
     * {@code <base>_by_<where columns>}.
     */
    String table() default "";

    /**
     * Time to live as an ISO-8601 duration, e.g. {@code "P30D"} or {@code "PT12H"}. Data older than
     * this expires, which bounds every partition's growth: the tables get
     * {@code default_time_to_live} and every write carries {@code USING TTL}. Empty: no expiry.
     */
    String ttl() default "";

    /**
     * Write-once data (logs, readings, events): no {@code update}, no generated base table. The DAO
     * offers {@code insert} and {@code delete(entity)}. Null attributes are left unset on insert, so
     * they write no tombstones: a write-once row has no earlier value for a null to clear.
     */
    boolean immutable() default false;

    /**
     * Adds a version column to the base table, guarded by a lightweight transaction: concurrent
     * updates of one entity cannot interleave, and a lost race throws an exception the caller can
     * retry.
     */
    boolean versioned() default false;

    /**
     * The compaction strategy of the entity's tables. {@link Compaction#BY_SHAPE} (the default)
     * chooses per table and says why in the design report: TimeWindowCompactionStrategy for rows
     * written once that expire ({@link #immutable()} with a {@link #ttl()}), in 20 to 30 windows
     * over the ttl; UnifiedCompactionStrategy, Cassandra 5.0's advice for new tables, for every
     * other table. Another value sets it for every table of the entity, and is checked against the
     * tables' shape: TimeWindowCompactionStrategy on data without a ttl, or on a table whose rows
     * move when an attribute of its key changes, is an error.
     *
     * <pre>{@code
     * @Entity(ttl = "P30D", compaction = Entity.Compaction.UNIFIED)   // keep UCS, although rows expire
     * }</pre>
     */
    Compaction compaction() default Compaction.BY_SHAPE;

    /**
     * The tables' {@code gc_grace_seconds}: how long a tombstone is kept so that every replica sees
     * it before it is purged. Unset ({@code -1}): Cassandra's 864,000 (10 days), lowered to 10,800
     * (3 hours, the hint window) for rows that only ever expire ({@link #immutable()} with a
     * {@link #ttl()}). A lower value keeps fewer tombstones for reads to skip, but a full repair
     * must then run more often than every {@code gcGraceSeconds}, or a replica that missed a delete
     * brings the row back; below the hint window (10,800) on data that is updated or deleted it is
     * an error, and 0 is refused for a save written as a logged batch (Cassandra keeps the batch
     * log only that long).
     *
     * <pre>{@code
     * @Entity(gcGraceSeconds = 86_400)   // tombstones kept a day: a full repair runs every night
     * }</pre>
     */
    int gcGraceSeconds() default -1;

    /** How an entity's tables are compacted; see {@link Entity#compaction()}. */
    enum Compaction {
        /** Chosen per table from its shape, with the reason in the design report (the default). */
        BY_SHAPE,
        /** {@code UnifiedCompactionStrategy}: Cassandra 5.0's recommendation for new tables. */
        UNIFIED,
        /**
         * {@code TimeWindowCompactionStrategy}, in 20 to 30 windows over the ttl: for rows written
         * once that expire; needs a {@link Entity#ttl()} and tables whose rows never move.
         */
        TIME_WINDOW,
        /** {@code SizeTieredCompactionStrategy}, Cassandra's default before 5.0. */
        SIZE_TIERED,
        /** {@code LeveledCompactionStrategy}: read-heavy tables whose rows are often updated. */
        LEVELED
    }
}
