package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.benchmarks.fleet.Device;
import dev.queryfirst.benchmarks.fleet.Site;
import dev.queryfirst.benchmarks.logs.LogMessage;
import dev.queryfirst.benchmarks.logs.LogMessages;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * What an in-memory session holds for the shapes of {@link ClientWorkWrites} and
 * {@link ClientWorkReads}, by table: the stored state a reading save, a move and a rename read
 * first; a site's 50 devices (a list read, and the copies a rename propagates to); a day of the
 * sharded feed (60 posts in each of its 4 shards); and the log messages of a dense source (200
 * today) and a sparse one (one every other day for 60 days) with their bucket directory. A select
 * of a table not named here finds nothing.
 */
final class ShapeAnswers implements MemorySession.Answers {

    /** Days since the epoch, as the native protocol encodes a {@code date}: offset by 2^31. */
    private static final int EPOCH_DAY_OFFSET = Integer.MIN_VALUE;

    static final int DEVICES = 50;
    static final int POSTS_PER_SHARD = 60;
    static final int SHARDS = 4;

    private final LogMessage stored;
    private final Site site;
    private final List<Device> devices = new ArrayList<>();
    private final Map<String, List<CannedRow>> byTable = new HashMap<>();
    private final Map<Integer, List<CannedRow>> listedDense = new HashMap<>();
    private final Map<Integer, List<CannedRow>> listedSparse = new HashMap<>();
    private final Map<UUID, List<CannedRow>> devicesById = new HashMap<>();
    private final List<CannedRow> bucketsDense = new ArrayList<>();
    private final List<CannedRow> bucketsSparse = new ArrayList<>();
    private final List<List<CannedRow>> shards = new ArrayList<>();
    private final int today;

    /** The stored state and rows, up to {@code clock}. */
    ShapeAnswers(Instant clock) {
        // A timestamp column holds milliseconds: the rows are as a node would return them.
        Instant now = clock.truncatedTo(ChronoUnit.MILLIS);
        LocalDate day = LocalDate.ofInstant(now, ZoneOffset.UTC);
        this.today = (int) day.toEpochDay();
        LogMessages messages = new LogMessages(11);
        this.stored = messages.next("dense", now);
        byTable.put("logs.movable_source_log_messages", List.of(LogAnswers.row(stored)));

        this.site = new Site(new UUID(7, 7), "Lyon Part-Dieu", "eu-west", now.minus(30, ChronoUnit.DAYS));
        byTable.put("fleet.sites", List.of(new CannedRow(siteColumns(site, ""))));
        List<CannedRow> bySite = new ArrayList<>();
        for (int i = 0; i < DEVICES; i++) {
            Device device = new Device(
                    new UUID(8, i), site, i % 3 == 0 ? "offline" : "online", now.minusSeconds(60L * i), "sensor " + i);
            devices.add(device);
            Map<String, Object> values = siteColumns(site, "site_");
            values.put("id", device.id());
            values.put("status", device.status());
            values.put("last_seen", device.lastSeen());
            values.put("label", device.label());
            values.put("site_id", site.id());
            CannedRow row = new CannedRow(values);
            bySite.add(row);
            devicesById.put(device.id(), List.of(row));
        }
        byTable.put("fleet.devices_by_site_id", bySite);

        for (int shard = 0; shard < SHARDS; shard++) {
            List<CannedRow> rows = new ArrayList<>();
            for (int i = 0; i < POSTS_PER_SHARD; i++) {
                // Shards interleave in time, as posts spread over them by their id would.
                Instant at = now.minusSeconds(10L * (i * SHARDS + shard));
                Map<String, Object> values = new HashMap<>();
                values.put("post_id", new UUID(9, i * SHARDS + shard));
                values.put("title", "post " + (i * SHARDS + shard));
                values.put("body", "a body of some two hundred characters ".repeat(5));
                values.put("posted_at", at);
                values.put("posted_at_day", day);
                values.put("shard", shard);
                rows.add(new CannedRow(values));
            }
            shards.add(rows);
        }

        List<CannedRow> dense = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            dense.add(LogAnswers.row(messages.next("dense", now.minusSeconds(i))));
        }
        listedDense.put(today, dense);
        bucketsDense.add(bucket(day));
        for (int back = 0; back < 60; back += 2) {
            LocalDate bucket = day.minusDays(back);
            listedSparse.put(
                    (int) bucket.toEpochDay(),
                    List.of(LogAnswers.row(messages.next("sparse", now.minus(back, ChronoUnit.DAYS)))));
            bucketsSparse.add(bucket(bucket));
        }
    }

    private static Map<String, Object> siteColumns(Site site, String prefix) {
        Map<String, Object> values = new HashMap<>();
        values.put(prefix + "id", site.id());
        values.put(prefix + "name", site.name());
        values.put(prefix + "region", site.region());
        values.put(prefix + "renamed_at", site.renamedAt());
        return values;
    }

    private static CannedRow bucket(LocalDate day) {
        Map<String, Object> values = new HashMap<>();
        values.put("message_time_day", day);
        return new CannedRow(values);
    }

    /** The message the base table of {@code MovableSourceLogMessage} holds (whatever its key). */
    LogMessage stored() {
        return stored;
    }

    /** The site the sites table holds. */
    Site site() {
        return site;
    }

    /** The site's devices, newest report first. */
    List<Device> devices() {
        return devices;
    }

    @Override
    public List<CannedRow> rows(MemoryStatement statement, BoundStatement bound) {
        String table = statement.table();
        switch (table) {
            case "feed.sharded_posts_by_posted_at_day" -> {
                if (day(statement, bound, "posted_at_day") != today) {
                    return List.of();
                }
                return shards.get(TypeCodecs.INT.decodePrimitive(
                        bound.getBytesUnsafe(statement.indexOf("shard")), MemorySession.PROTOCOL));
            }
            case "fleet.devices" -> {
                UUID id = TypeCodecs.UUID.decode(bound.getBytesUnsafe(statement.indexOf("id")), MemorySession.PROTOCOL);
                return devicesById.getOrDefault(id, List.of());
            }
            case "logs.listed_by_source" -> {
                List<CannedRow> rows = (dense(statement, bound) ? listedDense : listedSparse)
                        .get(day(statement, bound, "message_time_day"));
                return rows == null ? List.of() : rows;
            }
            case "logs.listed_by_source_buckets" -> {
                return dense(statement, bound) ? bucketsDense : bucketsSparse;
            }
            default -> {
                return byTable.getOrDefault(table, List.of());
            }
        }
    }

    private static int day(MemoryStatement statement, BoundStatement bound, String column) {
        return bound.getBytesUnsafe(statement.indexOf(column)).getInt(0) - EPOCH_DAY_OFFSET;
    }

    /** Whether the source asked for is the dense one: its name's first byte is enough ('d' or 's'). */
    private static boolean dense(MemoryStatement statement, BoundStatement bound) {
        return bound.getBytesUnsafe(statement.indexOf("source_name")).get(0) == 'd';
    }
}
