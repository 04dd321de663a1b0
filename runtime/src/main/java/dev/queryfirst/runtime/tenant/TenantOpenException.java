package dev.queryfirst.runtime.tenant;

import dev.queryfirst.runtime.QueryFirstException;

/**
 * Preparing or opening a tenant's keyspace failed. The cause says why (a keyspace Cassandra could
 * not create, a migration refused, statements that could not be prepared); {@link Tenants#get}
 * tries again on the next call.
 */
public final class TenantOpenException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final String tenant;
    private final String keyspace;

    TenantOpenException(String tenant, String keyspace, Throwable cause) {
        super("cannot open tenant \"" + tenant + "\" (keyspace " + keyspace + "): " + cause, cause);
        this.tenant = tenant;
        this.keyspace = keyspace;
    }

    /** The tenant whose opening failed. */
    public String tenant() {
        return tenant;
    }

    /** Its keyspace. */
    public String keyspace() {
        return keyspace;
    }

    /**
     * The same failure thrown again in the calling thread, so that its stack trace shows the
     * caller that waited, with the opening thread's failure as its cause.
     */
    TenantOpenException rethrownFor(String caller) {
        return new TenantOpenException(caller, keyspace, getCause());
    }
}
