package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import dev.queryfirst.runtime.WriteMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.NestedConfigurationProperty;

/**
 * The {@code queryfirst.*} properties: where each generated keyspace lives, how the DAOs read and
 * write, how migrations run at start-up, and what is measured.
 *
 * <pre>
 * queryfirst.keyspaces.helpdesk.name=helpdesk_eu          # the keyspace helpdesk's tables live in
 * queryfirst.keyspaces.helpdesk.replication-factor=3      # create it, SimpleStrategy, when absent
 * queryfirst.dao.write-mode=PARALLEL                      # every DAO
 * queryfirst.entities.Ticket.write-consistency=QUORUM     # TicketDao only
 * queryfirst.migration.backfill.rate-limit=5000           # rows a second
 * </pre>
 */
@ConfigurationProperties("queryfirst")
public class QueryFirstProperties {

    /** Whether QueryFirst is configured at all: false turns off every bean, endpoint and health check of the starter. */
    private boolean enabled = true;

    /**
     * The generated keyspaces whose schema classes and DAOs become beans; every keyspace of every
     * jar's index when empty (name some when a jar on the classpath carries entities this
     * application does not use).
     */
    private List<String> includeKeyspaces = new ArrayList<>();

    /** Per generated keyspace (as declared in @Entity), where it lives and how it is created. */
    private final Map<String, Keyspace> keyspaces = new LinkedHashMap<>();

    /** Options of every DAO. */
    private final Dao dao = new Dao();

    /** Per entity (its simple name, such as Ticket), options that replace those of queryfirst.dao. */
    private final Map<String, Dao> entities = new LinkedHashMap<>();

    /** Schema migrations at start-up: every keyspace with schema versions is migrated before any DAO is created. */
    @NestedConfigurationProperty
    private final QueryFirstMigrationProperties migration = new QueryFirstMigrationProperties();

    private final Metrics metrics = new Metrics();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public List<String> getIncludeKeyspaces() {
        return includeKeyspaces;
    }

    public void setIncludeKeyspaces(List<String> includeKeyspaces) {
        this.includeKeyspaces = includeKeyspaces;
    }

    public Map<String, Keyspace> getKeyspaces() {
        return keyspaces;
    }

    public Dao getDao() {
        return dao;
    }

    public Map<String, Dao> getEntities() {
        return entities;
    }

    public QueryFirstMigrationProperties getMigration() {
        return migration;
    }

    public Metrics getMetrics() {
        return metrics;
    }

    /** The settings of {@code keyspace}, empty ones when none are set. */
    public Keyspace keyspace(String keyspace) {
        return keyspaces.getOrDefault(keyspace, new Keyspace());
    }

    /** Where a generated keyspace lives, and how to create it when it does not exist. */
    public static class Keyspace {

        /**
         * The keyspace the tables live in, as Cassandra stores it (case included); the name in
         * @Entity when unset.
         */
        private String name;

        /**
         * Creates the keyspace when absent, with SimpleStrategy and this replication factor (one
         * data center: a development node, a test cluster).
         */
        private Integer replicationFactor;

        /**
         * Creates the keyspace when absent, with NetworkTopologyStrategy and these replication
         * factors by data center (production).
         */
        private final Map<String, Integer> datacenters = new LinkedHashMap<>();

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public Integer getReplicationFactor() {
            return replicationFactor;
        }

        public void setReplicationFactor(Integer replicationFactor) {
            this.replicationFactor = replicationFactor;
        }

        public Map<String, Integer> getDatacenters() {
            return datacenters;
        }
    }

    /** Options of generated DAOs; unset ones keep the DaoOptions defaults. */
    public static class Dao {

        /** How the copies of an entity are written: LOGGED (one atomic batch) or PARALLEL. */
        private WriteMode writeMode;

        /** Consistency level of every read; the driver's basic.request.consistency when unset. */
        private DefaultConsistencyLevel readConsistency;

        /** Consistency level of every write; the driver's basic.request.consistency when unset. */
        private DefaultConsistencyLevel writeConsistency;

        /** Serial consistency of versioned entities' lightweight transactions: SERIAL or LOCAL_SERIAL. */
        private DefaultConsistencyLevel serialConsistency;

        /** Rows fetched per round trip by list reads. */
        private Integer pageSize;

        /** Whether a bucket walk queries the next bucket while it reads the current one. */
        private Boolean prefetch;

        /**
         * The secret that signs paging cursors (at least 32 bytes when cursors reach untrusted
         * clients); derived from the query when unset.
         */
        private String cursorKey;

        /** How many bucket-directory entries a DAO remembers having written. */
        private Integer directoryCache;

        public WriteMode getWriteMode() {
            return writeMode;
        }

        public void setWriteMode(WriteMode writeMode) {
            this.writeMode = writeMode;
        }

        public DefaultConsistencyLevel getReadConsistency() {
            return readConsistency;
        }

        public void setReadConsistency(DefaultConsistencyLevel readConsistency) {
            this.readConsistency = readConsistency;
        }

        public DefaultConsistencyLevel getWriteConsistency() {
            return writeConsistency;
        }

        public void setWriteConsistency(DefaultConsistencyLevel writeConsistency) {
            this.writeConsistency = writeConsistency;
        }

        public DefaultConsistencyLevel getSerialConsistency() {
            return serialConsistency;
        }

        public void setSerialConsistency(DefaultConsistencyLevel serialConsistency) {
            this.serialConsistency = serialConsistency;
        }

        public Integer getPageSize() {
            return pageSize;
        }

        public void setPageSize(Integer pageSize) {
            this.pageSize = pageSize;
        }

        public Boolean getPrefetch() {
            return prefetch;
        }

        public void setPrefetch(Boolean prefetch) {
            this.prefetch = prefetch;
        }

        public String getCursorKey() {
            return cursorKey;
        }

        public void setCursorKey(String cursorKey) {
            this.cursorKey = cursorKey;
        }

        public Integer getDirectoryCache() {
            return directoryCache;
        }

        public void setDirectoryCache(Integer directoryCache) {
            this.directoryCache = directoryCache;
        }
    }

    /** What the starter measures with Micrometer. */
    public static class Metrics {

        /**
         * Whether every DAO call is observed as queryfirst.access (with the rows and batch-size
         * summaries), when an ObservationRegistry exists.
         */
        private boolean enabled = true;

        private final Driver driver = new Driver();

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public Driver getDriver() {
            return driver;
        }
    }

    /** The Cassandra driver's own metrics, published to the MeterRegistry under cassandra.*. */
    public static class Driver {

        /** Whether to publish the driver's metrics (needs java-driver-metrics-micrometer on the classpath). */
        private boolean enabled;

        /** The driver's session metrics to publish (advanced.metrics.session.enabled). */
        private List<String> session = new ArrayList<>(
                List.of("bytes-sent", "bytes-received", "connected-nodes", "cql-requests", "cql-client-timeouts"));

        /** The driver's per-node metrics to publish (advanced.metrics.node.enabled). */
        private List<String> node =
                new ArrayList<>(List.of("pool.open-connections", "pool.in-flight", "errors.request.timeouts"));

        public boolean isEnabled() {
            return enabled;
        }

        public void setEnabled(boolean enabled) {
            this.enabled = enabled;
        }

        public List<String> getSession() {
            return session;
        }

        public void setSession(List<String> session) {
            this.session = session;
        }

        public List<String> getNode() {
            return node;
        }

        public void setNode(List<String> node) {
            this.node = node;
        }
    }
}
