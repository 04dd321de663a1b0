package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A query the application must answer. QueryFirst derives one table for it (one table per query):
 * {@code where} attributes become the partition key, {@code range} and {@code orderBy} become
 * clustering columns, and the key completes the primary key.
 *
 * <pre>{@code
 * @Entity
 * @AccessPattern(name = "recentBySource", where = "sourceName",
 *                orderBy = "messageTime DESC", limit = 10)
 * @AccessPattern(name = "bySourceAndTime", where = "sourceName", range = "messageTime",
 *                orderBy = "messageTime DESC")
 * @AccessPattern(name = "byCustomer", where = "customer.id")      // a pushed-down reference
 * @AccessPattern(name = "byType", where = "sourceType", strategy = AccessPattern.Strategy.INDEX)
 * public record LogMessage(...) {}
 * }</pre>
 *
 * <p>The generated DAO gets a method named {@link #name()} taking the {@code where} values (and
 * the range bounds), in a synchronous, an {@code ...Async} and a paged form.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(AccessPatterns.class)
public @interface AccessPattern {

    /** The DAO method's name, e.g. {@code "recentBySource"}. Unique within the entity. */
    String name();

    /**
     * Equality attributes, in order; they form the partition key (unless {@link #partitionBy()}
     * names a part of them). Dotted paths reach references. May be empty when a time bucket or
     * shards partition the table, or when the whole table fits one partition (a short list of
     * sensor networks, read all at once): the table then gets a constant {@code bucket int}
     * partition column and the method takes no key arguments.
     */
    String[] where() default {};

    /**
     * The part of {@link #where()} that forms the partition key; empty (the default) for all of it.
     * The other {@code where} attributes become the first clustering columns (ascending, in
     * {@code where} order), so that one partition holds the rows of every value of them, each read
     * restricting them by equality. One partition per account serves "an account's trades of one
     * type, newest first":
     *
     * <pre>{@code
     * @AccessPattern(name = "byAccountAndType", where = {"account", "type"}, partitionBy = "account",
     *                range = "tradeId", orderBy = "tradeId DESC")
     * // → PRIMARY KEY ((account), type, trade_id) WITH CLUSTERING ORDER BY (type ASC, trade_id DESC)
     * }</pre>
     *
     * <p>Sizing counts the partition {@code partitionBy} makes. Every entry must be one of
     * {@code where}'s (QF109 otherwise).
     */
    String[] partitionBy() default {};

    /** At most one inequality attribute, searched with a range (start inclusive, end exclusive). */
    String range() default "";

    /**
     * Ordering, as {@code "attr"} or {@code "attr DESC"}. With {@link #range()} set, the first
     * entry must be the range attribute.
     */
    String[] orderBy() default {};

    /** The typical number of rows wanted (0: all). Drives bucket advice and reads per query. */
    int limit() default 0;

    /** Overrides the derived table name ({@code <base>_by_<where columns>}). */
    String table() default "";

    /** How the pattern is served. */
    Strategy strategy() default Strategy.TABLE;

    /**
     * The attributes the pattern's table holds besides its primary-key columns; empty (the default)
     * for all of them. A listing that shows a title and a thumbnail need not copy a 2 KB
     * description into every row of its table:
     *
     * <pre>{@code
     * @AccessPattern(name = "latest", where = "addedDay", orderBy = "addedAt DESC",
     *                select = {"title", "previewImageLocation"})
     * }</pre>
     *
     * <p>The pattern's methods then return a record nested in the DAO ({@code VideoDao.LatestRow})
     * holding the entity's key, the table's other key attributes and the selected attributes.
     * Writes, moves, deletes and the audit cover the table as they cover any other.
     */
    String[] select() default {};

    /**
     * Whether this pattern's table partitions by the bucket of a {@link TimeBucket} attribute it
     * clusters by (the default). {@code false} keeps one partition per {@code where} value: a
     * user's own videos need no day buckets while the site-wide feed of the same entity does.
     *
     * <pre>{@code
     * @AccessPattern(name = "byUser", where = "userId", orderBy = "addedDate DESC", bucketed = false)
     * }</pre>
     */
    boolean bucketed() default true;

    /**
     * Splits every partition of this pattern's table in {@code shards} partitions: the column
     * {@code shard int} ends the partition key, and a row's shard is a stable hash of the entity's
     * key modulo {@code shards} (see the runtime's {@code Shards}), so a row never moves. Reads
     * query the shards concurrently and merge them in clustering order. Spreads the writes of a
     * hot partition (a site-wide feed with no {@code where}) over several replicas; a read then
     * touches {@code shards} partitions per bucket.
     *
     * <pre>{@code
     * @AccessPattern(name = "latest", orderBy = "addedDate DESC", limit = 50, shards = 4)
     * }</pre>
     */
    int shards() default 1;

    /**
     * A {@link Vector} attribute to search by similarity: the pattern reads the {@link #limit()}
     * rows nearest a query vector (Cassandra 5's approximate nearest-neighbour search on a
     * storage-attached vector index), within the partition of its {@link #where()} values, or
     * across the table when {@code where} is empty. The DAO method takes the {@code where} values
     * and the query vector, and returns each row with its similarity score.
     *
     * <pre>{@code
     * @AccessPattern(name = "similar", where = "tenant", nearest = "embedding", limit = 10)
     * // → CREATE CUSTOM INDEX ... ON passages_by_tenant (embedding) USING 'StorageAttachedIndex'
     * //       WITH OPTIONS = {'similarity_function': 'COSINE'}
     * // → List<Scored<Passage>> similar(String tenant, float[] embedding)
     * }</pre>
     *
     * <p>{@code limit} is required and at most 1,000 (Cassandra's limit); see docs/vector-search.md.
     */
    String nearest() default "";

    /**
     * Driver settings of this pattern's reads (consistency, timeout, execution profile, page size,
     * idempotence), over the entity's {@link StatementOptions}; the DAO's and the call's options win
     * over both (docs/statement-options.md).
     *
     * <pre>{@code
     * @AccessPattern(name = "recent", where = "sensor", orderBy = "at DESC", limit = 50,
     *                options = @StatementOptions(consistency = "LOCAL_ONE", timeout = "PT0.3S"))
     * }</pre>
     */
    StatementOptions options() default @StatementOptions;

    /** How an access pattern is served. */
    enum Strategy {
        /** A table built for the query (the default). */
        TABLE,
        /**
         * A storage-attached index on the base table: no new table, for low-cardinality attributes
         * only (an index on a unique or high-cardinality column is an error, QF204).
         */
        INDEX
    }
}
