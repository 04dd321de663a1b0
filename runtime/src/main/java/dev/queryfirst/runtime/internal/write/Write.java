package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.Statement;
import java.util.List;

/**
 * The statements of one copy: one, or a row's insert and the update of its collections'
 * elements, which a {@code PARALLEL} write sends together as one single-partition batch.
 */
record Write(String table, List<BatchableStatement<?>> statements, boolean base) {

    Write(String table, BatchableStatement<?> statement, boolean base) {
        this(table, List.of(statement), base);
    }

    boolean idempotent() {
        // A loop, not a stream: this runs on every write, and a stream allocates.
        for (BatchableStatement<?> statement : statements) {
            if (!Boolean.TRUE.equals(statement.isIdempotent())) {
                return false;
            }
        }
        return true;
    }

    /** The copy as one statement. */
    Statement<?> statement() {
        return statements.size() == 1
                ? statements.get(0)
                : BatchStatement.newInstance(DefaultBatchType.UNLOGGED, statements)
                        .setIdempotent(idempotent());
    }
}
