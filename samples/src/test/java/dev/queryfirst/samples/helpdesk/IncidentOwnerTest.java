package dev.queryfirst.samples.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The versioned Incident with an optional owner (docs/mapping-rules.md, "Sparse tables"): its copies in the sparse
 * {@code incidents_by_owner} follow the versions as the incident is owned, handed over, disowned
 * and deleted, in both write modes, with a clean audit after every step.
 */
@CassandraTest
class IncidentOwnerTest {

    private static CqlSession session;
    private static DaoOptions options;

    @BeforeAll
    static void schema(CqlSession cql, TestKeyspace keyspace) {
        HelpdeskSchema.create(cql, keyspace.name(), Replication.simple(1));
        session = cql;
        options = DaoOptions.defaults().withKeyspace(keyspace.name());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anIncidentMovesIntoAndOutOfTheOwnerTableVersionByVersion(WriteMode mode) {
        IncidentDao dao = IncidentDao.create(session, options.withWriteMode(mode));
        String dan = "dan-" + mode;
        String eve = "eve-" + mode;
        Incident unowned = new Incident("INC-" + mode, "Mail queue stuck", null, Instant.now());
        dao.insert(unowned);
        expect(dao, unowned, dan, eve);

        // reportedAt is @Fixed: every later state keeps it (a changed one is refused, below).
        Incident owned = new Incident(unowned.code(), unowned.summary(), dan, unowned.reportedAt());
        dao.save(owned);
        expect(dao, owned, dan, eve);

        Incident handedOver = new Incident(owned.code(), "Mail queue stuck, 3 servers", eve, owned.reportedAt());
        assertTrue(dao.updateAsync(handedOver).toCompletableFuture().join());
        expect(dao, handedOver, dan, eve);

        Incident disowned = new Incident(owned.code(), handedOver.summary(), null, owned.reportedAt());
        assertTrue(dao.update(disowned));
        expect(dao, disowned, dan, eve);

        Incident emptyOwner = new Incident(owned.code(), "x", "", owned.reportedAt());
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> dao.save(emptyOwner));
        assertTrue(refused.getMessage().startsWith("incident.owner must not be empty"), refused.getMessage());
        expect(dao, disowned, dan, eve);

        Incident reportedLater =
                new Incident(owned.code(), "x", dan, owned.reportedAt().plusSeconds(60));
        IllegalArgumentException fixed = assertThrows(IllegalArgumentException.class, () -> dao.save(reportedLater));
        assertTrue(fixed.getMessage().startsWith("incident.reportedAt is @Fixed"), fixed.getMessage());
        expect(dao, disowned, dan, eve);

        dao.save(owned);
        expect(dao, owned, dan, eve);
        assertTrue(dao.deleteAsync(owned.code()).toCompletableFuture().join());
        assertEquals(Optional.empty(), dao.findByKey(owned.code()));
        assertEquals(List.of(), dao.byOwner(dan));
        assertClean(dao.audit());
    }

    private static void expect(IncidentDao dao, Incident incident, String... owners) {
        Incident stored = new Incident(
                incident.code(),
                incident.summary(),
                incident.owner(),
                incident.reportedAt() == null ? null : incident.reportedAt().truncatedTo(ChronoUnit.MILLIS));
        assertEquals(Optional.of(stored), dao.findByKey(incident.code()));
        for (String owner : owners) {
            assertEquals(owner.equals(incident.owner()) ? List.of(stored) : List.of(), dao.byOwner(owner), owner);
        }
        assertClean(dao.audit());
    }

    private static void assertClean(AuditReport audit) {
        assertTrue(audit.isClean(), audit.toString());
    }
}
