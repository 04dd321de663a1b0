package dev.queryfirst.samples;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.util.List;

/**
 * Raw CQL against a test keyspace, bypassing the generated code: to look at what the DAO really
 * wrote, and to plant the damage an audit must find.
 */
public final class Raw {

    private final CqlSession session;
    private final String keyspace;

    public Raw(CqlSession session, String keyspace) {
        this.session = session;
        this.keyspace = keyspace;
    }

    /** The rows of {@code table} matching {@code where} ({@code "" } for all), bound to {@code values}. */
    public List<Row> rows(String table, String where, Object... values) {
        String cql = "SELECT * FROM " + keyspace + "." + table + (where.isEmpty() ? "" : " WHERE " + where);
        return session.execute(SimpleStatement.newInstance(cql, values)).all();
    }

    /** Runs {@code cql} with {@code %s} replaced by the keyspace. */
    public void execute(String cql, Object... values) {
        session.execute(SimpleStatement.newInstance(cql.replace("%s", keyspace), values));
    }
}
