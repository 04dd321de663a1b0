package dev.queryfirst.runtime.listen;

/**
 * Told about every call of a generated DAO: what was accessed, how it ended, how many rows it
 * returned, and how many statements each write sent. Set per DAO with
 * {@link dev.queryfirst.runtime.DaoOptions#withAccessListener}; without one a DAO does no more
 * than a null check per call.
 *
 * <pre>{@code
 * AccessListener timing = (kind, entity, operation) -> {
 *     long started = System.nanoTime();
 *     return new AccessListener.Access() {
 *         public void succeeded(int rows) { record(entity, operation, "success", System.nanoTime() - started); }
 *         public void failed(Throwable error) { record(entity, operation, "error", System.nanoTime() - started); }
 *     };
 * };
 * TicketDao tickets = TicketDao.create(session, DaoOptions.defaults().withAccessListener(timing));
 * }</pre>
 *
 * <p>Names are low-cardinality by construction: the entity's simple name ({@code Ticket}) and the
 * DAO method without its {@code Async} or {@code Page} suffix: the access pattern's name for a read
 * ({@code byAssignee}, {@code findByKey}), the operation for a write ({@code insert}, {@code save},
 * {@code delete}). Keys, values and CQL are never passed.
 *
 * <p>Calls come on the caller's thread ({@link #started}) and on the driver's I/O threads (the
 * rest): an implementation must be thread-safe, quick, and must not throw (what it throws is
 * dropped, so the DAO call is unaffected).
 */
@FunctionalInterface
public interface AccessListener {

    /**
     * A DAO call starts, before its arguments are checked and anything is sent.
     *
     * @param entity the entity's simple name, such as {@code Ticket}
     * @param operation the access pattern or the write operation, such as {@code byAssignee} or {@code save}
     * @return told once how the call ended
     */
    Access started(AccessKind kind, String entity, String operation);

    /**
     * A write sent {@code statements} statements for one entity: a LOGGED batch of that size, or
     * as many parallel statements in {@code PARALLEL} mode. A save that moves rows counts the
     * deletes of the old rows too.
     */
    default void batchWritten(String entity, int statements) {}

    /** One DAO call in flight. */
    interface Access {

        /**
         * The call succeeded.
         *
         * @param rows the rows a read returned (a list's size, a page's items, 0 or 1 for an
         *     optional); -1 for a write
         */
        void succeeded(int rows);

        /** The call failed with {@code error}: a bad argument, a driver exception, a lost race. */
        void failed(Throwable error);
    }
}
