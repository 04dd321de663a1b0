package dev.queryfirst.benchmarks.backfill;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.write.HandWrittenLogWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What a careful developer writes by hand with {@code java-driver-core} to fill a new table from
 * an existing one: the ring cut into ranges ({@code TokenRange.splitEvenly}, {@code unwrap}), a
 * few ranges scanned at once with {@code token(...)} bounds and driver paging, each row copied with
 * {@code USING TIMESTAMP} of its source row, a bounded number of copies in flight. No checkpoint,
 * no rate limit, no progress: the least a copy that is not to lose live writes can do.
 */
final class HandWrittenRangeCopy {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final int WRITES_IN_FLIGHT = 32;

    private final CqlSession session;
    private final PreparedStatement scan;
    private final PreparedStatement insert;

    HandWrittenRangeCopy(CqlSession session, String keyspace) {
        this.session = session;
        this.scan = session.prepare("SELECT source_name, message_time_day, message_time, message_id, source_type, "
                + "message_type, message_body, message_parts, WRITETIME(source_type) FROM " + keyspace
                + ".log_messages_by_source_name WHERE token(source_name, message_time_day) > ? "
                + "AND token(source_name, message_time_day) <= ?");
        this.insert = session.prepare(HandWrittenLogWriter.insertBySourceAndType(keyspace) + " USING TIMESTAMP ?");
    }

    /** Copies every row, {@code concurrency} ranges at once; the rows copied. */
    long copy(int splits, int concurrency, int pageSize) {
        List<TokenRange> ring = new ArrayList<>(
                session.getMetadata().getTokenMap().orElseThrow().getTokenRanges());
        int perRange = Math.max(1, (splits + ring.size() - 1) / ring.size());
        Queue<TokenRange> todo = new ConcurrentLinkedQueue<>();
        for (TokenRange range : ring) {
            // A single node with one token owns one range from that token round to itself.
            int pieces = range.isFullRing() ? Math.max(2, perRange) : perRange;
            for (TokenRange split : range.splitEvenly(pieces)) {
                split.unwrap().stream().filter(piece -> !piece.isEmpty()).forEach(todo::add);
            }
        }
        AtomicLong copied = new AtomicLong();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < concurrency; i++) {
            Thread worker = new Thread(() -> {
                try {
                    for (TokenRange range = todo.poll(); range != null && failure.get() == null; range = todo.poll()) {
                        copied.addAndGet(copy(range, pageSize));
                    }
                } catch (RuntimeException | InterruptedException e) {
                    failure.compareAndSet(null, e);
                }
            });
            workers.add(worker);
            worker.start();
        }
        for (Thread worker : workers) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted", e);
            }
        }
        if (failure.get() != null) {
            throw new IllegalStateException("the hand-written copy failed", failure.get());
        }
        return copied.get();
    }

    private long copy(TokenRange range, int pageSize) throws InterruptedException {
        Semaphore inFlight = new Semaphore(WRITES_IN_FLIGHT);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long rows = 0;
        BoundStatement select = scan.boundStatementBuilder()
                .setToken(0, range.getStart())
                .setToken(1, range.getEnd())
                .setPageSize(pageSize)
                .build();
        for (Row row : session.execute(select)) {
            inFlight.acquire();
            BoundStatement copy = insert.boundStatementBuilder()
                    .setString(0, row.getString(0))
                    .setString(1, row.getString(5))
                    .setLocalDate(2, row.getLocalDate(1))
                    .setInstant(3, row.getInstant(2))
                    .setUuid(4, row.getUuid(3))
                    .setString(5, row.getString(4))
                    .setString(6, row.getString(6))
                    .set(7, row.get(7, PARTS), PARTS)
                    .setLong(8, row.getLong(8))
                    .setIdempotence(true)
                    .build();
            session.executeAsync(copy).whenComplete((done, error) -> {
                if (error != null) {
                    failure.compareAndSet(null, error);
                }
                inFlight.release();
            });
            rows++;
        }
        inFlight.acquire(WRITES_IN_FLIGHT);
        if (failure.get() != null) {
            throw new IllegalStateException("a copy failed", failure.get());
        }
        return rows;
    }
}
