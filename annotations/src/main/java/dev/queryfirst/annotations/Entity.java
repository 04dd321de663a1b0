package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class or record as a domain entity: every persisted field or record component is an
 * attribute (mapping rule MR1), and QueryFirst derives one Cassandra table per
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
}
