package dev.queryfirst.runtime.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverException;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.PartialWriteException;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * How each write mode fails, on a real node: a derived table is dropped under a live DAO, so its
 * copy cannot be written.
 */
@CassandraTest
class WriteModesTest {

    @Test
    void parallelFailureNamesTheCopiesThatMayBeMissingAndLeavesTheBaseUntouched(
            CqlSession session, TestKeyspace keyspace) {
        DemoSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        UserDao parallel = UserDao.create(session, options.withWriteMode(WriteMode.PARALLEL));
        UserDao logged = UserDao.create(session, options);

        session.execute("DROP TABLE " + keyspace.name() + ".users_by_email");

        PartialWriteException partial = assertThrows(
                PartialWriteException.class, () -> parallel.insert(new User("amy", "amy@example.com", "Amy")));
        assertEquals(List.of("users_by_email", "users"), partial.tablesMayBeMissing());
        assertTrue(partial.getCause() instanceof DriverException, String.valueOf(partial.getCause()));
        // The base table is written last, so a retry still starts from the previous state.
        assertEquals(Optional.empty(), logged.findByKey("amy"));

        // In LOGGED mode the driver's own exception reaches the caller, not a wrapper.
        assertThrows(DriverException.class, () -> logged.insert(new User("bo", "bo@example.com", "Bo")));
        // The logged batch is atomic: the base row was not written either.
        assertEquals(Optional.empty(), logged.findByKey("bo"));
    }
}
