package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.read.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Where the live copies of one reference attribute live: entity {@code E} references entity
 * {@code R} ({@code Order.customer}), and R's key and attributes are pushed down into E's tables.
 * Both DAOs build the same description from their prepared table classes: R's DAO to propagate an
 * update ({@link Propagation}), E's DAO to audit the copies
 * ({@link dev.queryfirst.runtime.internal.audit.Audit#check(com.datastax.oss.driver.api.core.CqlSession,
 * dev.queryfirst.runtime.DaoOptions, EntityTable, List, List) Audit.check}).
 *
 * <pre>{@code
 * LiveReference<Customer, Order> orderCustomer = LiveReference.builder("Order.customer", customers, Order::customer)
 *     // who references a customer; their base table, and an order's row mapped as far as propagating reads it
 *     .referrers(ordersByCustomerRef, ordersById, ordersById::referrerOfCustomer)
 *     .staticCopy(ordersByCustomer,                 // customer_name STATIC, partition = customer_id
 *         ordersByCustomer::bindSelectFirstRowOfCustomer, ordersByCustomer::bindUpdateCustomerStatics)
 *     .copy(ordersById, ordersById::bindUpdateCustomer, ordersById::bindUpdateCustomer)   // ... WHERE order_id = ?
 *     .copy(ordersByStatus, ordersByStatus::bindUpdateCustomer, ordersByStatus::bindUpdateCustomer)
 *     .build();
 * }</pre>
 *
 * <p>A <b>static copy</b> is one whose partition is determined by R's key alone: one
 * {@code UPDATE t SET <R's columns> WHERE <R's key>} per R, written in R's own batch. Every other
 * copy is <b>plain</b>: one {@code UPDATE t SET <R's columns> WHERE <t's primary key>} per
 * referencing row. Static columns whose partition holds more than R's key (a bucket) are
 * registered as plain copies too, rewritten once per row (idempotent), with an {@code UPDATE}
 * that names the partition key alone: Cassandra rejects an {@code UPDATE} of static columns alone
 * that restricts clustering columns. A reference marked {@code @Snapshot} gets no
 * {@code LiveReference}.
 *
 * @param <R> the referenced entity type
 * @param <E> the referencing entity type
 */
public final class LiveReference<R, E> {

    /**
     * A copy whose partition is determined by R's key alone.
     *
     * @param table the table, as E's audit scans it
     * @param selectFirstRow reads the first clustering column of one row of R's partition: whether
     *     the partition holds rows (a partition without rows gets no statics, which would otherwise
     *     stand alone as a row of nulls)
     * @param update {@code UPDATE t SET <R's non-key columns> WHERE <R's key columns>} for R's state
     */
    public record StaticCopy<R, E>(
            EntityTable<E> table,
            Function<R, BoundStatement> selectFirstRow,
            Function<R, BatchableStatement<?>> update) {
        public StaticCopy {
            Args.notNull(table, "table");
            Args.notNull(selectFirstRow, "selectFirstRow");
            Args.notNull(update, "update");
        }
    }

    /**
     * A copy in every row of a referencing entity.
     *
     * @param table the table, as E's audit scans it
     * @param update {@code UPDATE t SET <R's non-key columns> WHERE <t's primary key for E>}: E's row,
     *     given E's current state and R's
     * @param withValuesOf the same update of E's row with R's columns as another row's update binds
     *     them, so that a propagation encodes R's values once ({@code bindUpdateCustomer(order,
     *     values)}); null when the table has none: then R is bound for every row
     */
    public record Copy<R, E>(
            EntityTable<E> table,
            BiFunction<E, R, BatchableStatement<?>> update,
            BiFunction<E, BoundStatement, BoundStatement> withValuesOf) {
        public Copy {
            Args.notNull(table, "table");
            Args.notNull(update, "update");
        }
    }

    private final String name;
    private final EntityTable<R> referenced;
    private final Function<E, R> copyOf;
    private final ReferrerIndex<R, E> referrers;
    private final EntityTable<E> referrerSource;
    private final Function<Row, E> referrerOf;
    private final List<StaticCopy<R, E>> staticCopies;
    private final List<Copy<R, E>> copies;

    private LiveReference(Builder<R, E> builder) {
        this.name = builder.name;
        this.referenced = builder.referenced;
        this.copyOf = builder.copyOf;
        this.referrers = builder.referrers;
        this.referrerSource = builder.referrerSource;
        this.referrerOf = builder.referrerOf;
        this.staticCopies = List.copyOf(builder.staticCopies);
        this.copies = List.copyOf(builder.copies);
    }

    /**
     * Starts the description of reference {@code name} (for messages: {@code "Order.customer"}).
     *
     * @param referenced R's base table: the source of truth for R's current state
     * @param copyOf R as copied into an entity E (its key and attributes as E's row holds them), or
     *     null when E references nothing (an optional reference)
     */
    public static <R, E> Builder<R, E> builder(String name, EntityTable<R> referenced, Function<E, R> copyOf) {
        return new Builder<>(name, referenced, copyOf);
    }

    /** The reference's name, as in messages: {@code "Order.customer"}. */
    public String name() {
        return name;
    }

    /** R's base table. */
    public EntityTable<R> referenced() {
        return referenced;
    }

    /** R as copied into {@code referrer}, or null when it references nothing. */
    public R copyOf(E referrer) {
        return copyOf.apply(referrer);
    }

    /**
     * The entity {@code passed} names, as R's base table holds it now: what E's insert, update and
     * save copy, so that an R read before a rename (or built from its key alone) does not write
     * stale values over R's live copies. One single-partition read, which the DAO runs while it
     * reads E's previous state.
     *
     * <pre>{@code
     * orderCustomer.currentAsync(reader, order.customer())   // the customer as it is now, if it exists
     * }</pre>
     *
     * @param passed the R that E references, with every part of its key set; null when E
     *     references none
     * @return empty when {@code passed} is null, or when R has no such entity (a dangling
     *     reference: E then copies {@code passed} as it is, and the audit reports the reference as
     *     dangling until R exists)
     */
    public CompletionStage<Optional<R>> currentAsync(Reader reader, R passed) {
        Args.notNull(reader, "reader");
        if (passed == null) {
            return CompletableFuture.completedFuture(Optional.empty());
        }
        return reader.oneAsync(referenced.bindSelectRow(passed), referenced::map);
    }

    /** Whether {@code referrer} references the entity of key {@code key} (as R's base table's {@code primaryKey} gives it). */
    boolean refersTo(E referrer, List<Object> key) {
        R copy = copyOf(referrer);
        return copy != null && referenced.primaryKey(copy).equals(key);
    }

    /** The table listing who references an R. */
    public ReferrerIndex<R, E> referrers() {
        return referrers;
    }

    /** E's base table, read for the current state of every referrer. */
    public EntityTable<E> referrerSource() {
        return referrerSource;
    }

    /**
     * The referrer a row of {@link #referrerSource} holds, as far as the propagation reads it (see
     * {@link Builder#referrers(ReferrerIndex, EntityTable, Function)}).
     */
    E referrerOf(Row row) {
        return referrerOf.apply(row);
    }

    /** The copies written once per R, in R's batch. */
    public List<StaticCopy<R, E>> staticCopies() {
        return staticCopies;
    }

    /** The copies written once per referencing row. */
    public List<Copy<R, E>> copies() {
        return copies;
    }

    @Override
    public String toString() {
        return "live reference " + name;
    }

    /** Builds a {@link LiveReference}; see its example. */
    public static final class Builder<R, E> {
        private final String name;
        private final EntityTable<R> referenced;
        private final Function<E, R> copyOf;
        private ReferrerIndex<R, E> referrers;
        private EntityTable<E> referrerSource;
        private Function<Row, E> referrerOf;
        private final List<StaticCopy<R, E>> staticCopies = new ArrayList<>();
        private final List<Copy<R, E>> copies = new ArrayList<>();

        private Builder(String name, EntityTable<R> referenced, Function<E, R> copyOf) {
            this.name = Args.notNull(name, "name");
            this.referenced = Args.notNull(referenced, "referenced");
            this.copyOf = Args.notNull(copyOf, "copyOf");
        }

        /**
         * The table listing the entities that reference an R, and E's base table, from which each is
         * read before its copies are rewritten.
         */
        public Builder<R, E> referrers(ReferrerIndex<R, E> index, EntityTable<E> source) {
            return referrers(index, source, source::map);
        }

        /**
         * {@link #referrers(ReferrerIndex, EntityTable)}, each referrer's row of {@code source}
         * mapped by {@code referrerOf}: E with its key, R's key and the attributes the copies' primary
         * keys are computed from, the others absent ({@code ordersById::referrerOfCustomer}), so
         * that the propagation decodes no more. The row is mapped whole by {@code source} only
         * where the copy the row holds is compared (an update writing a null or a collection).
         */
        public Builder<R, E> referrers(ReferrerIndex<R, E> index, EntityTable<E> source, Function<Row, E> referrerOf) {
            this.referrers = Args.notNull(index, "index");
            this.referrerSource = Args.notNull(source, "source");
            this.referrerOf = Args.notNull(referrerOf, "referrerOf");
            return this;
        }

        /** Adds a copy whose partition is R's key alone; see {@link StaticCopy}. */
        public Builder<R, E> staticCopy(
                EntityTable<E> table,
                Function<R, BoundStatement> selectFirstRow,
                Function<R, BatchableStatement<?>> update) {
            staticCopies.add(new StaticCopy<>(table, selectFirstRow, update));
            return this;
        }

        /** Adds a copy in every referencing row of {@code table}, R bound for each row; see {@link Copy}. */
        public Builder<R, E> copy(EntityTable<E> table, BiFunction<E, R, BatchableStatement<?>> update) {
            copies.add(new Copy<>(table, update, null));
            return this;
        }

        /**
         * Adds a copy in every referencing row of {@code table}, R's values encoded once per
         * propagation and bound into each row's update by {@code withValuesOf}; see {@link Copy}.
         */
        public Builder<R, E> copy(
                EntityTable<E> table,
                BiFunction<E, R, BatchableStatement<?>> update,
                BiFunction<E, BoundStatement, BoundStatement> withValuesOf) {
            copies.add(new Copy<>(table, update, Args.notNull(withValuesOf, "withValuesOf")));
            return this;
        }

        /**
         * The description.
         *
         * @throws IllegalArgumentException when plain copies were added without {@link #referrers}
         */
        public LiveReference<R, E> build() {
            if (!copies.isEmpty() && referrers == null) {
                throw new IllegalArgumentException("referrers: " + name + " has plain copies in "
                        + copies.stream().map(copy -> copy.table().name()).toList()
                        + " but no table listing its referrers; call referrers(index, source)");
            }
            return new LiveReference<>(this);
        }
    }
}
