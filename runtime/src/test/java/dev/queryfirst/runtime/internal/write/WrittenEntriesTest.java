package dev.queryfirst.runtime.internal.write;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.internal.DirectoryTable;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What a DAO remembers of the directory entries it wrote: an entry is trusted for
 * {@link DirectoryTable#REMEMBERED_SECONDS} from the time its batch was sent, and a full
 * generation of entries is kept while the next fills (an entry dropped is only written again).
 */
class WrittenEntriesTest {

    private static final long TRUSTED = TimeUnit.SECONDS.toNanos(DirectoryTable.REMEMBERED_SECONDS);

    private static WrittenEntries.Entry entry(String service, int day) {
        return new WrittenEntries.Entry("alerts_by_service_name_buckets", List.of(service, LocalDate.ofEpochDay(day)));
    }

    @Test
    void anEntryIsTrustedForTheRememberedTimeFromWhenItsBatchWasSent() {
        WrittenEntries written = new WrittenEntries(10);
        long sentAt = System.nanoTime();
        written.record(List.of(entry("web", 20_000)), sentAt);
        assertTrue(written.isRecent(entry("web", 20_000), sentAt + TRUSTED - 1));
        assertFalse(written.isRecent(entry("web", 20_000), sentAt + TRUSTED), "trusted no longer than remembered");
        assertFalse(written.isRecent(entry("web", 20_001), sentAt), "another bucket of the key");
        assertFalse(written.isRecent(entry("api", 20_000), sentAt), "another key");
        assertFalse(
                written.isRecent(
                        new WrittenEntries.Entry("other_buckets", List.of("web", LocalDate.ofEpochDay(20_000))),
                        sentAt),
                "another directory");
    }

    @Test
    void aLaterWriteExtendsTheTrustAndAnEarlierOneNever() {
        WrittenEntries written = new WrittenEntries(10);
        long first = System.nanoTime();
        written.record(List.of(entry("web", 1)), first);
        written.record(List.of(entry("web", 1)), first + TRUSTED / 2);
        assertTrue(written.isRecent(entry("web", 1), first + TRUSTED + 1));
        // A batch sent earlier that completes later must not shorten what the later one proved.
        written.record(List.of(entry("web", 1)), first);
        assertTrue(written.isRecent(entry("web", 1), first + TRUSTED + 1));
    }

    @Test
    void aFullGenerationIsKeptWhileTheNextFillsThenDropped() {
        WrittenEntries written = new WrittenEntries(3);
        long now = System.nanoTime();
        for (int day = 0; day < 4; day++) {
            written.record(List.of(entry("web", day)), now);
        }
        // The fourth entry retired the first generation (days 0–3) into the previous one.
        for (int day = 0; day < 4; day++) {
            assertTrue(written.isRecent(entry("web", day), now), "day " + day);
        }
        for (int day = 4; day < 8; day++) {
            written.record(List.of(entry("web", day)), now);
        }
        assertFalse(written.isRecent(entry("web", 0), now), "two generations back: written again");
        assertTrue(written.isRecent(entry("web", 7), now));
    }

    @Test
    void aCapacityOfZeroRemembersNothing() {
        WrittenEntries written = new WrittenEntries(0);
        assertFalse(written.isEnabled());
    }
}
