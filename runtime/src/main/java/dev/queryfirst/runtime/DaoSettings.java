package dev.queryfirst.runtime;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import dev.queryfirst.runtime.listen.AccessListener;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The values a {@link DaoOptions} holds, in a mutable form: a {@code with…} method of the options
 * changes one value of a {@link #copy} and wraps it in new options, which never change it again,
 * so the options stay immutable.
 */
final class DaoSettings {
    String keyspace;
    Map<String, String> keyspaces = new HashMap<>();
    WriteMode writeMode = WriteMode.LOGGED;
    ConsistencyLevel readConsistency;
    ConsistencyLevel writeConsistency;
    ConsistencyLevel serialConsistency;
    List<byte[]> cursorKeys = List.of();
    boolean prefetch;
    int pageSize = DaoOptions.DEFAULT_PAGE_SIZE;
    boolean pageSizeSet;
    Clock clock = Clock.systemUTC();
    int directoryCache = DaoOptions.DEFAULT_DIRECTORY_CACHE;
    AccessListener accessListener;
    boolean readsPendingTables;
    Duration timeout;
    String executionProfile;
    StatementOptions entityOptions = StatementOptions.none();
    StatementOptions statementOptions = StatementOptions.none();

    /** A copy to change: every value shared but the keyspace map, which a change may add to. */
    DaoSettings copy() {
        DaoSettings copy = new DaoSettings();
        copy.keyspace = keyspace;
        copy.keyspaces = new HashMap<>(keyspaces);
        copy.writeMode = writeMode;
        copy.readConsistency = readConsistency;
        copy.writeConsistency = writeConsistency;
        copy.serialConsistency = serialConsistency;
        copy.cursorKeys = cursorKeys;
        copy.prefetch = prefetch;
        copy.pageSize = pageSize;
        copy.pageSizeSet = pageSizeSet;
        copy.clock = clock;
        copy.directoryCache = directoryCache;
        copy.accessListener = accessListener;
        copy.readsPendingTables = readsPendingTables;
        copy.timeout = timeout;
        copy.executionProfile = executionProfile;
        copy.entityOptions = entityOptions;
        copy.statementOptions = statementOptions;
        return copy;
    }
}
