package dev.queryfirst.runtime.write;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.Args;
import dev.queryfirst.runtime.DaoOptions;

/**
 * Writes the copies of an entity as the DAO's {@link dev.queryfirst.runtime.WriteMode} says.
 * Thread-safe; a DAO holds one and starts a {@link WriteBatch} per call.
 *
 * <pre>{@code
 * Writer writer = new Writer(session, options);
 * writer.batch().insert(byEmail, user).insert(users, user).execute();
 * }</pre>
 */
public final class Writer {

    private final CqlSession session;
    private final DaoOptions options;
    /** The directory entries this DAO's batches wrote recently, shared by its batches. */
    private final WrittenEntries written;

    public Writer(CqlSession session, DaoOptions options) {
        this.session = Args.notNull(session, "session");
        this.options = Args.notNull(options, "options");
        this.written = new WrittenEntries(options.directoryCache());
    }

    /** A new, empty set of writes. */
    public WriteBatch batch() {
        return new WriteBatch(session, options, written);
    }
}
