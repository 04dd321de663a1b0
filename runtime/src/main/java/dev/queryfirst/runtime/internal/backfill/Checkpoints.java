package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.TokenMap;
import com.datastax.oss.driver.api.core.metadata.token.TokenRange;
import dev.queryfirst.runtime.internal.schema.PendingBackfills;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;

/**
 * The table {@code <keyspace>.queryfirst_backfill}: per target table, the token ranges whose rows
 * were all copied, so that a backfill stopped midway resumes with the others (the same table holds
 * the backfills left to a whole-table job, {@link PendingBackfills}). Read and written
 * at the driver's consistency: a checkpoint a run does not see only makes it copy that range
 * again, which is harmless (copies are idempotent and keep their source's write time).
 */
final class Checkpoints {

    private final CqlSession session;
    private final String table;
    private final TokenMap tokens;

    private Checkpoints(CqlSession session, String keyspace) {
        this.session = session;
        this.table = CqlIdentifier.fromInternal(keyspace).asCql(true) + "." + PendingBackfills.TABLE;
        this.tokens = RingSplits.tokenMap(session);
    }

    /** The checkpoints of {@code keyspace}, whose table is created when missing. */
    static Checkpoints open(CqlSession session, String keyspace) {
        PendingBackfills.createTable(session, keyspace);
        return new Checkpoints(session, keyspace);
    }

    /** The ranges of {@code target} finished before, as {@link #key(TokenRange)}s. */
    Set<String> finished(String target) {
        Set<String> keys = new HashSet<>();
        for (Row row : session.execute(SimpleStatement.newInstance(
                "SELECT range_start, range_end FROM " + table + " WHERE target = ?", target))) {
            keys.add(row.getString(0) + ":" + row.getString(1));
        }
        return keys;
    }

    /** Identifies {@code range} across runs. */
    String key(TokenRange range) {
        return tokens.format(range.getStart()) + ":" + tokens.format(range.getEnd());
    }

    /** Records that every row of {@code range} of {@code source} was copied to {@code target}. */
    void finish(String target, String source, TokenRange range, long rows) {
        session.execute(SimpleStatement.newInstance(
                        "INSERT INTO " + table
                                + " (target, range_start, range_end, source, rows, finished_at) VALUES (?, ?, ?, ?, ?, ?)",
                        target,
                        tokens.format(range.getStart()),
                        tokens.format(range.getEnd()),
                        source,
                        rows,
                        Instant.now())
                .setIdempotent(true));
    }

    /** Forgets every finished range of {@code target}: its next backfill copies everything again. */
    void forget(String target) {
        session.execute(SimpleStatement.newInstance("DELETE FROM " + table + " WHERE target = ?", target)
                .setIdempotent(true));
    }
}
