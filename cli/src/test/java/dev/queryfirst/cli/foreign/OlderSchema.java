package dev.queryfirst.cli.foreign;

import com.datastax.oss.driver.api.core.CqlSession;
import java.util.List;

/**
 * A schema class as an older QueryFirst generated it, before {@code cql} took the keyspace and
 * {@code verify} returned differences: what a jar of another version carries.
 */
public final class OlderSchema {

    private OlderSchema() {}

    public static List<String> cql() {
        return List.of("CREATE TABLE IF NOT EXISTS older.things (id uuid PRIMARY KEY)");
    }

    public static boolean verify(CqlSession session) {
        return session != null;
    }
}
