package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.feed.ShardedPost;
import dev.queryfirst.benchmarks.fleet.Device;
import dev.queryfirst.benchmarks.fleet.Site;
import dev.queryfirst.benchmarks.logs.ListedLogMessage;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes with {@code java-driver-core} for the read shapes of
 * {@link ClientWorkReads}, sending the statements the generated DAOs send (the CQL texts are the
 * generated ones; {@code ClientWorkTest} checks):
 *
 * <ul>
 *   <li>a list: a site's devices, one partition, the site from its static columns;
 *   <li>a sharded read: the latest posts of a feed split in 4 shards per day, each day's shards
 *       read concurrently and merged newest first (a row mapped when it heads its shard), day after
 *       day;
 *   <li>a directory read: the buckets a source's messages are in listed first, the newest read
 *       alone, then as many of the next at once as the rows still wanted need at the rows per
 *       bucket seen.
 * </ul>
 */
final class HandWrittenReads {

    private static final TypeCodec<Map<String, String>> PARTS = TypeCodecs.mapOf(TypeCodecs.TEXT, TypeCodecs.TEXT);
    private static final int SHARDS = 4;
    private static final int LOOKBACK_DAYS = 90;
    private static final Comparator<ShardedPost> NEWEST_FIRST =
            Comparator.comparing(ShardedPost::postedAt).reversed().thenComparing(ShardedPost::postId);

    private final CqlSession session;
    private final PreparedStatement devicesBySite;
    private final PreparedStatement postsOfShard;
    private final PreparedStatement buckets;
    private final PreparedStatement messagesOfDay;

    HandWrittenReads(CqlSession session) {
        this.session = session;
        this.devicesBySite = session.prepare("SELECT id, site_id, site_name, site_region, site_renamed_at, status, "
                + "last_seen, label FROM fleet.devices_by_site_id WHERE site_id = ?");
        this.postsOfShard = session.prepare("SELECT post_id, title, body, posted_at FROM "
                + "feed.sharded_posts_by_posted_at_day WHERE posted_at_day = ? AND shard = ?");
        this.buckets = session.prepare("SELECT message_time_day FROM logs.listed_by_source_buckets "
                + "WHERE source_name = ? AND message_time_day <= ?");
        this.messagesOfDay = session.prepare("SELECT message_id, source_name, source_type, message_time, "
                + "message_type, message_body, message_parts FROM logs.listed_by_source "
                + "WHERE source_name = ? AND message_time_day = ?");
    }

    /** Up to {@code limit} devices of {@code site}, newest report first. */
    CompletionStage<List<Device>> devices(UUID site, int limit) {
        return session.executeAsync(devicesBySite
                        .boundStatementBuilder()
                        .setUuid(0, site)
                        .setPageSize(limit)
                        .setIdempotence(true)
                        .build())
                .thenApply(rows -> {
                    List<Device> devices = new ArrayList<>(rows.remaining());
                    for (Row row : rows.currentPage()) {
                        devices.add(new Device(
                                row.getUuid(0),
                                new Site(row.getUuid(1), row.getString(2), row.getString(3), row.getInstant(4)),
                                row.getString(5),
                                row.getInstant(6),
                                row.getString(7)));
                    }
                    return devices;
                });
    }

    /** The latest {@code limit} posts, from today back at most 90 days. */
    CompletionStage<List<ShardedPost>> latestPosts(int limit) {
        return latestPosts(LocalDate.now(ZoneOffset.UTC), 0, limit, new ArrayList<>());
    }

    private CompletionStage<List<ShardedPost>> latestPosts(
            LocalDate day, int back, int limit, List<ShardedPost> posts) {
        int wanted = limit - posts.size();
        List<CompletableFuture<AsyncResultSet>> shards = new ArrayList<>(SHARDS);
        for (int shard = 0; shard < SHARDS; shard++) {
            shards.add(session.executeAsync(postsOfShard
                            .boundStatementBuilder()
                            .setLocalDate(0, day)
                            .setInt(1, shard)
                            .setPageSize(wanted)
                            .setIdempotence(true)
                            .build())
                    .toCompletableFuture());
        }
        return CompletableFuture.allOf(shards.toArray(CompletableFuture[]::new)).thenCompose(all -> {
            merge(shards, wanted, posts);
            if (posts.size() >= limit || back + 1 >= LOOKBACK_DAYS) {
                return CompletableFuture.completedFuture(posts);
            }
            return latestPosts(day.minusDays(1), back + 1, limit, posts);
        });
    }

    /**
     * Adds up to {@code wanted} posts of the shards' pages to {@code posts}, newest first (ties by
     * id): a merge of the shards' rows, each row mapped only when taken.
     */
    private static void merge(List<CompletableFuture<AsyncResultSet>> shards, int wanted, List<ShardedPost> posts) {
        List<Iterator<Row>> rows = new ArrayList<>(SHARDS);
        ShardedPost[] mapped = new ShardedPost[SHARDS];
        for (int shard = 0; shard < SHARDS; shard++) {
            Iterator<Row> page = shards.get(shard).join().currentPage().iterator();
            rows.add(page);
            mapped[shard] = page.hasNext() ? post(page.next()) : null;
        }
        for (int taken = 0; taken < wanted; taken++) {
            int newest = -1;
            for (int shard = 0; shard < SHARDS; shard++) {
                if (mapped[shard] != null && (newest < 0 || NEWEST_FIRST.compare(mapped[shard], mapped[newest]) < 0)) {
                    newest = shard;
                }
            }
            if (newest < 0) {
                return;
            }
            posts.add(mapped[newest]);
            Iterator<Row> page = rows.get(newest);
            mapped[newest] = page.hasNext() ? post(page.next()) : null;
        }
    }

    private static ShardedPost post(Row row) {
        return new ShardedPost(row.getUuid(0), row.getString(1), row.getString(2), row.getInstant(3));
    }

    /** The latest {@code limit} messages of {@code source}, in the buckets its directory lists. */
    CompletionStage<List<ListedLogMessage>> listed(String source, int limit) {
        return session.executeAsync(buckets.boundStatementBuilder()
                        .setString(0, source)
                        .setLocalDate(1, LocalDate.now(ZoneOffset.UTC))
                        .setPageSize(limit)
                        .setIdempotence(true)
                        .build())
                .thenCompose(listing -> {
                    List<LocalDate> days = new ArrayList<>(listing.remaining());
                    for (Row row : listing.currentPage()) {
                        days.add(row.getLocalDate(0));
                    }
                    List<ListedLogMessage> messages = new ArrayList<>(limit);
                    return wave(source, days, 0, 1, limit, messages);
                });
    }

    /** Reads {@code count} listed buckets from {@code from} at once, then the next wave, sized by the rows per bucket seen. */
    private CompletionStage<List<ListedLogMessage>> wave(
            String source, List<LocalDate> days, int from, int count, int limit, List<ListedLogMessage> messages) {
        int wanted = limit - messages.size();
        int to = Math.min(days.size(), from + count);
        List<CompletableFuture<AsyncResultSet>> reads = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            reads.add(session.executeAsync(messagesOfDay
                            .boundStatementBuilder()
                            .setString(0, source)
                            .setLocalDate(1, days.get(i))
                            .setPageSize(wanted)
                            .setIdempotence(true)
                            .build())
                    .toCompletableFuture());
        }
        return CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new)).thenCompose(all -> {
            for (CompletableFuture<AsyncResultSet> read : reads) {
                for (Row row : read.join().currentPage()) {
                    if (messages.size() < limit) {
                        messages.add(message(row));
                    }
                }
            }
            if (messages.size() >= limit || to == days.size()) {
                return CompletableFuture.completedFuture(messages);
            }
            int perBucket = Math.max(1, messages.size() / to);
            int next = (limit - messages.size() + perBucket - 1) / perBucket;
            return wave(source, days, to, next, limit, messages);
        });
    }

    private static ListedLogMessage message(Row row) {
        return new ListedLogMessage(
                row.getUuid(0),
                row.getString(1),
                row.getString(2),
                row.getInstant(3),
                row.getString(4),
                row.getString(5),
                row.get(6, PARTS));
    }
}
