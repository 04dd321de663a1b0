package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.runtime.QueryFirstException;

/**
 * A generated keyspace does not exist where the application looks for it, and nothing may create
 * it: start-up stops, and {@link KeyspaceNotFoundFailureAnalyzer} says which property to set.
 */
public class KeyspaceNotFoundException extends QueryFirstException {

    private static final long serialVersionUID = 1L;

    private final String keyspace;
    private final String name;
    private final String neededBy;

    /**
     * @param keyspace the keyspace as the entities declare it
     * @param name where the application looks for it
     * @param neededBy what needs it ({@code TicketDao}, {@code the migration})
     */
    public KeyspaceNotFoundException(String keyspace, String name, String neededBy) {
        super("Keyspace " + name + (name.equals(keyspace) ? "" : " (keyspace " + keyspace + " of the entities)")
                + " does not exist; " + neededBy + " needs it. Set queryfirst.keyspaces." + keyspace
                + ".replication-factor (or .datacenters.<dc>) to have the migration create it, or queryfirst.keyspaces."
                + keyspace + ".name to use another keyspace.");
        this.keyspace = keyspace;
        this.name = name;
        this.neededBy = neededBy;
    }

    /** The keyspace as the entities declare it. */
    public String keyspace() {
        return keyspace;
    }

    /** The keyspace that does not exist. */
    public String name() {
        return name;
    }

    /** What needed it. */
    public String neededBy() {
        return neededBy;
    }
}
