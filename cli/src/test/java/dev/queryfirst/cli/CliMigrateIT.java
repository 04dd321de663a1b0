package dev.queryfirst.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.queryfirst.cli.desk.Ticket;
import dev.queryfirst.cli.desk.TicketDao;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.instances.InstanceHeartbeat;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A release step from start to end, each verb a fresh JVM of the runnable jar: the keyspace at
 * version 1 with tickets, a dry run that changes nothing, the migration with its backfill, verify,
 * drift, audit and repair, observe, cql.
 */
@CassandraTest
class CliMigrateIT {

    private static final Set<String> VERBS =
            Set.of("status", "migrate", "verify", "backfill", "audit", "observe", "rehearse", "cql");

    @Test
    void helpListsEveryVerb() {
        Cli.Run help = Cli.runWith(List.of(), "--help").expect(0);
        for (String verb : VERBS) {
            assertTrue(
                    help.out().lines().anyMatch(line -> line.trim().startsWith(verb + " ")), verb + ":\n" + help.out());
        }
        assertTrue(help.out().contains("2 drift or pending"), help.out());
    }

    @Test
    void aReleaseStepFromDryRunToAudit(CqlSession session, TestKeyspace keyspace) throws IOException {
        String ks = keyspace.name();
        List<Ticket> tickets = DeskFixture.atVersionOne(session, ks, 300);
        String app =
                Cli.applicationJar("desk.jar", "dev/queryfirst/cli/desk", true).toString();

        String before = DeskFixture.snapshot(session, ks);
        Cli.Run dryRun = Cli.run(keyspace, "migrate", "--dry-run", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(2);
        assertTrue(dryRun.out().contains("-- version 2: "), dryRun.out());
        assertTrue(dryRun.out().contains("CREATE TABLE IF NOT EXISTS " + ks + ".tickets_by_assignee ("), dryRun.out());
        assertTrue(dryRun.out().contains("-- backfill tickets_by_assignee from tickets"), dryRun.out() + dryRun.err());
        assertTrue(dryRun.out().contains("-- version 3: "), dryRun.out());
        assertTrue(!dryRun.out().contains("-- version 1: "), "version 1 is applied:\n" + dryRun.out());
        Cli.Run status = Cli.run(keyspace, "status", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(2);
        assertTrue(status.out().contains("pending versions [2, 3]"), status.out());
        assertTrue(status.out().contains("version 1 applied"), status.out());
        assertEquals(before, DeskFixture.snapshot(session, ks), "the dry run and status change nothing");

        Cli.Run migrate =
                Cli.run(keyspace, "migrate", "-cp", app, "--keyspace-name", ks).expect(0);
        assertTrue(migrate.out().contains("applied versions [2, 3] to keyspace " + ks), migrate.out());
        Cli.run(keyspace, "migrate", "-cp", app, "--keyspace-name", ks).expect(0);
        assertEquals(
                tickets.stream().filter(t -> t.assignee() != null).count(),
                DeskFixture.count(session, ks, "tickets_by_assignee"),
                "every assigned ticket backfilled");
        TicketDao dao = TicketDao.create(session, DaoOptions.defaults().withKeyspace(ks));
        assertEquals(
                tickets.stream().filter(t -> "agent-3".equals(t.assignee())).collect(Collectors.toSet()),
                Set.copyOf(dao.byAssignee("agent-3")));

        JsonNode json = new ObjectMapper()
                .readTree(Cli.run(keyspace, "status", "--check", "--json", "-cp", app, "--keyspace-name", ks)
                        .expect(0)
                        .out());
        assertEquals(3, json.get("history").size(), json.toString());
        assertEquals(0, json.get("pendingVersions").size(), json.toString());
        assertTrue(json.get("history").get(1).get("appliedBy").asText().startsWith("queryfirst-cli@"), json.toString());

        // An instance still running version 1 shows in status, by the version it writes.
        try (InstanceHeartbeat old = InstanceHeartbeat.start(
                session, ks, 1, HeartbeatOptions.defaults().withInstanceId("desk-v1-pod-7"))) {
            Cli.Run withOld = Cli.run(keyspace, "status", "-cp", app, "--keyspace-name", ks)
                    .expect(0);
            assertTrue(withOld.out().contains("live instance desk-v1-pod-7 (version 1, last seen "), withOld.out());
            JsonNode live = new ObjectMapper()
                    .readTree(Cli.run(keyspace, "status", "--json", "-cp", app, "--keyspace-name", ks)
                            .expect(0)
                            .out())
                    .get("liveInstances");
            // The CLI's own migrate above recorded itself too, at version 3, until its row expires.
            JsonNode old1 = null;
            for (JsonNode instance : live) {
                if (instance.get("id").asText().equals("desk-v1-pod-7")) {
                    old1 = instance;
                }
            }
            assertTrue(old1 != null, live.toString());
            assertEquals(1, old1.get("version").asInt(), live.toString());
        }

        // The driver's configuration from a file instead of -D settings.
        Path config = Files.writeString(
                Files.createDirectories(Path.of("target", "cli-it")).resolve("driver.conf"),
                "datastax-java-driver.basic {\n  contact-points = [\""
                        + keyspace.contactPoint().getHostString()
                        + ":" + keyspace.contactPoint().getPort() + "\"]\n  load-balancing-policy.local-datacenter = "
                        + keyspace.localDatacenter() + "\n}\n");
        Cli.runWith(List.of(), "verify", "--check", "--config", config.toString(), "-cp", app, "--keyspace-name", ks)
                .expect(0);

        session.execute("ALTER TABLE " + ks + ".tickets ADD escalated boolean");
        Cli.Run drift = Cli.run(keyspace, "verify", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(2);
        assertTrue(drift.out().contains("escalated"), drift.out());
        session.execute("ALTER TABLE " + ks + ".tickets DROP escalated");

        Cli.run(keyspace, "audit", "--check", "-cp", app, "--keyspace-name", ks).expect(0);
        Ticket lost = tickets.get(0);
        session.execute(
                "DELETE FROM " + ks + ".tickets_by_assignee WHERE assignee = ? AND opened_at = ? AND ticket_id = ?",
                lost.assignee(),
                lost.openedAt(),
                lost.ticketId());
        Cli.Run audit = Cli.run(keyspace, "audit", "--check", "-cp", app, "--keyspace-name", ks)
                .expect(2);
        assertTrue(audit.out().contains("TicketDao"), audit.out());
        Cli.run(keyspace, "audit", "--repair", "-cp", app, "--keyspace-name", ks)
                .expect(0);
        Cli.run(keyspace, "audit", "--check", "-cp", app, "--keyspace-name", ks).expect(0);
        assertTrue(dao.byAssignee(lost.assignee()).contains(lost), "repaired");

        Cli.Run observe =
                Cli.run(keyspace, "observe", "-cp", app, "--keyspace-name", ks).expect(0);
        assertTrue(observe.out().contains("tickets_by_assignee"), observe.out());

        Cli.Run cql =
                Cli.runWith(List.of(), "cql", "-cp", app, "--keyspace-name", ks).expect(0);
        assertTrue(cql.out().contains("CREATE TABLE IF NOT EXISTS " + ks + ".tickets ("), cql.out());
        assertTrue(cql.out().contains("CREATE TABLE IF NOT EXISTS " + ks + ".tickets_by_assignee ("), cql.out());
    }

    @Test
    void rehearsesInAScratchKeyspace(CqlSession session, TestKeyspace keyspace) {
        String app = Cli.applicationJar("desk-rehearse.jar", "dev/queryfirst/cli/desk", true)
                .toString();
        String scratch = keyspace.name() + "_scratch";
        try {
            Cli.Run rehearse = Cli.run(
                            keyspace,
                            "rehearse",
                            "-cp",
                            app,
                            "--scratch-keyspace",
                            scratch,
                            "--rows",
                            "300",
                            "--output",
                            "target/cli-it/rehearsal")
                    .expect(0);
            assertTrue(rehearse.out().contains("tickets_by_assignee"), rehearse.out());
            assertTrue(
                    session.getMetadata()
                            .getKeyspace(scratch)
                            .flatMap(k -> k.getTable("queryfirst_rehearsal"))
                            .isPresent(),
                    "the scratch keyspace is marked as the rehearsal's");
            Cli.Run refused =
                    Cli.run(keyspace, "rehearse", "-cp", app, "--scratch-keyspace", "desk", "--keyspace-name", "desk");
            refused.expect(1);
            assertTrue(refused.err().contains("is the application's keyspace"), refused.err());
        } finally {
            session.execute("DROP KEYSPACE IF EXISTS " + scratch);
        }
    }
}
