package dev.queryfirst.benchmarks.read;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.logs.LogMessage;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * "Latest N messages of a source" written by hand with {@code java-driver-core}: today's day
 * bucket first, then one day back at a time, each asking with {@code LIMIT} for only the rows
 * still missing, until N rows or 90 buckets. Asynchronous, like the generated read it is
 * compared with.
 */
public final class HandWrittenBucketWalk {

    /** Buckets walked back at most, the same as the generated table's lookback. */
    public static final int LOOKBACK = 90;

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);

    private final CqlSession session;
    private final Clock clock;
    private final PreparedStatement latest;

    /** Prepares the one-bucket read in {@code keyspace}; "now" comes from {@code clock}. */
    public HandWrittenBucketWalk(CqlSession session, String keyspace, Clock clock) {
        this.session = session;
        this.clock = clock;
        this.latest = session.prepare("SELECT message_id, source_name, source_type, message_time, "
                + "message_type, message_body, message_parts FROM " + keyspace + ".log_messages_by_source_name "
                + "WHERE source_name = ? AND message_time_day = ? LIMIT ?");
    }

    /** The newest {@code n} messages of {@code source}, newest first. */
    public CompletionStage<List<LogMessage>> latest(String source, int n) {
        LocalDate today = LocalDate.ofInstant(clock.instant(), ZoneOffset.UTC);
        return walk(source, today, n, LOOKBACK, new ArrayList<>(n));
    }

    private CompletionStage<List<LogMessage>> walk(
            String source, LocalDate day, int n, int left, List<LogMessage> rows) {
        return session.executeAsync(latest.boundStatementBuilder()
                        .setString(0, source)
                        .setLocalDate(1, day)
                        .setInt(2, n - rows.size())
                        .setIdempotence(true)
                        .build())
                .thenCompose(page -> {
                    for (Row row : page.currentPage()) {
                        rows.add(new LogMessage(
                                row.getUuid(0),
                                row.getString(1),
                                row.getString(2),
                                row.getInstant(3),
                                row.getString(4),
                                row.getString(5),
                                row.get(6, PARTS)));
                    }
                    if (rows.size() >= n || left == 1) {
                        return CompletableFuture.completedFuture(rows);
                    }
                    return walk(source, day.minusDays(1), n, left - 1, rows);
                });
    }
}
