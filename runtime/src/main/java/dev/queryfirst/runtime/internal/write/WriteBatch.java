package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.PartialWriteException;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.Accesses;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.DirectoryTable;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.ExpiringTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.MovableTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The writes of one DAO call: every copy of an entity, applied together.
 *
 * <p>In {@link WriteMode#LOGGED} mode (the default) they go out as one LOGGED batch, atomic
 * across tables. In {@link WriteMode#PARALLEL} mode each is its own asynchronous statement: the
 * copies in derived tables first, all at once, then the base table's, so that the base table
 * keeps describing the previous state until every other copy is written and a retry (which reads
 * the base table) redoes whatever is missing. A failure then raises {@link PartialWriteException}
 * naming the tables whose copies may not have been written.
 *
 * <p>Every statement carries an explicit idempotence flag, and the batch is idempotent only when
 * all its statements are: the driver then retries and speculatively executes it safely.
 *
 * <pre>{@code
 * // update of a user whose email (the key of users_by_email) may change
 * writer.batch()
 *     .move(byEmail, previous, user)   // deletes the old users_by_email row if the email changed
 *     .insert(users, user)
 *     .execute();
 * }</pre>
 *
 * <p>Not thread-safe: build and execute it in one call.
 */
public final class WriteBatch {

    private final CqlSession session;
    private final DaoOptions options;
    /** The write mode and the statement options of the DAO's writes. */
    private final Sending sending;

    private final List<Write> writes = new ArrayList<>();
    /**
     * Rows that moved away, deleted at execution just below the batch's write time. Like
     * {@link #listing}, a list only once something is added: most batches add nothing to either.
     */
    private List<MovedRow<?>> movedRows = List.of();

    /** The directory entries this DAO wrote recently, and those this batch writes. */
    private final WrittenEntries written;

    private List<WrittenEntries.Entry> listing = List.of();

    private long timestamp = Statement.NO_DEFAULT_TIMESTAMP;

    /** Told how many statements the batch sends; null when nobody listens. */
    private final Accesses accesses;

    WriteBatch(CqlSession session, DaoOptions options, Sending sending, WrittenEntries written, Accesses accesses) {
        this.session = session;
        this.options = options;
        this.sending = sending;
        this.written = written;
        this.accesses = accesses;
    }

    /** The {@code previous} row of an entity in {@code table}, which the entity moved away from. */
    private record MovedRow<E>(MovableTable<E> table, E previous) {

        Write deleteAt(long timestamp) {
            return new Write(
                    table.name(), withIdempotence(table.bindDeleteAt(previous, timestamp), true), table.isBase());
        }
    }

    /**
     * Writes the row of a new {@code entity} into {@code table}: its nulls left unset, its
     * collections' elements added (see {@link RowWrites}); nothing when the table does not
     * {@linkplain EntityTable#holds hold} the entity (a null optional key attribute).
     */
    public <E> WriteBatch insert(EntityTable<E> table, E entity) {
        return replace(table, null, entity);
    }

    /**
     * Writes {@code current}'s row into {@code table} over the row of {@code previous}, the state
     * the DAO read (same primary key; null when the entity is new): a value becomes null with a
     * tombstone only where {@code previous} held one, a collection changes element by element (see
     * {@link RowWrites}). Nothing when the table does not {@linkplain EntityTable#holds hold}
     * {@code current}.
     */
    public <E> WriteBatch replace(EntityTable<E> table, E previous, E current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        if (!table.holds(current)) {
            return this;
        }
        BoundStatement before = previous == null || !table.holds(previous) ? null : table.bindInsert(previous);
        return replace(table, before, table.bindInsert(current));
    }

    /**
     * {@link #replace(EntityTable, Object, Object)} with both rows bound already by {@code table}'s
     * {@code bindInsert}: the DAO bound them to compare them ({@link RowWrites#same}), and does not
     * bind them again. Only for a table that holds a row for every entity (a base table, or the
     * table a blind save reads); {@code before} is null for a new entity.
     */
    public WriteBatch replace(EntityTable<?> table, BoundStatement before, BoundStatement current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        return add(table, RowWrites.of(current, before, table.updateElements(), appendsLists(), renews(table)));
    }

    /**
     * {@link #replace(EntityTable, Object, Object)} over {@code stored}, the row of {@code previous}
     * the DAO read from the entity's base table (or the table a blind save reads): the row is
     * compared with {@code current}'s by the stored bytes ({@link RowWrites#ofStored}), and {@code previous} is bound for no table.
     *
     * @param previous the state {@code stored} holds, decoded; null, as {@code stored}, for a new entity
     */
    public <E> WriteBatch replace(EntityTable<E> table, E previous, Row stored, E current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        if (!table.holds(current)) {
            return this;
        }
        Row before = previous == null || !table.holds(previous) ? null : stored;
        return replace(table, before, table.bindInsert(current));
    }

    /**
     * {@link #replace(EntityTable, Object, Row, Object)} into the table {@code stored} was read from,
     * with {@code current} bound already by its {@code bindInsert}: the DAO bound it to compare it
     * with the row ({@link RowWrites#same(Row, BoundStatement)}), and does not bind it again.
     *
     * @param stored the row read; null for a new entity
     */
    public WriteBatch replace(EntityTable<?> table, Row stored, BoundStatement current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        return add(table, RowWrites.ofStored(current, stored, table.updateElements(), appendsLists(), renews(table)));
    }

    private WriteBatch add(EntityTable<?> table, List<BoundStatement> row) {
        // An immutable list already: copyOf only widens its type.
        writes.add(new Write(table.name(), List.copyOf(row), table.isBase()));
        return this;
    }

    /** Whether a list that only grew is appended to: only where a retry cannot apply it twice. */
    private boolean appendsLists() {
        return options.writeMode() == WriteMode.LOGGED;
    }

    /** Whether every value is written again: each write restarts an expiring row's lifetime. */
    private static boolean renews(EntityTable<?> table) {
        return table instanceof ExpiringTable;
    }

    /**
     * Writes {@code entity}'s whole row into {@code table} without knowing what it held: every null
     * bound (a tombstone where a value may be stored), every collection written whole. What a DAO
     * writes on {@code save} and {@code update} when it does not read the previous state (no table's
     * key can change); nothing when the table does not {@linkplain EntityTable#holds hold} the entity.
     */
    public <E> WriteBatch overwrite(EntityTable<E> table, E entity) {
        Args.notNull(table, "table");
        Args.notNull(entity, "entity");
        if (!table.holds(entity)) {
            return this;
        }
        return overwrite(table, table.bindInsert(entity));
    }

    /**
     * {@link #overwrite(EntityTable, Object)} with the row bound already by {@code table}'s
     * {@code bindInsert}: the DAO bound it to decide whether the blind write must read first
     * ({@link RowWrites#clears}), and does not bind it again. Only for a table that holds a row for
     * every entity.
     */
    public WriteBatch overwrite(EntityTable<?> table, BoundStatement insert) {
        Args.notNull(table, "table");
        Args.notNull(insert, "insert");
        writes.add(new Write(table.name(), withIdempotence(insert, true), table.isBase()));
        return this;
    }

    /** Deletes the row of {@code entity} from {@code table} (idempotent); nothing when the table has none. */
    public <E> WriteBatch delete(EntityTable<E> table, E entity) {
        Args.notNull(table, "table");
        Args.notNull(entity, "entity");
        if (!table.holds(entity)) {
            return this;
        }
        writes.add(new Write(table.name(), withIdempotence(table.bindDelete(entity), true), table.isBase()));
        return this;
    }

    /**
     * Moves {@code table}'s copy from the {@code previous} state of an entity to its
     * {@code current} state: deletes the previous row when its primary key differs, then inserts
     * the current row. In a sparse table ({@link EntityTable#holds}) the entity moves in when its
     * optional key attribute becomes set (no delete), and out when it becomes null (no insert).
     *
     * <p>Keys are compared in the form Cassandra compares them ({@link MovableTable#sameRow}):
     * an {@code Instant.now()} that the table stored in milliseconds is not a move. And the delete
     * is written one microsecond below the batch's write time, which the batch then sets
     * explicitly: if two keys that Cassandra holds for one row were ever taken for two, the insert
     * still wins and the row stays. (Within one write time a delete wins over an insert.)
     *
     * <p>A row that stays is written over {@code previous}'s ({@link #replace}); a row the entity
     * moves into is new, and leaves its nulls unset.
     *
     * @param previous the state read from the base table, or null when the entity is new
     */
    public <E> WriteBatch move(MovableTable<E> table, E previous, E current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        return movedAway(table, previous, current) ? insert(table, current) : replace(table, previous, current);
    }

    /**
     * {@link #move(MovableTable, Object, Object)} over {@code stored}, the row of {@code previous}
     * the DAO read from the entity's base table: a row that stays is written over it by the stored
     * bytes ({@link #replace(EntityTable, Object, Row, Object)}), {@code previous} bound for no
     * table but the delete of a row that moved away.
     *
     * @param previous the state {@code stored} holds, decoded; null, as {@code stored}, for a new entity
     */
    public <E> WriteBatch move(MovableTable<E> table, E previous, Row stored, E current) {
        Args.notNull(table, "table");
        Args.notNull(current, "current");
        return movedAway(table, previous, current) ? insert(table, current) : replace(table, previous, stored, current);
    }

    /**
     * Whether {@code table}'s row of {@code previous} is not {@code current}'s: then it is deleted at
     * execution (the row {@code current} moves into is new).
     */
    private <E> boolean movedAway(MovableTable<E> table, E previous, E current) {
        if (previous != null && table.holds(previous) && (!table.holds(current) || !table.sameRow(previous, current))) {
            moved(new MovedRow<>(table, previous));
            return true;
        }
        return false;
    }

    private void moved(MovedRow<?> row) {
        movedRows = movedRows.isEmpty() ? new ArrayList<>(2) : movedRows;
        movedRows.add(row);
    }

    /**
     * Lists the bucket of {@code entity} in {@code directory} (an idempotent upsert; nothing when the
     * data table does not {@linkplain DirectoryTable#holds hold} the entity), unless this
     * DAO's batches wrote that entry in the last {@link DirectoryTable#REMEMBERED_SECONDS} (see
     * {@link DaoOptions#withDirectoryCache}). The entry counts as written once the whole batch
     * succeeded.
     */
    public <E> WriteBatch list(DirectoryTable<E> directory, E entity) {
        Args.notNull(directory, "directory");
        Args.notNull(entity, "entity");
        if (!directory.holds(entity)) {
            return this;
        }
        if (written.isEnabled()) {
            WrittenEntries.Entry entry = new WrittenEntries.Entry(directory.name(), directory.entry(entity));
            if (written.isRecent(entry, System.nanoTime())) {
                return this;
            }
            listing = listing.isEmpty() ? new ArrayList<>(2) : listing;
            listing.add(entry);
        }
        return add(directory.name(), directory.bindUpsert(entity), true);
    }

    /**
     * Adds any other write to a derived table (a counter update, a list append): {@code idempotent}
     * must be false for anything that must not be applied twice.
     */
    public WriteBatch add(String table, BatchableStatement<?> statement, boolean idempotent) {
        Args.notNull(table, "table");
        Args.notNull(statement, "statement");
        writes.add(new Write(table, withIdempotence(statement, idempotent), false));
        return this;
    }

    /**
     * {@code statement} with the idempotence flag {@code idempotent}. A driver statement is
     * immutable, so setting the flag copies it: the generated tables bind their inserts and deletes
     * already marked idempotent, and those are kept as they are.
     */
    private static BatchableStatement<?> withIdempotence(BatchableStatement<?> statement, boolean idempotent) {
        return Boolean.valueOf(idempotent).equals(statement.isIdempotent())
                ? statement
                : statement.setIdempotent(idempotent);
    }

    /**
     * Writes every statement at {@code timestamp} (microseconds since the epoch) instead of the
     * driver's clock: the DAO of a versioned entity orders its copies by the version they belong to
     * (see {@link Versions}).
     */
    public WriteBatch at(long timestamp) {
        this.timestamp = timestamp;
        return this;
    }

    /** Whether nothing was added. */
    public boolean isEmpty() {
        return writes.isEmpty() && movedRows.isEmpty();
    }

    /** Applies every write; see {@link #executeAsync()}. */
    public void execute() {
        Futures.getUninterruptibly(executeAsync());
    }

    /**
     * Applies every write in the DAO's write mode. The stage fails with the driver's exception in
     * LOGGED mode, with a {@link PartialWriteException} in PARALLEL mode.
     */
    public CompletionStage<Void> executeAsync() {
        if (isEmpty()) {
            return CompletableFuture.completedFuture(null);
        }
        long writeTime = timestamp;
        // Only a batch that moves rows needs its write time fixed and its deletes bound (at execution,
        // so that at() may come after move()); every other batch goes out as it was built.
        List<Write> all = writes;
        if (!movedRows.isEmpty()) {
            writeTime = writeTime == Statement.NO_DEFAULT_TIMESTAMP ? WriteTimes.next(session) : writeTime;
            all = new ArrayList<>(movedRows.size() + writes.size());
            for (MovedRow<?> row : movedRows) {
                all.add(row.deleteAt(writeTime - 1));
            }
            all.addAll(writes);
        }
        if (accesses != null) {
            accesses.batchWritten(all.size());
        }
        if (listing.isEmpty()) {
            return WriteSender.send(session, sending, all, writeTime);
        }
        // The clock is read only for the directory entries it dates: most writes list none.
        long sentAt = System.nanoTime();
        CompletionStage<Void> executed = WriteSender.send(session, sending, all, writeTime);
        return executed.thenApply(done -> {
            written.record(listing, sentAt);
            return done;
        });
    }
}
