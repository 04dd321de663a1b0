package dev.queryfirst.reliability.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import dev.queryfirst.reliability.support.SentStatements;
import dev.queryfirst.reliability.support.StatementLog;
import dev.queryfirst.reliability.support.TestSessions;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Hostile values ({@link HostileValues}) round-trip unchanged through every write method (insert,
 * save, a moving update; sync and async; LOGGED and PARALLEL) and every read method (by key,
 * each access pattern as a list, async and by pages), in keys, clustering columns, regular
 * columns and collections; every value is bound, none is in any CQL text, neither in what the
 * generated table classes prepare nor in what the session sent.
 */
@CassandraTest
class ValuesRoundTripTest {

    private static final Instant UPDATED = Instant.parse("2024-06-17T10:15:30.123Z");

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ValuesSchema.create(session, keyspace.name(), Replication.simple(1));
    }

    @Test
    void theGeneratedStatementsHoldNoValueOnlyMarkers() {
        List<String> statements = new ArrayList<>();
        statements.addAll(DocumentsTable.statements("ks"));
        statements.addAll(DocumentsByTitleTable.statements("ks"));
        statements.addAll(DocumentsByOwnerTable.statements("ks"));
        statements.addAll(DocumentsByOwnerRecentTable.statements("ks"));
        for (String cql : statements) {
            assertFalse(cql.contains("'"), () -> "a string literal in " + cql);
            String withoutNames = cql.replaceAll("\"[^\"]*\"", "");
            assertFalse(
                    withoutNames.matches("(?s).*(=|<|>)\\s*[0-9'].*"),
                    () -> "a value compared with a literal in " + cql);
        }
        assertTrue(statements.stream().anyMatch(cql -> cql.contains("title = ?")), statements.toString());
    }

    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void hostileValuesRoundTripThroughEveryWriteAndReadMethod(WriteMode mode, TestKeyspace keyspace) {
        StatementLog log = new StatementLog();
        try (CqlSession session = TestSessions.open(keyspace, log)) {
            DocumentDao dao = DocumentDao.create(
                    session,
                    DaoOptions.defaults()
                            .withKeyspace(keyspace.name())
                            .withWriteMode(mode)
                            .withClock(java.time.Clock.fixed(UPDATED, java.time.ZoneOffset.UTC)));
            String owner = "owner-" + mode;
            List<Document> written = new ArrayList<>();
            for (int i = 0; i < HostileValues.TEXT.size(); i++) {
                Document document = document(mode, i, owner, HostileValues.TEXT.get(i));
                write(dao, i, document);
                written.add(document);
                assertEquals(Optional.of(document), dao.findByKey(document.id()));
                assertEquals(
                        Optional.of(document),
                        dao.findByKeyAsync(document.id()).toCompletableFuture().join());
                assertTrue(dao.byTitle(document.title()).contains(document), document.title());
                assertTrue(dao.byTitleAsync(document.title())
                        .toCompletableFuture()
                        .join()
                        .contains(document));
                assertTrue(dao.byTitlePage(document.title(), 1, null).items().contains(document)
                        || dao.byTitle(document.title()).size() > 1);
            }
            // Every clustering value at once: the range reads and the bucketed reads return them all.
            Instant min = Instant.ofEpochMilli(Long.MIN_VALUE);
            Instant max = Instant.ofEpochMilli(Long.MAX_VALUE);
            assertEquals(Set.copyOf(written), Set.copyOf(dao.byOwner(owner, min, max)));
            assertEquals(
                    Set.copyOf(written),
                    Set.copyOf(dao.byOwnerAsync(owner, min, max)
                            .toCompletableFuture()
                            .join()));
            assertEquals(
                    Set.copyOf(written), Set.copyOf(allPages(cursor -> dao.byOwnerPage(owner, min, max, 3, cursor))));
            assertEquals(Set.copyOf(written), Set.copyOf(dao.recentByOwner(owner, 1_000)));
            assertEquals(
                    Set.copyOf(written),
                    Set.copyOf(allPages(cursor -> dao.recentByOwnerPageAsync(owner, 4, cursor)
                            .toCompletableFuture()
                            .join())));
            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
            SentStatements.assertAllBound(
                    log,
                    HostileValues.TEXT.stream()
                            .filter(text -> text.strip().length() > 3)
                            .toList());
        }
    }

    /**
     * A megabyte of text round-trips in PARALLEL mode, each copy its own statement. In LOGGED
     * mode the whole batch is refused by Cassandra's batch_size_fail_threshold (50 KiB by default)
     * and nothing is written: the documented limit of atomic writes, which QF307 warns about.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void aMegabyteOfTextIsWrittenWholeOrNotAtAll(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            DocumentDao dao = DocumentDao.create(
                    session, DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode));
            Document document = document(mode, 1_000, "megabyte-" + mode, HostileValues.MEGABYTE);
            if (mode == WriteMode.PARALLEL) {
                dao.insert(document);
                assertEquals(Optional.of(document), dao.findByKey(document.id()));
                assertEquals(
                        List.of(document),
                        dao.byOwner(
                                document.owner(),
                                Instant.ofEpochMilli(Long.MIN_VALUE),
                                Instant.ofEpochMilli(Long.MAX_VALUE)));
            } else {
                InvalidQueryException refused = assertThrows(InvalidQueryException.class, () -> dao.insert(document));
                assertTrue(refused.getMessage().contains("Batch too large"), refused.getMessage());
                assertEquals(Optional.empty(), dao.findByKey(document.id()));
                assertEquals(List.of(), dao.byTitle(document.title()));
            }
            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }

    /**
     * The empty string is a value like any other, except as a whole partition key, which Cassandra
     * refuses: the DAO says so before sending anything, so no copy is written in either mode.
     */
    @ParameterizedTest
    @EnumSource(WriteMode.class)
    void anEmptyStringRoundTripsExceptAsAWholePartitionKey(WriteMode mode, TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            DocumentDao dao = DocumentDao.create(
                    session, DaoOptions.defaults().withKeyspace(keyspace.name()).withWriteMode(mode));
            Document base = document(mode, 3_000, "owner-empty-" + mode, "");
            Document empty = new Document(
                    base.id(),
                    "title-empty-" + mode,
                    base.owner(),
                    base.createdAt(),
                    base.updatedAt(),
                    "",
                    List.of(""),
                    Set.of(""),
                    Map.of("", ""),
                    base.data(),
                    base.amount());
            dao.insert(empty);
            assertEquals(Optional.of(empty), dao.findByKey(empty.id()));
            assertEquals(List.of(empty), dao.byTitle(empty.title()));
            for (Document refusedKey : List.of(
                    new Document(
                            empty.id(),
                            "",
                            empty.owner(),
                            empty.createdAt(),
                            empty.updatedAt(),
                            "moved",
                            List.of(),
                            Set.of(),
                            Map.of(),
                            null,
                            null),
                    new Document(
                            empty.id(),
                            empty.title(),
                            "",
                            empty.createdAt(),
                            empty.updatedAt(),
                            "moved",
                            List.of(),
                            Set.of(),
                            Map.of(),
                            null,
                            null))) {
                IllegalArgumentException refused =
                        assertThrows(IllegalArgumentException.class, () -> dao.save(refusedKey));
                assertTrue(
                        refused.getMessage()
                                .endsWith(" must not be empty: it is a table's whole"
                                        + " partition key, and Cassandra refuses an empty partition key"),
                        refused.getMessage());
                assertEquals(Optional.of(empty), dao.findByKey(empty.id()), "nothing was written");
            }
            AuditReport audit = dao.audit();
            assertTrue(audit.isClean(), audit.toString());
        }
    }

    /** Instants finer than a millisecond are truncated: CQL timestamps count milliseconds. */
    @Test
    void instantsKeepMillisecondsOnly(TestKeyspace keyspace) {
        try (CqlSession session = TestSessions.open(keyspace, null)) {
            DocumentDao dao = DocumentDao.create(session, DaoOptions.defaults().withKeyspace(keyspace.name()));
            Instant precise = Instant.parse("2024-06-17T10:15:30.123456789Z");
            Document document = document(WriteMode.LOGGED, 2_000, "precision", "precise");
            document = new Document(
                    document.id(),
                    document.title(),
                    document.owner(),
                    precise,
                    document.updatedAt(),
                    document.body(),
                    document.tags(),
                    document.labels(),
                    document.attributes(),
                    document.data(),
                    document.amount());
            dao.insert(document);
            assertEquals(
                    precise.truncatedTo(ChronoUnit.MILLIS),
                    dao.findByKey(document.id()).orElseThrow().createdAt());
        }
    }

    /**
     * Writes document {@code i} with one of the write methods, in turn: insert, insertAsync,
     * save, saveAsync, or an insert of another state followed by a moving update (sync or async).
     */
    private static void write(DocumentDao dao, int i, Document document) {
        switch (i % 6) {
            case 0 -> dao.insert(document);
            case 1 -> dao.insertAsync(document).toCompletableFuture().join();
            case 2 -> dao.save(document);
            case 3 -> dao.saveAsync(document).toCompletableFuture().join();
            default -> {
                Document before = new Document(
                        document.id(),
                        "before " + document.title(),
                        "before " + document.owner(),
                        document.createdAt(),
                        document.updatedAt(),
                        "before",
                        List.of(),
                        Set.of(),
                        Map.of(),
                        null,
                        null);
                dao.insert(before);
                boolean updated = i % 6 == 4
                        ? dao.update(document)
                        : dao.updateAsync(document).toCompletableFuture().join();
                assertTrue(updated);
                assertEquals(List.of(), dao.byTitle(before.title()), "the moved row is gone");
            }
        }
    }

    private static Document document(WriteMode mode, int i, String owner, String text) {
        UUID id = UUID.nameUUIDFromBytes((mode + "/" + i).getBytes(StandardCharsets.UTF_8));
        boolean empty = i % 2 == 0;
        return new Document(
                id,
                // A partition key is at most 64 KiB.
                text.length() > 20_000 ? "long title " + i : text,
                owner,
                HostileValues.INSTANTS.get(i % HostileValues.INSTANTS.size()),
                UPDATED.minusMillis(i),
                text,
                empty ? List.of() : List.of(text, text),
                empty ? Set.of() : Set.of(text),
                empty ? Map.of() : Map.of(text, text),
                HostileValues.BYTES.get(i % HostileValues.BYTES.size()).duplicate(),
                HostileValues.DECIMALS.get(i % HostileValues.DECIMALS.size()));
    }

    private static List<Document> allPages(java.util.function.Function<String, Page<Document>> read) {
        List<Document> all = new ArrayList<>();
        String cursor = null;
        do {
            Page<Document> page = read.apply(cursor);
            all.addAll(page.items());
            cursor = page.cursor().orElse(null);
        } while (cursor != null);
        return all;
    }
}
