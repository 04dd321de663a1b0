package dev.queryfirst.runtime.internal.audit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.ResultSet;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/** The reads and repairs of one audit run, at the DAO's consistency levels. */
final class AuditIo {

    /** Point reads in flight at once: enough to hide latency, few enough not to swamp a node. */
    static final int CONCURRENCY = 32;

    private final CqlSession session;
    private final DaoOptions options;
    private final boolean repair;

    AuditIo(CqlSession session, DaoOptions options, boolean repair) {
        this.session = session;
        this.options = options;
        this.repair = repair;
    }

    boolean repairing() {
        return repair;
    }

    /** Runs {@code statement} when repairing. */
    void fix(BatchableStatement<?> statement) {
        if (repair) {
            Statement<?> write = statement.setIdempotent(true);
            session.execute(options.writeConsistency()
                    .<Statement<?>>map(write::setConsistencyLevel)
                    .orElse(write));
        }
    }

    /** Runs {@code write} whatever the mode (a lightweight transaction of a repair, already decided). */
    void execute(BoundStatement write) {
        BoundStatement statement =
                options.writeConsistency().map(write::setConsistencyLevel).orElse(write);
        session.execute(options.serialConsistency()
                .map(statement::setSerialConsistencyLevel)
                .orElse(statement));
    }

    /** Scans {@code table} page by page, handing chunks of rows to {@code check}; returns the sum of its counts. */
    long scan(EntityTable<?> table, Function<List<Row>, Long> check) {
        return scan(table.bindScan(), check);
    }

    /** Runs {@code statement} (a full scan) page by page, handing chunks of rows to {@code check}. */
    long scan(BoundStatement statement, Function<List<Row>, Long> check) {
        BoundStatement scan = withReadConsistency(statement).setPageSize(CONCURRENCY);
        ResultSet rows = session.execute(scan);
        long count = 0;
        List<Row> chunk = new ArrayList<>(CONCURRENCY);
        for (Row row : rows) {
            chunk.add(row);
            if (chunk.size() == CONCURRENCY) {
                count += check.apply(chunk);
                chunk = new ArrayList<>(CONCURRENCY);
            }
        }
        if (!chunk.isEmpty()) {
            count += check.apply(chunk);
        }
        return count;
    }

    /** Runs point reads concurrently; the row each found, or null, in statement order (a null statement reads nothing). */
    List<Row> readAll(List<BoundStatement> statements) {
        List<CompletableFuture<Row>> reads = new ArrayList<>();
        for (BoundStatement statement : statements) {
            if (statement == null) {
                reads.add(CompletableFuture.completedFuture(null));
                continue;
            }
            CompletionStage<AsyncResultSet> read = session.executeAsync(withReadConsistency(statement));
            reads.add(read.thenApply(AsyncResultSet::one).toCompletableFuture());
        }
        List<Row> found = new ArrayList<>();
        for (CompletableFuture<Row> read : reads) {
            found.add(Futures.getUninterruptibly(read));
        }
        return found;
    }

    /** Whether {@code row} of {@code table}'s scan is a partition with statics and no row. */
    static <E> boolean staticOnly(EntityTable<E> table, Row row) {
        return table instanceof StaticColumnsTable<E> statics && statics.isStaticOnly(row);
    }

    private BoundStatement withReadConsistency(BoundStatement statement) {
        return options.readConsistency().map(statement::setConsistencyLevel).orElse(statement);
    }
}
