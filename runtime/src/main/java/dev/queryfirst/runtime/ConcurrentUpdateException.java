package dev.queryfirst.runtime;

import java.util.List;

/**
 * A write of a versioned entity ({@code @Entity(versioned = true)}) lost a race: the base row was
 * not at the version the DAO read (or, for an insert, existed already), so the lightweight
 * transaction was not applied and nothing was written. Retry by re-reading the entity, applying
 * the change to what was read, and writing again.
 *
 * <pre>{@code
 * while (true) {
 *   User user = dao.findByKey("alice").orElseThrow();
 *   try {
 *     dao.update(user.withEmail("alice@example.org"));
 *     break;
 *   } catch (ConcurrentUpdateException lost) {
 *     log.debug("{}; retrying", lost.getMessage());    // another update won: read it again
 *   }
 * }
 * }</pre>
 *
 * <p>Like every exception QueryFirst throws for an operation it could not do as asked, it extends
 * {@link QueryFirstException}; it no longer extends {@code java.util.ConcurrentModificationException},
 * so a {@code catch} of that type must name this one instead.
 */
public final class ConcurrentUpdateException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final String entity;
    private final List<Object> key;
    private final Long expectedVersion;
    private final Long actualVersion;
    private final boolean found;

    /**
     * @param entity the entity's simple name ({@code User})
     * @param key the entity key's values
     * @param expectedVersion the version the write was conditional on; null for an insert (no row
     *     expected) or a row written before the entity was versioned
     * @param found whether the base row existed when the transaction was evaluated
     * @param actualVersion the version Cassandra found, null when {@code found} is false or the
     *     row has no version
     */
    public ConcurrentUpdateException(
            String entity, List<Object> key, Long expectedVersion, boolean found, Long actualVersion) {
        super(message(entity, key, expectedVersion, found, actualVersion));
        this.entity = entity;
        this.key = List.copyOf(key);
        this.expectedVersion = expectedVersion;
        this.found = found;
        this.actualVersion = actualVersion;
    }

    private static String message(String entity, List<Object> key, Long expected, boolean found, Long actual) {
        String what = entity + " " + key;
        String foundText = found ? "found version " + actual : "found no row";
        if (expected == null && found) {
            return what + " already exists (" + foundText + "): retry by re-reading it, then update or save it";
        }
        return what + " was changed concurrently: expected version " + expected + ", " + foundText
                + "; nothing was written: retry by re-reading it";
    }

    /** The entity's simple name. */
    public String entity() {
        return entity;
    }

    /** The entity key's values, in key order. */
    public List<Object> key() {
        return key;
    }

    /** The version the write expected; null for an insert. */
    public Long expectedVersion() {
        return expectedVersion;
    }

    /** Whether the base row existed when the write was evaluated (false: it was deleted meanwhile). */
    public boolean found() {
        return found;
    }

    /** The version the base row had when the write was evaluated; null when there was no row. */
    public Long actualVersion() {
        return actualVersion;
    }
}
