package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.ConcurrentUpdateException;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.StatementLayers;
import dev.queryfirst.runtime.internal.VersionedTable;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletionStage;

/**
 * The base-row writes of a versioned entity ({@code @Entity(versioned = true)}), and the
 * timestamp at which the DAO then writes the entity's other tables.
 *
 * <p><b>Conflicts.</b> Every write of the base row is a lightweight transaction conditional on the
 * version the DAO read ({@code IF version = ?}, or {@code IF NOT EXISTS} for an insert). When it
 * is not applied nothing is written and the stage fails with {@link ConcurrentUpdateException}.
 *
 * <p><b>Ordering.</b> The other tables cannot join the transaction (a conditional batch must stay
 * in one partition), so they are written afterwards, in a second step, and the second steps of two
 * winners in a row may land in either order. They are therefore written at explicit timestamps
 * that follow the versions. Cassandra writes a transaction's cells at its Paxos ballot time, and
 * a transaction is only accepted with a ballot above every ballot promised before it on the
 * partition: every {@code WRITETIME} ever observed for version {@code v} (a transaction finished
 * by a competing one is rewritten at that one's ballot, so observations may differ) is below every
 * one observed for version {@code v + 1}. The copies of version {@code v + 1} (its new rows, and
 * the deletes of the rows that moved away from version {@code v}) are written at
 * {@code WRITETIME(version v) + 1}, as read together with the previous state. So they are written
 * after every copy of version {@code v} and before every copy of version {@code v + 2}, whatever
 * order the steps land in: each row of the other tables ends in the state of the latest version
 * that wrote or deleted it, and two back-to-back winners cannot leave an orphaned or stale copy.
 * A delete's copies are timed the same way. A new entity's copies are written at
 * {@code WRITETIME(version 1)}, read back at serial consistency after the insert; when a later
 * write has already replaced or deleted the entity, that write took care of the copies and the
 * insert writes none.
 *
 * <p><b>Limits.</b> The timestamps are those of the previous write, possibly long ago: a write at
 * the driver's clock in between (a manual fix) wins over the entity's next copies. The audit's
 * repair therefore advances the version of every entity it repairs (see
 * {@link dev.queryfirst.runtime.internal.audit.Audit}). When the second step fails (the call then fails
 * with the driver's exception) the base row is ahead of its copies until an audit repairs them; the
 * next write of the entity fixes the copies it rewrites but not a row left behind by the failed
 * move. When a competing transaction finished an insert (multi-node clusters, a write racing the
 * insert's commit), the write time read back may be that later one, and a copy of version 1 may
 * outlive version 2's move, until the audit. A row written before the entity was versioned has no
 * {@code WRITETIME(version)}: its first versioned write is timed by the client's clock, taken
 * before the transaction.
 *
 * <pre>{@code
 * // in a generated DAO
 * return versions.read(users.bindSelectRow(user)).thenCompose(previous -> versions.update(previous.orElseThrow(), user)
 *     .thenCompose(timestamp -> writer.batch().move(byEmail, previous.get().entity(), user).at(timestamp).executeAsync()));
 * }</pre>
 *
 * @param <E> the entity type
 */
public final class Versions<E> {

    /**
     * The base row as read: the entity, its version and {@code WRITETIME(version)} (both null for
     * a row written before the entity was versioned).
     */
    public record State<E>(E entity, Long version, Long writeTime) {}

    private final CqlSession session;
    private final DaoOptions options;
    /** The statement options of the transactions (docs/statement-options.md, "Writes"). */
    private final StatementOptions writes;

    private final VersionedTable<E> base;
    private final String entity;
    /** The version column, whose markers the writes bind as they are. */
    private final CqlIdentifier version;

    /**
     * @param entity the entity's simple name, for the messages of {@link ConcurrentUpdateException}
     */
    public Versions(CqlSession session, DaoOptions options, VersionedTable<E> base, String entity) {
        this.session = Args.notNull(session, "session");
        this.options = Args.notNull(options, "options");
        this.writes = StatementLayers.writes(options);
        this.base = Args.notNull(base, "base");
        this.entity = Args.notNull(entity, "entity");
        this.version = CqlIdentifier.fromInternal(base.versionColumn());
    }

    /** The base row {@code select} reads (at the read consistency), with its version and write time. */
    public CompletionStage<Optional<State<E>>> read(BoundStatement select) {
        Args.notNull(select, "select");
        BoundStatement read =
                options.readConsistency().map(select::setConsistencyLevel).orElse(select);
        return session.executeAsync(read)
                .thenApply(result -> Optional.ofNullable(result.one()).map(this::state));
    }

    private State<E> state(Row row) {
        return new State<>(base.map(row), base.version(row), base.versionWriteTime(row));
    }

    /**
     * Inserts {@code entity} at version 1 unless it exists; completes with the timestamp for its
     * copies, or empty when a later write replaced or deleted it before it was read back (that
     * write has written or deleted the copies).
     *
     * @throws ConcurrentUpdateException through the stage, when the entity exists
     */
    public CompletionStage<OptionalLong> insert(E entity) {
        Args.notNull(entity, "entity");
        return conditional(
                        RowWrites.withoutUnchanged(base.bindInsertIfNotExists(entity), null, version),
                        entity,
                        null,
                        true)
                .thenCompose(applied -> writeTime(entity, 1L));
    }

    /**
     * Inserts {@code entity} at version 1 unless it exists, for an entity whose only table is its
     * base table: there are no copies to time, so nothing is read back.
     *
     * @throws ConcurrentUpdateException through the stage, when the entity exists
     */
    public CompletionStage<Void> insertWithoutCopies(E entity) {
        Args.notNull(entity, "entity");
        return conditional(
                RowWrites.withoutUnchanged(base.bindInsertIfNotExists(entity), null, version), entity, null, true);
    }

    /**
     * Rewrites the base row if it is still at {@code previous}'s version; completes with the
     * timestamp for the copies of the new version: just after {@code previous}'s write time.
     *
     * @throws ConcurrentUpdateException through the stage, when another write came first
     */
    public CompletionStage<Long> update(State<E> previous, E entity) {
        Args.notNull(previous, "previous");
        Args.notNull(entity, "entity");
        long timestamp = after(previous);
        BoundStatement update = RowWrites.withoutUnchanged(
                base.bindUpdateIfVersion(entity, previous.version()),
                base.bindUpdateIfVersion(previous.entity(), previous.version()),
                version);
        return conditional(update, entity, previous.version(), false).thenApply(applied -> timestamp);
    }

    /**
     * Deletes the base row if it is still at {@code previous}'s version; completes with the
     * timestamp for the deletes of the copies.
     *
     * @throws ConcurrentUpdateException through the stage, when another write came first
     */
    public CompletionStage<Long> delete(State<E> previous) {
        Args.notNull(previous, "previous");
        long timestamp = after(previous);
        return conditional(
                        base.bindDeleteIfVersion(previous.entity(), previous.version()),
                        previous.entity(),
                        previous.version(),
                        false)
                .thenApply(applied -> timestamp);
    }

    /**
     * {@code WRITETIME(version)} of {@code entity}'s base row, read at serial consistency (so the
     * transaction just applied is seen), if the row is still at {@code version}.
     */
    private CompletionStage<OptionalLong> writeTime(E entity, long version) {
        BoundStatement read = base.bindSelectRow(entity)
                .setConsistencyLevel(options.serialConsistency().orElse(DefaultConsistencyLevel.SERIAL));
        return session.executeAsync(read).thenApply(result -> {
            Row row = result.one();
            return row != null && Long.valueOf(version).equals(base.version(row)) && base.versionWriteTime(row) != null
                    ? OptionalLong.of(base.versionWriteTime(row))
                    : OptionalLong.empty();
        });
    }

    /** Just after the write of {@code previous}'s version; the client's clock for a row without one. */
    private static long after(State<?> previous) {
        return previous.writeTime() != null
                ? previous.writeTime() + 1
                : ChronoUnit.MICROS.between(Instant.EPOCH, Instant.now());
    }

    private CompletionStage<Void> conditional(BoundStatement statement, E subject, Long expected, boolean insert) {
        // A lightweight transaction is not idempotent: applyToWrite never marks it so.
        Statement<?> write = writes.applyToWrite(statement.setIdempotent(false));
        return session.executeAsync(write).thenAccept((AsyncResultSet result) -> {
            if (!result.wasApplied()) {
                Row current = result.one();
                Long actual = current == null
                                || !current.getColumnDefinitions().contains(base.versionColumn())
                                || current.isNull(base.versionColumn())
                        ? null
                        : current.getLong(base.versionColumn());
                throw new ConcurrentUpdateException(
                        entity, base.primaryKey(subject), expected, insert || actual != null, actual);
            }
        });
    }
}
