package dev.queryfirst.runtime;

import java.util.List;

/**
 * A {@link dev.queryfirst.runtime.WriteMode#PARALLEL} write failed for some copies: the tables
 * named by {@link #tablesMayBeMissing()} may not hold the new state (or, for a delete, may still
 * hold the old one). The driver's exception is the cause, unchanged; further failures are
 * suppressed exceptions. Retrying the same DAO call converges.
 *
 * <pre>{@code
 * try {
 *   dao.insert(user);
 * } catch (PartialWriteException e) {
 *   log.warn("retrying, copies in {} may be missing", e.tablesMayBeMissing(), e);
 *   dao.insert(user);
 * }
 * }</pre>
 */
public final class PartialWriteException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final List<String> tablesMayBeMissing;

    /**
     * @param tablesMayBeMissing the tables (without keyspace) whose writes failed
     * @param failures the failures, the first as the cause and the others suppressed; not empty
     */
    public PartialWriteException(List<String> tablesMayBeMissing, List<Throwable> failures) {
        super(
                "parallel write failed; copies in tables " + tablesMayBeMissing
                        + " may not have been written (retrying the same call converges): "
                        + failures.get(0),
                failures.get(0));
        this.tablesMayBeMissing = List.copyOf(tablesMayBeMissing);
        failures.stream().skip(1).forEach(this::addSuppressed);
    }

    /** The tables (without keyspace) whose copies may be missing or out of date. */
    public List<String> tablesMayBeMissing() {
        return tablesMayBeMissing;
    }
}
