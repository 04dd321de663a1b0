package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.data.CqlVector;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Scored;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.internal.StatementLayers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Function;

/**
 * A nearest-neighbour read of a {@code nearest} access pattern (docs/vector-search.md): {@code
 * SELECT <columns>, similarity_<function>(<vector>, ?) FROM <table> [WHERE <where> = ? AND …] ORDER
 * BY <vector> ANN OF ? LIMIT ?}, at {@code LOCAL_ONE} (Cassandra 5.0 serves an ANN query at ONE or
 * LOCAL_ONE only), in one page (it cannot page). The statement is prepared once per session: the
 * driver answers a repeated prepare of the same text from its cache. The pattern's and the DAO's
 * statement options apply (docs/statement-options.md), but for a consistency other than ONE or
 * LOCAL_ONE, which stays LOCAL_ONE, and the page size.
 *
 * @param <T> the entity
 */
public final class NearestQuery<T> {

    private final CqlSession session;
    private final String cql;
    private final Function<Row, T> mapper;
    private final int scoreIndex;
    private final TypeCodec<CqlVector<Float>> vectorCodec;
    /** The pattern's options under the DAO's: what each read gets, consistency and page size aside. */
    private final StatementOptions options;

    private volatile PreparedStatement prepared;

    /**
     * @param qualifiedTable the table, {@code keyspace.table} as CQL writes it
     * @param selectedColumns the columns {@code mapper} reads, in its order
     * @param selectedCount how many they are: the score is read after them
     * @param column the vector column
     * @param similarity {@code COSINE}, {@code DOT_PRODUCT} or {@code EUCLIDEAN}
     * @param dimensions the vector's dimensions
     * @param whereColumns the partition-key columns bound by equality, in the method's order
     * @param patternOptions the pattern's {@code @StatementOptions}, over the entity's
     * @param options the DAO's options, over the pattern's
     */
    public NearestQuery(
            CqlSession session,
            String qualifiedTable,
            String selectedColumns,
            int selectedCount,
            Function<Row, T> mapper,
            String column,
            String similarity,
            int dimensions,
            List<String> whereColumns,
            StatementOptions patternOptions,
            DaoOptions options) {
        this.session = session;
        this.options = patternOptions.overriddenBy(StatementLayers.reads(options));
        this.mapper = mapper;
        this.scoreIndex = selectedCount;
        this.vectorCodec = TypeCodecs.vectorOf(dimensions, TypeCodecs.FLOAT);
        StringBuilder text = new StringBuilder("SELECT ")
                .append(selectedColumns)
                .append(", similarity_")
                .append(similarity.toLowerCase(Locale.ROOT))
                .append('(')
                .append(column)
                .append(", ?) FROM ")
                .append(qualifiedTable);
        for (int i = 0; i < whereColumns.size(); i++) {
            text.append(i == 0 ? " WHERE " : " AND ")
                    .append(whereColumns.get(i))
                    .append(" = ?");
        }
        text.append(" ORDER BY ").append(column).append(" ANN OF ? LIMIT ?");
        this.cql = text.toString();
    }

    /** The statement's text. */
    public String cql() {
        return cql;
    }

    /**
     * The {@code limit} rows nearest {@code vector} (checked by the caller: its length, no NaN),
     * most similar first, when the node answered.
     *
     * @param whereValues the values of the where columns, in order
     */
    public CompletionStage<List<Scored<T>>> readAsync(float[] vector, int limit, Object... whereValues) {
        return statement().thenCompose(statement -> {
            CqlVector<Float> query = CqlVector.newInstance(boxed(vector));
            BoundStatementBuilder bound = statement.boundStatementBuilder();
            int index = 0;
            bound.set(index++, query, vectorCodec);
            for (Object value : whereValues) {
                DataType type = statement.getVariableDefinitions().get(index).getType();
                bound.set(index, value, session.getContext().getCodecRegistry().codecFor(type, value));
                index++;
            }
            bound.set(index++, query, vectorCodec);
            bound.setInt(index, limit);
            List<Scored<T>> out = new ArrayList<>(limit);
            BoundStatement read = bound.setConsistencyLevel(ConsistencyLevel.LOCAL_ONE)
                    .setIdempotence(true)
                    .build();
            return session.executeAsync(withOptions(read)).thenCompose(page -> collect(page, out));
        });
    }

    /** {@code read} with the options, but at ONE or LOCAL_ONE and with its own page size. */
    private BoundStatement withOptions(BoundStatement read) {
        if (options.isEmpty()) {
            return read;
        }
        BoundStatement out = options.apply(read).setPageSize(read.getPageSize());
        ConsistencyLevel level = out.getConsistencyLevel();
        return level == DefaultConsistencyLevel.ONE || level == DefaultConsistencyLevel.LOCAL_ONE
                ? out
                : out.setConsistencyLevel(ConsistencyLevel.LOCAL_ONE);
    }

    /** Every row of {@code page} and of the pages after it (an ANN read fits one: LIMIT ≤ 1,000). */
    private CompletionStage<List<Scored<T>>> collect(AsyncResultSet page, List<Scored<T>> out) {
        for (Row row : page.currentPage()) {
            out.add(new Scored<>(mapper.apply(row), row.getFloat(scoreIndex)));
        }
        return page.hasMorePages()
                ? page.fetchNextPage().thenCompose(next -> collect(next, out))
                : CompletableFuture.completedFuture(out);
    }

    private CompletionStage<PreparedStatement> statement() {
        PreparedStatement statement = prepared;
        if (statement != null) {
            return CompletableFuture.completedFuture(statement);
        }
        return session.prepareAsync(cql).thenApply(done -> {
            prepared = done;
            return done;
        });
    }

    private static List<Float> boxed(float[] vector) {
        List<Float> out = new ArrayList<>(vector.length);
        for (float value : vector) {
            out.add(value);
        }
        return out;
    }
}
