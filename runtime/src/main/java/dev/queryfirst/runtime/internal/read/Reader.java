package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.StatementLayers;
import dev.queryfirst.runtime.internal.reactive.DemandPublisher;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.reactivestreams.Publisher;

/**
 * Runs {@link Query queries} for one DAO: walks their buckets, follows the driver's paging, maps
 * rows and issues paging cursors; and {@link MergedQuery merged queries}, which read the shards
 * of each bucket concurrently and merge them, or read the buckets a directory lists.
 * Thread-safe; a DAO holds one.
 *
 * <pre>{@code
 * Reader reader = new Reader(session, options);
 * List<LogMessage> newest = reader.list(query, 10);                 // at most 10, table order
 * Page<LogMessage> page = reader.page(query, 100, null);           // first page
 * Page<LogMessage> next = reader.page(query, 100, page.cursor().orElseThrow());
 * }</pre>
 *
 * <p>Every statement gets the DAO's read consistency (when set). Driver failures reach the caller
 * unchanged: as the exception of a synchronous call, or as the failure of the returned stage.
 */
public final class Reader {

    private final CqlSession session;
    private final DaoOptions options;
    private final PendingTables pending;
    /**
     * What every statement gets over its pattern's options: the DAO's (its statement options, a
     * generated DAO's call options among them), then the call's; none when nothing is set.
     */
    private final StatementOptions over;
    /**
     * The cursor codec of each query identity read so far, shared by the readers with call
     * options: a codec holds the keys' copies and the identity's tag, the same for every page.
     */
    private final Map<String, CursorCodec> codecs;

    public Reader(CqlSession session, DaoOptions options) {
        this.session = Args.notNull(session, "session");
        this.options = Args.notNull(options, "options");
        this.pending = options.readsPendingTables() ? null : new PendingTables(session);
        StatementOptions dao = StatementLayers.reads(options);
        this.over = dao.isEmpty() ? StatementOptions.none() : dao;
        this.codecs = new ConcurrentHashMap<>();
    }

    private Reader(Reader reader, StatementOptions callOptions) {
        this.session = reader.session;
        this.options = reader.options;
        this.pending = reader.pending;
        this.codecs = reader.codecs;
        StatementOptions merged = reader.over.overriddenBy(callOptions);
        this.over = merged.isEmpty() ? StatementOptions.none() : merged;
    }

    /**
     * A reader sharing this one's session and pending-table checks whose statements get
     * {@code callOptions} last, over the access pattern's options (bound into the statement) and
     * the DAO's read consistency and page size (docs/statement-options.md, "Precedence").
     */
    public Reader withCallOptions(StatementOptions callOptions) {
        Args.notNull(callOptions, "callOptions");
        return new Reader(this, callOptions);
    }

    /** Every row of {@code query}, in the table's order (an unbucketed read of one partition). */
    public <T> List<T> list(Query<T> query) {
        return list(query, Integer.MAX_VALUE);
    }

    /** Every row of {@code query}, in the table's order (an unbucketed read of one partition). */
    public <T> CompletionStage<List<T>> listAsync(Query<T> query) {
        return listAsync(query, Integer.MAX_VALUE);
    }

    /** Up to {@code limit} rows of {@code query}, in the table's order. */
    public <T> List<T> list(Query<T> query, int limit) {
        return Futures.getUninterruptibly(listAsync(query, limit));
    }

    /**
     * Up to {@code limit} rows of {@code query}, in the table's order: reads bucket after bucket
     * until it has {@code limit} rows or the walk ends. With {@code DaoOptions.withPrefetch(true)}
     * the next bucket is queried while the current one is read.
     */
    public <T> CompletionStage<List<T>> listAsync(Query<T> query, int limit) {
        Args.notNull(query, "query");
        Args.positive(limit, "limit");
        Query.Walk walk = query.walk();
        ArrayList<T> rows = new ArrayList<>();
        long start = walk.start(options.clock());
        return listFrom(query, start, walk.length(), limit, rows, null);
    }

    private <T> CompletionStage<List<T>> listFrom(
            Query<T> query,
            long index,
            int left,
            int limit,
            ArrayList<T> rows,
            CompletionStage<AsyncResultSet> prefetched) {
        Query.Walk walk = query.walk();
        CompletionStage<AsyncResultSet> current =
                prefetched != null ? prefetched : execute(walk.statement(index), limit - rows.size(), null);
        CompletionStage<AsyncResultSet> next = null;
        if (options.prefetch() && left > 1) {
            next = execute(walk.statement(walk.after(index)), limit - rows.size(), null);
        }
        CompletionStage<AsyncResultSet> following = next;
        return current.thenCompose(resultSet -> {
            CompletionStage<Void> more = drain(resultSet, query.mapper(), limit, rows);
            // One stage per bucket, as a hand-written walk has: a second only when the partition
            // needs another round trip.
            return more == null
                    ? afterBucket(query, index, left, limit, rows, following)
                    : more.thenCompose(done -> afterBucket(query, index, left, limit, rows, following));
        });
    }

    private <T> CompletionStage<List<T>> afterBucket(
            Query<T> query,
            long index,
            int left,
            int limit,
            ArrayList<T> rows,
            CompletionStage<AsyncResultSet> following) {
        if (rows.size() >= limit || left == 1) {
            return CompletableFuture.completedFuture(rows);
        }
        return listFrom(query, query.walk().after(index), left - 1, limit, rows, following);
    }

    /**
     * Adds the rows of every page of one partition until {@code limit} rows are collected: null when
     * that took no other round trip, else the stage of the pages still being read.
     */
    private <T> CompletionStage<Void> drain(
            AsyncResultSet resultSet, RowMapper<T> mapper, int limit, ArrayList<T> rows) {
        // Room for the page's rows at once, as a list sized by the result set (growing it row by
        // row copies its array about five times for 50 rows).
        rows.ensureCapacity(rows.size() + Math.min(resultSet.remaining(), limit - rows.size()));
        for (Row row : resultSet.currentPage()) {
            if (rows.size() >= limit) {
                return null;
            }
            rows.add(mapper.map(row));
        }
        if (rows.size() < limit && resultSet.hasMorePages()) {
            return resultSet.fetchNextPage().thenCompose(nextPage -> {
                CompletionStage<Void> more = drain(nextPage, mapper, limit, rows);
                return more != null ? more : CompletableFuture.completedFuture(null);
            });
        }
        return null;
    }

    /**
     * Up to {@code limit} rows of {@code query}, in the table's order, as a cold publisher: each
     * subscription walks the buckets again, reading a page only when the rows read so far do not
     * meet its subscriber's demand (at most {@code min(limit, DaoOptions.pageSize)} rows a page), and
     * reading nothing more after a cancel. Prefetch does not apply: reading ahead is what demand
     * decides. {@code query} is asked for, and {@code limit} checked, when a subscriber subscribes
     * what they throw reaches its {@code onError}.
     */
    public <T> Publisher<T> publish(Supplier<Query<T>> query, int limit) {
        Args.notNull(query, "query");
        return new DemandPublisher<>(
                () -> {
                    Args.positive(limit, "limit");
                    int pageSize = Math.min(limit, options.pageSize());
                    return new WalkChunks<>(query.get(), this::execute, pageSize, options.clock());
                },
                Math.max(1, limit));
    }

    /** One page of {@code query}; see {@link #pageAsync}. */
    public <T> Page<T> page(Query<T> query, int pageSize, String cursor) {
        return Futures.getUninterruptibly(pageAsync(query, pageSize, cursor));
    }

    /**
     * One page of at most {@code pageSize} rows of {@code query}, starting where {@code cursor}
     * (from the previous page of the same query and arguments) left off, or at the beginning when
     * it is null. The returned cursor resumes exactly after the last row, whether the page ended
     * inside a partition (the driver's paging state is kept) or at a bucket boundary. Prefetch does
     * not apply: a page must end exactly where a cursor can resume.
     *
     * @throws IllegalArgumentException immediately (not through the stage) when {@code cursor} is
     *     malformed, altered, truncated, issued for another query or for other arguments
     */
    public <T> CompletionStage<Page<T>> pageAsync(Query<T> query, int pageSize, String cursor) {
        Args.notNull(query, "query");
        Args.positive(pageSize, "pageSize");
        return new WalkPage<>(query, codec(query.identity()), this::execute, pageSize).read(options.clock(), cursor);
    }

    /** Up to {@code limit} rows of a sharded or directory read, merged in the table's order. */
    public <T> List<T> list(MergedQuery<T> query, int limit) {
        return Futures.getUninterruptibly(listAsync(query, limit));
    }

    /**
     * Up to {@code limit} rows of {@code query}, in the table's order: bucket after bucket, the
     * bucket's shards are read concurrently and merged, until {@code limit} rows or the end of the
     * walk. With {@code DaoOptions.withPrefetch(true)} the next bucket's shards are queried while
     * the current one is merged. The buckets a {@link BucketDirectory} lists are read several at
     * once, as many as the rows still wanted need (see {@link BucketDirectory}).
     */
    public <T> CompletionStage<List<T>> listAsync(MergedQuery<T> query, int limit) {
        Args.notNull(query, "query");
        Args.positive(limit, "limit");
        return new MergedRead<>(query, options, this::execute).list(limit);
    }

    /** One page of a sharded or directory read; see {@link #pageAsync(MergedQuery, int, String)}. */
    public <T> Page<T> page(MergedQuery<T> query, int pageSize, String cursor) {
        return Futures.getUninterruptibly(pageAsync(query, pageSize, cursor));
    }

    /**
     * One page of at most {@code pageSize} rows of {@code query}, starting where {@code cursor}
     * left off (null: the beginning). The cursor holds the bucket and, per shard, where its next
     * row is (the paging state of its current page and the rows of that page already returned),
     * so the next page continues exactly, whichever shards the last rows came from.
     *
     * @throws IllegalArgumentException immediately (not through the stage) when {@code cursor} is
     *     malformed, altered, truncated, issued for another query, another shard count or other
     *     arguments
     */
    public <T> CompletionStage<Page<T>> pageAsync(MergedQuery<T> query, int pageSize, String cursor) {
        Args.notNull(query, "query");
        Args.positive(pageSize, "pageSize");
        CursorCodec codec = codec(query.identity());
        MergedCursor resume = null;
        if (cursor != null) {
            resume = codec.decodeMerged(cursor);
            if (resume.shards().size() != query.shards().count()) {
                throw CursorCodec.invalid("was issued for " + resume.shards().size() + " shards, this query reads "
                        + query.shards().count());
            }
            if (resume.bucketsLeft() > query.plan().maxBucketsLeft()
                    || !query.plan().visits(resume.walkStart(), resume.bucketIndex(), resume.bucketsLeft())) {
                throw CursorCodec.invalid("does not fit this query (" + resume.bucketsLeft() + " buckets left)");
            }
            // A skip counts rows of one fetched page, which holds at most the page size this reader
            // sends for the query (the pattern's, the DAO's or the call's), or the DAO's default.
            int fetched = Math.max(options.pageSize(), pageSize(query.plan().statement(resume.bucketIndex(), 0)));
            for (MergedCursor.Position position : resume.shards()) {
                if (position.skip() > fetched) {
                    throw CursorCodec.invalid("does not fit this query (skip " + position.skip() + ")");
                }
            }
            if (Fingerprints.of(query.plan().statement(resume.bucketIndex(), 0)) != resume.argumentsFingerprint()) {
                throw CursorCodec.invalid("was issued for other arguments of " + query.identity());
            }
        }
        return new MergedRead<>(query, options, this::execute).page(pageSize, resume, codec);
    }

    /** The row {@code statement} selects, if any (a read by primary key). */
    public <T> Optional<T> one(BoundStatement statement, RowMapper<T> mapper) {
        return Futures.getUninterruptibly(oneAsync(statement, mapper));
    }

    /** The row {@code statement} selects, if any (a read by primary key). */
    public <T> CompletionStage<Optional<T>> oneAsync(BoundStatement statement, RowMapper<T> mapper) {
        Args.notNull(statement, "statement");
        Args.notNull(mapper, "mapper");
        return execute(statement, 0, null).thenApply(resultSet -> {
            Row row = resultSet.one();
            return row == null ? Optional.empty() : Optional.of(mapper.map(row));
        });
    }

    private CompletionStage<AsyncResultSet> execute(BoundStatement statement, int wanted, ByteBuffer pagingState) {
        BoundStatement prepared = statement;
        if (wanted > 0) {
            // Ask for no more rows than still needed, so the last partition read does not overfetch;
            // a statement bound with that page size already is sent as it is (no copy).
            int pageSize = Math.min(wanted, pageSize(statement));
            if (statement.getPageSize() != pageSize) {
                prepared = prepared.setPageSize(pageSize);
            }
        }
        if (pagingState != null) {
            prepared = prepared.setPagingState(pagingState);
        }
        // The page size is this method's (above): the DAO's and the call's options set the rest.
        // No options, no copy.
        BoundStatement read = over == StatementOptions.none()
                ? prepared
                : over.apply(prepared).setPageSize(prepared.getPageSize());
        if (pending == null || !pending.mayBePending(read)) {
            return session.executeAsync(read);
        }
        return pending.check(read).thenCompose(notPending -> session.executeAsync(read));
    }

    /**
     * Rows per round trip: the call's or the DAO's statement options', else the DAO's when set,
     * else the access pattern's (bound into {@code statement}), else the DAO's default.
     */
    private int pageSize(BoundStatement statement) {
        if (over.pageSize().isPresent()) {
            return over.pageSize().get();
        }
        return options.pageSizeSet() || statement.getPageSize() <= 0 ? options.pageSize() : statement.getPageSize();
    }

    /** The codec of {@code identity}'s cursors, made at its first page (with the process key if no key is set). */
    private CursorCodec codec(String identity) {
        return codecs.computeIfAbsent(identity, id -> new CursorCodec(id, options.cursorKeys()));
    }
}
