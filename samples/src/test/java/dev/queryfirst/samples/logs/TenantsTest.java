package dev.queryfirst.samples.logs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.tenant.TenantOpenException;
import dev.queryfirst.runtime.tenant.Tenants;
import dev.queryfirst.testkit.CassandraTest;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A keyspace per tenant on one session (README, "A keyspace per tenant"): each tenant's keyspace
 * is created on first use and only then, concurrent first calls create it once, tenants see only
 * their own rows, and a name Cassandra would refuse is refused before any CQL runs.
 */
@CassandraTest
class TenantsTest {

    /** Tenant keyspaces of this run, so that a rerun on the same node starts afresh. */
    private static final String PREFIX =
            "tn" + Long.toHexString(ThreadLocalRandom.current().nextLong() & 0xffffffL) + "_";

    private static CqlSession session;
    private static final Map<String, AtomicInteger> PREPARED = new ConcurrentHashMap<>();

    @BeforeAll
    static void session(CqlSession testSession) {
        session = testSession;
    }

    @AfterAll
    static void dropTenantKeyspaces() {
        for (String keyspace : keyspacesOfThisRun()) {
            session.execute(SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
                    .setTimeout(Duration.ofSeconds(60)));
        }
    }

    private static Tenants<LogMessageDao> tenants() {
        return Tenants.builder((String keyspace) ->
                        LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace)))
                .keyspaceOf(tenant -> PREFIX + tenant)
                .prepareKeyspace(keyspace -> {
                    PREPARED.computeIfAbsent(keyspace, k -> new AtomicInteger()).incrementAndGet();
                    LogsSchema.create(session, keyspace, Replication.simple(1));
                })
                .build();
    }

    private static Set<String> keyspacesOfThisRun() {
        Set<String> names = new TreeSet<>();
        session.execute("SELECT keyspace_name FROM system_schema.keyspaces")
                .forEach(row -> names.add(row.getString("keyspace_name")));
        names.removeIf(name -> !name.startsWith(PREFIX));
        return names;
    }

    @Test
    void concurrentFirstCallsCreateEachKeyspaceOnceAndShareOneDao() throws Exception {
        Tenants<LogMessageDao> tenants = tenants();
        List<String> names = List.of("acme", "globex", "initech");
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<Map.Entry<String, LogMessageDao>>> calls = new ArrayList<>();
            for (int i = 0; i < 48; i++) {
                String tenant = names.get(i % names.size());
                calls.add(threads.submit(() -> Map.entry(tenant, tenants.get(tenant))));
            }
            Map<String, LogMessageDao> first = new ConcurrentHashMap<>();
            for (Future<Map.Entry<String, LogMessageDao>> call : calls) {
                Map.Entry<String, LogMessageDao> got = call.get();
                LogMessageDao earlier = first.putIfAbsent(got.getKey(), got.getValue());
                if (earlier != null) {
                    assertSame(earlier, got.getValue(), "one DAO per tenant: " + got.getKey());
                }
            }
        } finally {
            threads.shutdownNow();
        }
        for (String tenant : names) {
            assertEquals(1, PREPARED.get(PREFIX + tenant).get(), "keyspace of " + tenant + " prepared once");
        }
        assertEquals(Set.of(PREFIX + "acme", PREFIX + "globex", PREFIX + "initech"), tenants.openedKeyspaces());
        assertTrue(keyspacesOfThisRun().containsAll(tenants.openedKeyspaces()));
    }

    @Test
    void eachTenantReadsOnlyItsOwnRows() {
        Tenants<LogMessageDao> tenants = tenants();
        Instant now = Instant.now();
        LogMessage message =
                new LogMessage(UUID.randomUUID(), "web-1", "nginx", now, "access", 3, "http", null, Map.of());
        tenants.get("umbrella").insert(message);

        List<LogMessage> own = tenants.get("umbrella").recentBySource("web-1", 10);
        assertEquals(1, own.size());
        assertEquals(now.truncatedTo(ChronoUnit.MILLIS), own.get(0).messageTime());
        assertEquals(null, own.get(0).messageBody());
        assertEquals(List.of(), tenants.get("hooli").recentBySource("web-1", 10));
    }

    @Test
    void aNameCassandraWouldRefuseIsRefusedBeforeAnyCql() {
        Tenants<LogMessageDao> tenants = tenants();
        Tenants<LogMessageDao> unprefixed = Tenants.builder((String keyspace) -> (LogMessageDao) null)
                .prepareKeyspace(keyspace -> PREPARED.computeIfAbsent(keyspace, k -> new AtomicInteger())
                        .incrementAndGet())
                .build();
        int before = PREPARED.size();
        for (String bad :
                List.of("acme-corp", "acme corp", "\"acme\"", "acme;DROP", "a".repeat(49 - PREFIX.length()))) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> tenants.get(bad));
            assertTrue(refused.getMessage().startsWith("tenant \"" + bad + "\""), refused.getMessage());
        }
        for (String bad : List.of("", "system_auth", "System")) {
            assertThrows(IllegalArgumentException.class, () -> unprefixed.get(bad), bad);
        }
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class, () -> tenants.get(null));
        assertEquals("tenant must not be null", none.getMessage());
        assertEquals(before, PREPARED.size(), "nothing prepared for a refused name");
        assertEquals(Set.of(), tenants.openedKeyspaces());
    }

    @Test
    void aFailedOpeningReachesTheCallerAndTheNextCallTriesAgain() {
        AtomicInteger attempts = new AtomicInteger();
        Tenants<LogMessageDao> tenants = Tenants.builder((String keyspace) ->
                        LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace)))
                .keyspaceOf(tenant -> PREFIX + tenant)
                .prepareKeyspace(keyspace -> {
                    if (attempts.incrementAndGet() == 1) {
                        throw new IllegalStateException("migration lease held by another process");
                    }
                    LogsSchema.create(session, keyspace, Replication.simple(1));
                })
                .build();

        TenantOpenException failed = assertThrows(TenantOpenException.class, () -> tenants.get("stark"));
        assertEquals("stark", failed.tenant());
        assertEquals(PREFIX + "stark", failed.keyspace());
        assertTrue(failed.getCause().getMessage().contains("lease held"), failed.getMessage());
        assertEquals(Set.of(), tenants.openedKeyspaces());

        LogMessageDao dao = tenants.get("stark");
        assertSame(dao, tenants.get("stark"));
        assertEquals(2, attempts.get());
        assertEquals(Set.of(PREFIX + "stark"), tenants.openedKeyspaces());
    }
}
