package dev.queryfirst.runtime;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class DaoOptionsTest {

    @Test
    void defaultsAreLoggedWritesWithTheDriversConsistency() {
        DaoOptions defaults = DaoOptions.defaults();
        assertEquals(WriteMode.LOGGED, defaults.writeMode());
        assertTrue(defaults.readConsistency().isEmpty());
        assertTrue(defaults.writeConsistency().isEmpty());
        assertTrue(defaults.cursorKey().isEmpty());
        assertFalse(defaults.prefetch());
        assertEquals(DaoOptions.DEFAULT_PAGE_SIZE, defaults.pageSize());
        assertEquals(DaoOptions.DEFAULT_DIRECTORY_CACHE, defaults.directoryCache());
        assertEquals("logs", defaults.keyspaceOr("logs"));
    }

    @Test
    void withersReturnChangedCopies() {
        Clock clock = Clock.fixed(Instant.parse("2024-05-01T00:00:00Z"), ZoneOffset.UTC);
        DaoOptions options = DaoOptions.defaults()
                .withKeyspace("logs_test")
                .withWriteMode(WriteMode.PARALLEL)
                .withReadConsistency(DefaultConsistencyLevel.LOCAL_QUORUM)
                .withWriteConsistency(DefaultConsistencyLevel.QUORUM)
                .withPrefetch(true)
                .withPageSize(100)
                .withClock(clock)
                .withDirectoryCache(0);
        assertEquals("logs_test", options.keyspaceOr("logs"));
        assertEquals(WriteMode.PARALLEL, options.writeMode());
        assertEquals(
                DefaultConsistencyLevel.LOCAL_QUORUM, options.readConsistency().orElseThrow());
        assertEquals(DefaultConsistencyLevel.QUORUM, options.writeConsistency().orElseThrow());
        assertTrue(options.prefetch());
        assertEquals(100, options.pageSize());
        assertEquals(clock, options.clock());
        assertEquals(0, options.directoryCache());
        // each wither changed its own value only
        assertEquals(
                DefaultConsistencyLevel.QUORUM,
                options.withPageSize(7).writeConsistency().orElseThrow());
        assertEquals(WriteMode.LOGGED, DaoOptions.defaults().writeMode());
    }

    @Test
    void theCursorKeyIsCopiedAndNeverPrinted() {
        byte[] key = "s3cret-s3cret-s3cret-s3cret-s3cret".getBytes(StandardCharsets.UTF_8);
        DaoOptions options = DaoOptions.defaults().withCursorKey(key);
        key[0] = 'X';
        byte[] stored = options.cursorKey().orElseThrow();
        assertArrayEquals("s3cret-s3cret-s3cret-s3cret-s3cret".getBytes(StandardCharsets.UTF_8), stored);
        assertNotSame(stored, options.cursorKey().orElseThrow());
        assertFalse(options.toString().contains("s3cret"), options.toString());
        assertTrue(options.toString().contains("cursorKeys=1 set"), options.toString());
    }

    @Test
    void cursorKeysRotateTheFirstSigningAndAreAtLeast32Bytes() {
        byte[] next = new byte[32];
        byte[] previous = new byte[48];
        previous[0] = 1;
        DaoOptions options = DaoOptions.defaults().withCursorKeys(List.of(next, previous));
        assertArrayEquals(next, options.cursorKey().orElseThrow());
        assertEquals(2, options.cursorKeys().size());
        assertArrayEquals(previous, options.cursorKeys().get(1));
        assertEquals(
                "cursor key keys[1] must be at least 32 bytes (a random secret, e.g. 32 bytes of SecureRandom in"
                        + " base64), was 31",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withCursorKeys(List.of(next, new byte[31])))
                        .getMessage());
        assertEquals(
                "keys must hold at least one cursor key",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withCursorKeys(List.of()))
                        .getMessage());
        assertTrue(DaoOptions.defaults().toString().contains("cursorKeys=random per process"));
    }

    @Test
    void badValuesNameTheParameter() {
        assertEquals(
                "pageSize must be positive, was 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withPageSize(0))
                        .getMessage());
        assertEquals(
                "entries must not be negative, was -1",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withDirectoryCache(-1))
                        .getMessage());
        assertEquals(
                "cursor key keys[0] must be at least 32 bytes (a random secret, e.g. 32 bytes of SecureRandom in"
                        + " base64), was 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withCursorKey(new byte[0]))
                        .getMessage());
        assertEquals(
                "keyspace must not be null",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> DaoOptions.defaults().withKeyspace(null))
                        .getMessage());
    }

    @Test
    void aKeyspaceMappedByItsDeclaredNameMovesOnlyThatKeyspacesTables() {
        DaoOptions mapped = DaoOptions.defaults().withKeyspace("parcels", "parcels_eu");
        assertEquals("parcels_eu", mapped.keyspaceOr("parcels"));
        assertEquals("billing", mapped.keyspaceOr("billing"));
        DaoOptions both = mapped.withKeyspace("billing", "billing_eu");
        assertEquals("billing_eu", both.keyspaceOr("billing"));
        assertEquals("parcels_eu", both.keyspaceOr("parcels"));
        // The one-keyspace override moves every table, mapped or not.
        assertEquals("tenant_7", both.withKeyspace("tenant_7").keyspaceOr("billing"));
    }
}
