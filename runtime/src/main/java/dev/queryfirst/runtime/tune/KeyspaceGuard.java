package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.schema.KeyspaceMetadata;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Keeps a rehearsal out of a keyspace holding data it did not write. A keyspace a rehearsal
 * creates or starts empty gets a marker table, {@code queryfirst_rehearsal}; a later rehearsal of
 * a marked keyspace empties its tables first (they hold only synthetic rows). A keyspace with rows
 * and no marker is refused, unless the caller allows it: then nothing in it is deleted.
 */
final class KeyspaceGuard {

    static final String MARKER = "queryfirst_rehearsal";

    private static final Duration TIMEOUT = Duration.ofSeconds(60);

    private final CqlSession session;
    private final String keyspace;

    KeyspaceGuard(CqlSession session, String keyspace) {
        this.session = session;
        this.keyspace = keyspace;
    }

    /**
     * Prepares the keyspace before the schema is created in it.
     *
     * @return whether the keyspace is the rehearsal's own (marked, or empty), so it may be marked
     * @throws IllegalStateException when it holds rows no rehearsal wrote and {@code allowExisting}
     *     is false: naming a table that holds them
     */
    boolean claim(List<String> tables, boolean allowExisting) {
        Optional<KeyspaceMetadata> metadata = session.getMetadata().getKeyspace(CqlIdentifier.fromInternal(keyspace));
        if (metadata.isEmpty()) {
            return true;
        }
        boolean marked =
                metadata.get().getTable(CqlIdentifier.fromInternal(MARKER)).isPresent();
        Optional<String> occupied = tables.stream()
                .filter(t ->
                        metadata.get().getTable(CqlIdentifier.fromInternal(t)).isPresent())
                .filter(this::holdsRows)
                .findFirst();
        if (occupied.isEmpty()) {
            return true;
        }
        if (marked) {
            for (String table : tables) {
                if (metadata.get().getTable(CqlIdentifier.fromInternal(table)).isPresent()) {
                    execute("TRUNCATE " + qualified(table));
                }
            }
            return true;
        }
        if (!allowExisting) {
            throw new IllegalStateException("keyspace " + keyspace + " holds data no rehearsal wrote (table "
                    + occupied.get() + " has rows). A rehearsal writes synthetic entities and deletes some of"
                    + " them, so it never runs where other data lives. Rehearse in a keyspace of its own, e.g. "
                    + keyspace + "_rehearsal, or, if these rows are disposable, pass"
                    + " RehearsalOptions.allowingExistingData() (they are then left as they are, and the figures"
                    + " include them).");
        }
        return false;
    }

    /** Marks the keyspace as the rehearsal's, once its schema exists. */
    void mark() {
        execute("CREATE TABLE IF NOT EXISTS " + qualified(MARKER)
                + " (id int PRIMARY KEY, note text) WITH comment = 'written by a QueryFirst rehearsal: its tables hold"
                + " synthetic rows only'");
    }

    private boolean holdsRows(String table) {
        return session.execute(SimpleStatement.newInstance("SELECT * FROM " + qualified(table) + " LIMIT 1")
                                .setTimeout(TIMEOUT))
                        .one()
                != null;
    }

    private String qualified(String table) {
        return CqlIdentifier.fromInternal(keyspace).asCql(true) + "."
                + CqlIdentifier.fromInternal(table).asCql(true);
    }

    private void execute(String cql) {
        session.execute(SimpleStatement.newInstance(cql).setTimeout(TIMEOUT));
    }
}
