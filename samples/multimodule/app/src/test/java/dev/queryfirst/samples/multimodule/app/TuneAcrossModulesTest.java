package dev.queryfirst.samples.multimodule.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.tune.EntitySummary;
import dev.queryfirst.runtime.tune.ObservationReport;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import dev.queryfirst.runtime.tune.TableObservation;
import dev.queryfirst.samples.multimodule.core.ParcelsSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keyspace {@code parcels}, split over modules {@code core} (depots) and {@code tracking} (parcels
 * copying their depot live), is rehearsed and observed whole, whichever module's schema class runs
 * it: every module's entities written, parcels pointing at the depots the rehearsal wrote, every
 * module's tables measured (docs/architecture.md, "One keyspace, many modules").
 */
@CassandraTest
class TuneAcrossModulesTest {

    private static final Set<String> TABLES =
            Set.of("depots_by_id", "depots_by_city", "parcels", "parcels_by_depot_id");

    @BeforeAll
    static void keyspaces(CqlSession session) {
        // Depot's DAO keeps billing's copies of depots up to date: keyspace billing must exist.
        Keyspaces.recreate(session);
    }

    @Test
    void aModulesSchemaClassRehearsesTheWholeKeyspace(CqlSession session, TestKeyspace keyspace) {
        RehearsalOptions options = RehearsalOptions.defaults()
                .withRows(500)
                .withReadsPerPattern(5)
                .writingTo(Path.of("target", "queryfirst", "tune-across-modules"))
                .withConsole(null);

        // tracking's schema class: before, it rehearsed parcels alone, with no depot to point at.
        RehearsalReport report =
                dev.queryfirst.samples.multimodule.tracking.ParcelsSchema.rehearse(session, keyspace.name(), options);

        assertThat(report.entities()).extracting(EntitySummary::entity).containsExactlyInAnyOrder("Depot", "Parcel");
        assertThat(report.entities())
                .allSatisfy(entity -> assertThat(entity.written()).isPositive());
        assertThat(report.tables()).extracting(TableFigures::table).containsExactlyInAnyOrderElementsOf(TABLES);
        Set<UUID> depots = session.execute("SELECT id FROM " + keyspace.name() + ".depots_by_id").all().stream()
                .map(row -> row.getUuid("id"))
                .collect(Collectors.toSet());
        List<Row> parcels = session.execute("SELECT depot_id, depot_name FROM " + keyspace.name() + ".parcels")
                .all();
        assertThat(parcels).isNotEmpty();
        for (Row parcel : parcels) {
            assertTrue(depots.contains(parcel.getUuid("depot_id")), "a parcel points at a rehearsed depot: " + parcel);
        }

        assertThat(session.execute("SELECT * FROM billing.invoices").all())
                .as("no copy of a rehearsed depot outside the rehearsal's keyspace")
                .isEmpty();

        ObservationReport observed = ParcelsSchema.observe(session, keyspace.name());
        assertThat(observed.tables()).extracting(TableObservation::table).containsExactlyInAnyOrderElementsOf(TABLES);
    }
}
