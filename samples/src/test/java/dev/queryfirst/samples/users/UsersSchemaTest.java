package dev.queryfirst.samples.users;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.runtime.schema.SchemaDifference;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generated schema class against a real node: {@code create}, then {@code verify} finds drift. */
@CassandraTest
class UsersSchemaTest {

    @Test
    void verifyIsEmptyAfterCreateAndNamesADroppedColumn(CqlSession session, TestKeyspace keyspace) {
        UsersSchema.create(session, keyspace.name(), Replication.simple(1));
        assertEquals(List.of(), UsersSchema.verify(session, keyspace.name()));

        new Raw(session, keyspace.name()).execute("ALTER TABLE %s.users_by_email DROP age");
        assertEquals(
                List.of(new SchemaDifference(
                        SchemaDifference.Kind.MISSING_COLUMN,
                        UsersByEmailTable.NAME,
                        UsersByEmailTable.AGE,
                        "int",
                        null)),
                UsersSchema.verify(session, keyspace.name()));
    }
}
