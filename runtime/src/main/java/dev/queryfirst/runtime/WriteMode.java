package dev.queryfirst.runtime;

/**
 * How a DAO writes the denormalized copies of an entity (one row per table).
 *
 * <pre>{@code
 * UserDao dao = UserDao.create(session, DaoOptions.defaults().withWriteMode(WriteMode.PARALLEL));
 * }</pre>
 */
public enum WriteMode {
    /**
     * Every copy in one LOGGED batch: atomic across tables (after the batchlog replays, every copy
     * has landed or none has). About half the throughput of unbatched writes, and writes stall
     * until gossip marks a dead replica down (~20 s).
     */
    LOGGED,
    /**
     * Every copy as its own idempotent asynchronous statement: faster, not atomic. A failure
     * names the tables whose copies may be missing; retrying the same call converges, because
     * the base table (the source of truth a retry reads) is written only after every other copy.
     */
    PARALLEL
}
