package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.time.Instant;
import java.time.LocalDate;

/**
 * The bucket directory of the {@link EventTable}s of one keyspace, as generated code would keep
 * it: table {@code events_buckets}, per feed (the partition key without bucket and shard) its
 * non-empty days, newest first; and the directory reads of those tables.
 *
 * <pre>{@code
 * EventDirectory directory = new EventDirectory(session, keyspace.name());
 * session.execute(directory.bindInsert(event));          // with every copy of the event
 * reader.list(directory.latest(table, "sparse"), 10);    // the listing, then the buckets the rows need
 * }</pre>
 */
final class EventDirectory {

    private final PreparedStatement insert;
    private final PreparedStatement upTo;
    private final PreparedStatement between;

    EventDirectory(CqlSession session, String keyspace) {
        String table = keyspace + ".events_buckets";
        session.execute("CREATE TABLE " + table + " (feed text, day date, PRIMARY KEY ((feed), day))"
                + " WITH CLUSTERING ORDER BY (day DESC)");
        this.insert = session.prepare("INSERT INTO " + table + " (feed, day) VALUES (?, ?)");
        this.upTo = session.prepare("SELECT day FROM " + table + " WHERE feed = ? AND day <= ?");
        this.between = session.prepare("SELECT day FROM " + table + " WHERE feed = ? AND day >= ? AND day <= ?");
    }

    /** Lists the day of {@code event} (an idempotent upsert). */
    BoundStatement bindInsert(Event event) {
        return insert.bind(event.feed(), EventTable.DAYS.bucketOf(event.at()));
    }

    BucketDirectory<LocalDate> of(String feed) {
        return BucketDirectory.of(
                EventTable.DAYS, last -> upTo.bind(feed, last), (first, last) -> between.bind(feed, first, last));
    }

    /** The newest events of {@code feed} in {@code table}, through the directory. */
    MergedQuery<Event> latest(EventTable table, String feed) {
        return MergedQuery.latest(
                table + "/latest",
                of(feed),
                table.shards,
                (day, shard) -> table.bindSelect(feed, day, shard),
                table.rowOrder,
                EventTable::map);
    }

    /** The events of {@code feed} in {@code table} from {@code from} to {@code to} (excluded), in the table's order. */
    MergedQuery<Event> range(EventTable table, String feed, Instant from, Instant to) {
        return MergedQuery.range(
                table + "/range",
                of(feed),
                EventTable.DAYS.bucketOf(from),
                EventTable.DAYS.bucketOf(to),
                table.order,
                table.shards,
                (day, shard) -> table.bindRange(feed, day, shard, from, to),
                table.rowOrder,
                EventTable::map);
    }
}
