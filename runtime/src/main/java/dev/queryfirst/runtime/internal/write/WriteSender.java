package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.PartialWriteException;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.StatementLayers;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * How a {@link WriteBatch}'s writes go out, in the DAO's write mode: one LOGGED batch, or each
 * copy on its own, the derived tables' first and the base table's last (see {@link WriteBatch}).
 * Static, so that sending a save allocates nothing of its own.
 */
final class WriteSender {

    private WriteSender() {}

    /**
     * Sends {@code writes} at {@code writeTime} ({@link Statement#NO_DEFAULT_TIMESTAMP}: the
     * driver's); the stage fails with the driver's exception in LOGGED mode, with a
     * {@link PartialWriteException} in PARALLEL mode.
     */
    static CompletionStage<Void> send(CqlSession session, Sending sending, List<Write> writes, long writeTime) {
        if (sending.mode() == WriteMode.LOGGED) {
            return logged(session, sending, writes, writeTime);
        }
        List<Write> copies = new ArrayList<>();
        List<Write> base = new ArrayList<>();
        for (Write write : writes) {
            (write.base() ? base : copies).add(write);
        }
        return parallel(session, sending, copies, base, writeTime)
                .thenCompose(done -> parallel(session, sending, base, List.of(), writeTime));
    }

    private static CompletionStage<Void> logged(
            CqlSession session, Sending sending, List<Write> writes, long writeTime) {
        if (writes.size() == 1 && writes.get(0).statements().size() == 1) {
            // One statement (a blind save of one table): sent as it is, without a list to hold it.
            return session.executeAsync(
                            withOptions(sending, writes.get(0).statements().get(0), writeTime))
                    .thenApply(resultSet -> null);
        }
        List<BatchableStatement<?>> statements = new ArrayList<>(2 * writes.size());
        boolean idempotent = true;
        for (Write write : writes) {
            // Element by element: addAll would copy each write's list into an array first.
            for (BatchableStatement<?> statement : write.statements()) {
                statements.add(statement);
            }
            idempotent &= write.idempotent();
        }
        Statement<?> statement = statements.size() == 1
                ? statements.get(0)
                : BatchStatement.newInstance(DefaultBatchType.LOGGED, statements)
                        .setIdempotent(idempotent);
        return session.executeAsync(withOptions(sending, statement, writeTime)).thenApply(resultSet -> null);
    }

    /**
     * Runs {@code writes} concurrently; when any fails, fails with the tables of the failed
     * writes and of {@code notYetWritten}, which the caller would have written next.
     */
    private static CompletionStage<Void> parallel(
            CqlSession session, Sending sending, List<Write> writes, List<Write> notYetWritten, long writeTime) {
        List<CompletableFuture<Throwable>> outcomes = new ArrayList<>();
        for (Write write : writes) {
            outcomes.add(session.executeAsync(withOptions(sending, write.statement(), writeTime))
                    .handle((resultSet, failure) -> failure)
                    .toCompletableFuture());
        }
        return CompletableFuture.allOf(outcomes.toArray(new CompletableFuture<?>[0]))
                .thenApply(all -> {
                    List<String> missing = new ArrayList<>();
                    List<Throwable> failures = new ArrayList<>();
                    for (int i = 0; i < outcomes.size(); i++) {
                        Throwable failure = outcomes.get(i).join();
                        if (failure != null) {
                            addOnce(missing, writes.get(i).table());
                            failures.add(
                                    failure instanceof CompletionException && failure.getCause() != null
                                            ? failure.getCause()
                                            : failure);
                        }
                    }
                    if (failures.isEmpty()) {
                        return null;
                    }
                    notYetWritten.forEach(write -> addOnce(missing, write.table()));
                    throw new PartialWriteException(missing, failures);
                });
    }

    private static void addOnce(List<String> tables, String table) {
        if (!tables.contains(table)) {
            tables.add(table);
        }
    }

    /**
     * The statement with the DAO's write options (docs/statement-options.md, "Writes") and the
     * batch's write time, when set; a batch also with the profile that carries their timeout.
     */
    private static Statement<?> withOptions(Sending sending, Statement<?> statement, long writeTime) {
        Statement<?> timed =
                writeTime == Statement.NO_DEFAULT_TIMESTAMP ? statement : statement.setQueryTimestamp(writeTime);
        return StatementLayers.withBatchProfile(sending.writes().applyToWrite(timed), sending.batchProfile());
    }
}
