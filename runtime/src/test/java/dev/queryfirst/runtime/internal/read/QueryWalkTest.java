package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import dev.queryfirst.runtime.bucket.BucketSpec;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The order in which queries visit buckets; the statements themselves need a node. */
class QueryWalkTest {

    private static final BucketSpec<LocalDate> DAYS = BucketSpec.dates(ChronoUnit.DAYS, 1);
    private static final Clock NOW = Clock.fixed(Instant.parse("2024-05-03T12:00:00Z"), ZoneOffset.UTC);

    private static List<LocalDate> visits(Query<?> query) {
        Query.Walk walk = query.walk();
        List<LocalDate> days = new ArrayList<>();
        long index = walk.start(NOW);
        for (int i = 0; i < walk.length(); i++) {
            days.add(DAYS.bucketAt(index));
            index = walk.after(index);
        }
        return days;
    }

    private static LocalDate day(String text) {
        return LocalDate.parse(text);
    }

    @Test
    void latestStartsAtTodayAndWalksBackLookbackBuckets() {
        Query<String> query = Query.latest("q", DAYS, 3, day -> null, row -> "");
        assertEquals(List.of(day("2024-05-03"), day("2024-05-02"), day("2024-05-01")), visits(query));
    }

    @Test
    void aDescendingRangeWalksFromItsEnd() {
        Query<String> query = Query.range(
                "q", DAYS, day("2024-04-29"), day("2024-05-01"), ClusteringOrder.DESC, day -> null, row -> "");
        assertEquals(List.of(day("2024-05-01"), day("2024-04-30"), day("2024-04-29")), visits(query));
    }

    @Test
    void anAscendingRangeWalksFromItsStart() {
        Query<String> query = Query.range(
                "q", DAYS, day("2024-04-29"), day("2024-05-01"), ClusteringOrder.ASC, day -> null, row -> "");
        assertEquals(List.of(day("2024-04-29"), day("2024-04-30"), day("2024-05-01")), visits(query));
    }

    @Test
    void aReversedRangeIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> Query.range(
                        "q", DAYS, day("2024-05-02"), day("2024-05-01"), ClusteringOrder.DESC, day -> null, row -> ""));
        assertEquals("last (2024-05-01) is before first (2024-05-02)", e.getMessage());
    }

    @Test
    void lookbackMustBePositive() {
        assertThrows(IllegalArgumentException.class, () -> Query.latest("q", DAYS, 0, day -> null, row -> ""));
    }
}
