package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * The prepared statements of one DAO, prepared once and concurrently when the DAO is created,
 * then looked up by their CQL text by the generated table classes.
 *
 * <pre>{@code
 * Prepared.prepareAsync(session, List.of(UsersTable.insertCql("app"), UsersTable.deleteCql("app")))
 *     .thenApply(prepared -> new UsersTable(prepared, "app"));
 * // in UsersTable: this.insert = prepared.get(insertCql(keyspace));
 * }</pre>
 */
public final class Prepared {

    private final Map<String, PreparedStatement> statements;

    private Prepared(Map<String, PreparedStatement> statements) {
        this.statements = statements;
    }

    /** Prepares every text of {@code cql} (duplicates once) concurrently. */
    public static CompletionStage<Prepared> prepareAsync(CqlSession session, List<String> cql) {
        Args.notNull(session, "session");
        Args.notNull(cql, "cql");
        List<String> texts = new ArrayList<>(new LinkedHashSet<>(cql));
        List<CompletableFuture<PreparedStatement>> futures = new ArrayList<>();
        for (String text : texts) {
            futures.add(session.prepareAsync(text).toCompletableFuture());
        }
        return CompletableFuture.allOf(futures.toArray(new CompletableFuture<?>[0]))
                .thenApply(done -> {
                    Map<String, PreparedStatement> byText = new LinkedHashMap<>();
                    for (int i = 0; i < texts.size(); i++) {
                        byText.put(texts.get(i), futures.get(i).join());
                    }
                    return new Prepared(byText);
                });
    }

    /**
     * The statement prepared from exactly {@code cql}.
     *
     * @throws IllegalStateException if {@code cql} was not among the prepared texts (a bug in the
     *     generated code, not in the caller's)
     */
    public PreparedStatement get(String cql) {
        PreparedStatement statement = statements.get(cql);
        if (statement == null) {
            throw new IllegalStateException("statement was not prepared: " + cql);
        }
        return statement;
    }
}
