package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Accesses;
import dev.queryfirst.runtime.internal.Args;

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
    private final Sending sending;
    /** The directory entries this DAO's batches wrote recently, shared by its batches. */
    private final WrittenEntries written;
    /** Told the statement count of every write; null when nobody listens. */
    private final Accesses accesses;

    public Writer(CqlSession session, DaoOptions options) {
        this(session, options, null);
    }

    /**
     * A writer that tells {@code accesses} how many statements each of its writes sent (a DAO's,
     * whose options may hold an {@link dev.queryfirst.runtime.listen.AccessListener}).
     */
    public Writer(CqlSession session, DaoOptions options, Accesses accesses) {
        this.session = Args.notNull(session, "session");
        this.options = Args.notNull(options, "options");
        this.sending = Sending.of(session, options);
        this.written = new WrittenEntries(options.directoryCache());
        this.accesses = accesses;
    }

    /** A new, empty set of writes. */
    public WriteBatch batch() {
        return new WriteBatch(session, options, sending, written, accesses);
    }
}
