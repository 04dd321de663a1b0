package dev.queryfirst.runtime.migrate;

import dev.queryfirst.runtime.QueryFirstException;

/**
 * A schema migration that cannot go on: a version whose applied checksum differs from the
 * code's, a statement or task that failed, a lease lost or not obtained in time. The message
 * names the keyspace and the version; a driver failure is the cause.
 */
public final class MigrationException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final int version;

    MigrationException(int version, String message, Throwable cause) {
        super(message, cause);
        this.version = version;
    }

    MigrationException(int version, String message) {
        this(version, message, null);
    }

    /** The schema version concerned, or 0 when the failure concerns none (waiting for the lease). */
    public int version() {
        return version;
    }
}
