package dev.queryfirst.runtime;

import java.util.List;
import java.util.Map;

/**
 * The propagation of a referenced entity's new state did not reach every copy: R itself, and
 * every copy in its batch, were written; the copies named here may still show R's previous
 * values. The first failure is the cause, unchanged; further failures are suppressed exceptions.
 * The referencing entity's {@code auditAndRepair()} rewrites them. Calling the same update again
 * does not: R is stored in that state already, so the DAO writes, and propagates, nothing.
 *
 * <pre>{@code
 * try {
 *   customerDao.update(renamed);
 * } catch (StaleCopiesException e) {
 *   log.warn("{} copies still stale in {}", e.pendingRows(), e.pending().keySet(), e);
 *   orderDao.auditAndRepair();   // converges
 * }
 * }</pre>
 */
public final class StaleCopiesException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final Map<String, Long> pending;
    private final List<String> unreadReferrers;

    /**
     * @param referenced the referenced entity and its key, as the message names it
     * @param pending the tables whose copies may still be stale, with the rows left in each
     * @param unreadReferrers the referrer listings that could not be read
     * @param failures the failures, the first as the cause and the others suppressed; not empty
     */
    public StaleCopiesException(
            String referenced, Map<String, Long> pending, List<String> unreadReferrers, List<Throwable> failures) {
        super(message(referenced, pending, unreadReferrers, failures.get(0)), failures.get(0));
        this.pending = Map.copyOf(pending);
        this.unreadReferrers = List.copyOf(unreadReferrers);
        failures.stream().skip(1).forEach(this::addSuppressed);
    }

    private static String message(String referenced, Map<String, Long> pending, List<String> unread, Throwable first) {
        StringBuilder text =
                new StringBuilder("propagation of ").append(referenced).append(" incomplete; still stale:");
        pending.forEach((table, rows) ->
                text.append(' ').append(table).append(" (").append(rows).append(" rows)"));
        if (pending.isEmpty()) {
            text.append(" no copy known");
        }
        if (!unread.isEmpty()) {
            text.append("; referrers not all read from ").append(unread).append(", so more rows may be stale");
        }
        return text.append(". The referencing entity's auditAndRepair() rewrites them (saving the same state again"
                        + " writes nothing): ")
                .append(first)
                .toString();
    }

    /**
     * The tables (without keyspace) whose copies were not rewritten, with how many rows each: rows
     * whose write failed, or whose referrer could not be read (counted in every table of that
     * reference).
     */
    public Map<String, Long> pending() {
        return pending;
    }

    /** The sum of {@link #pending()}. */
    public long pendingRows() {
        return pending.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * The reference indexes whose referrers were not all read (a page read failed): the rows
     * behind them are not counted in {@link #pending()}.
     */
    public List<String> unreadReferrers() {
        return unreadReferrers;
    }
}
