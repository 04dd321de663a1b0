package dev.queryfirst.runtime.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Heartbeat rows against a real node: written, refreshed, deleted on close, expired when abandoned. */
@CassandraTest
class InstanceHeartbeatTest {

    private final CqlSession session;
    private final String keyspace;

    private final TestKeyspace testKeyspace;

    InstanceHeartbeatTest(CqlSession session, TestKeyspace keyspace) {
        this.session = session;
        this.keyspace = keyspace.name();
        this.testKeyspace = keyspace;
    }

    /**
     * One process, two application contexts one after the other (tests, a restarted context): the
     * second's session takes over the record the first's closed session held, before any refresh
     * noticed the close.
     */
    @Test
    void aNewSessionTakesOverTheRecordOfAClosedOne() {
        HeartbeatOptions options = HeartbeatOptions.defaults().withInstanceId("context-restarts");
        CqlSession first = testKeyspace.newSession();
        InstanceHeartbeat before = InstanceHeartbeat.start(first, keyspace, 1, options);
        first.close();
        try (CqlSession second = testKeyspace.newSession();
                InstanceHeartbeat after = InstanceHeartbeat.start(second, keyspace, 2, options)) {
            assertTrue(before != after, "a new heartbeat on the open session");
            assertEquals(
                    List.of(2),
                    LiveInstances.list(session, keyspace).stream()
                            .filter(instance -> instance.id().equals("context-restarts"))
                            .map(LiveInstance::version)
                            .toList());
        }
        assertTrue(InstanceHeartbeat.running(keyspace, "context-restarts").isEmpty());
    }

    @Test
    void anInstanceIsLiveWithItsVersionUntilItCloses() {
        Instant at = Instant.now().truncatedTo(ChronoUnit.MILLIS);
        HeartbeatOptions options =
                HeartbeatOptions.defaults().withInstanceId("web-1 ✓").withClock(Clock.fixed(at, ZoneOffset.UTC));
        try (InstanceHeartbeat web1 = InstanceHeartbeat.start(session, keyspace, 1, options);
                InstanceHeartbeat web2 = InstanceHeartbeat.start(
                        session, keyspace, 2, HeartbeatOptions.defaults().withInstanceId("web-2"))) {
            List<LiveInstance> live = LiveInstances.list(session, keyspace);
            assertEquals(
                    List.of("web-1 ✓", "web-2"),
                    live.stream().map(LiveInstance::id).toList());
            assertEquals(1, live.get(0).version());
            assertEquals(at, live.get(0).beatAt());
            assertEquals(List.of("web-1 ✓"), ids(LiveInstances.olderThan(session, keyspace, 2)));
            assertEquals(List.of(), LiveInstances.olderThan(session, keyspace, 1));

            // The same instance starting again (a second migrate call) is the same heartbeat, now at its new version.
            assertSame(web1, InstanceHeartbeat.start(session, keyspace, 2, options));
            assertEquals(List.of(), LiveInstances.olderThan(session, keyspace, 2));
            web1.close();
            assertEquals(List.of("web-2"), ids(LiveInstances.list(session, keyspace)));
            assertTrue(InstanceHeartbeat.running(keyspace, "web-1 ✓").isEmpty());
        }
        assertEquals(List.of(), LiveInstances.list(session, keyspace));
    }

    @Test
    void aCrashedInstanceExpiresAfterItsTimeToLiveWhileALiveOneIsRefreshed() throws InterruptedException {
        HeartbeatOptions shortLived = HeartbeatOptions.defaults().withTtl(Duration.ofSeconds(2));
        InstanceHeartbeat crashed = InstanceHeartbeat.start(session, keyspace, 1, shortLived.withInstanceId("crashed"));
        try (InstanceHeartbeat alive =
                InstanceHeartbeat.start(session, keyspace, 1, shortLived.withInstanceId("alive"))) {
            crashed.abandon();
            assertEquals(List.of("alive", "crashed"), ids(LiveInstances.list(session, keyspace)));
            Thread.sleep(3_500);
            // Past the time to live: the abandoned row expired, the refreshed one (every 666 ms) did not.
            assertEquals(List.of("alive"), ids(LiveInstances.list(session, keyspace)));
        }
    }

    @Test
    void badOptionsNameTheParameter() {
        HeartbeatOptions defaults = HeartbeatOptions.defaults();
        assertEquals(Duration.ofSeconds(30), defaults.ttl());
        assertEquals(Duration.ofSeconds(10), defaults.interval());
        assertEquals(
                "ttl must be at least 1 s, was PT0.5S",
                assertThrows(IllegalArgumentException.class, () -> defaults.withTtl(Duration.ofMillis(500)))
                        .getMessage());
        assertEquals(
                "interval must be positive and shorter than ttl (PT30S), was PT30S",
                assertThrows(IllegalArgumentException.class, () -> defaults.withInterval(Duration.ofSeconds(30)))
                        .getMessage());
        assertEquals(
                "instanceId must not be blank",
                assertThrows(IllegalArgumentException.class, () -> defaults.withInstanceId(" "))
                        .getMessage());
        assertEquals(
                "version must be positive, was 0",
                assertThrows(
                                IllegalArgumentException.class,
                                () -> InstanceHeartbeat.start(session, keyspace, 0, defaults))
                        .getMessage());
    }

    private static List<String> ids(List<LiveInstance> instances) {
        return instances.stream().map(LiveInstance::id).toList();
    }
}
