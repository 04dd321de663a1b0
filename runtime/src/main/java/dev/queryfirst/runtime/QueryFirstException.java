package dev.queryfirst.runtime;

/**
 * The root of the exceptions QueryFirst throws when an operation it was asked to do cannot be
 * done as asked: a versioned write that lost a race ({@link ConcurrentUpdateException}), a parallel
 * write that left copies behind ({@link PartialWriteException}), a propagation that left copies
 * stale ({@link StaleCopiesException}), a schema migration that cannot go on
 * ({@link dev.queryfirst.runtime.migrate.MigrationException}). One {@code catch} takes them all:
 *
 * <pre>{@code
 * try {
 *     dao.save(ticket);
 * } catch (QueryFirstException e) {
 *     log.warn("ticket {} not saved as asked: {}", ticket.id(), e.getMessage());
 * }
 * }</pre>
 *
 * <p>Two kinds of failure are not QueryFirst's own and keep their usual types: a bad argument (a
 * null entity, a key value that cannot be stored, a negative page size) is an
 * {@link IllegalArgumentException} naming the parameter, thrown before anything is sent; a failure
 * of the database or the network is the driver's {@code DriverException}, as the driver threw it
 * (or the cause of one of the exceptions above, when it left something to say about the copies).
 */
public abstract class QueryFirstException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /**
     * @param message what could not be done, naming the entity, table or version concerned
     * @param cause the failure behind it, or null
     */
    protected QueryFirstException(String message, Throwable cause) {
        super(message, cause);
    }

    /** @param message what could not be done, naming the entity, table or version concerned */
    protected QueryFirstException(String message) {
        super(message);
    }
}
