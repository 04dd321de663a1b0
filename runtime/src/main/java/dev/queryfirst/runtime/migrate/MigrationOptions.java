package dev.queryfirst.runtime.migrate;

import dev.queryfirst.runtime.backfill.BackfillOptions;
import dev.queryfirst.runtime.backfill.WriterCheck.WhenOlderWriters;
import dev.queryfirst.runtime.instances.HeartbeatOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.schema.Replication;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Optional;

/**
 * Settings of a {@link Migrator} run. Immutable; every {@code with…} returns a copy.
 *
 * <pre>{@code
 * MigrationOptions options = MigrationOptions.defaults()
 *     .withReplication(Replication.networkTopology(Map.of("dc1", 3)))   // create the keyspace if absent
 *     .withMaxWait(Duration.ofMinutes(10))                             // for another instance's migration
 *     .withBackfillOptions(BackfillOptions.defaults().withRateLimit(5_000));
 * AppSchema.migrate(session, options);
 * }</pre>
 */
public final class MigrationOptions {

    private static final MigrationOptions DEFAULTS = new MigrationOptions(
            null,
            null,
            Duration.ofSeconds(60),
            Duration.ofMinutes(30),
            Duration.ofSeconds(1),
            defaultHolder(),
            BackfillOptions.defaults(),
            null,
            WhenOlderWriters.DEFER);

    private final String keyspace;
    private final Replication replication;
    private final Duration leaseTtl;
    private final Duration maxWait;
    private final Duration pollInterval;
    private final String holder;
    private final BackfillOptions backfill;
    private final HeartbeatOptions heartbeat;
    private final WhenOlderWriters whenOlderWriters;

    private MigrationOptions(
            String keyspace,
            Replication replication,
            Duration leaseTtl,
            Duration maxWait,
            Duration pollInterval,
            String holder,
            BackfillOptions backfill,
            HeartbeatOptions heartbeat,
            WhenOlderWriters whenOlderWriters) {
        this.keyspace = keyspace;
        this.replication = replication;
        this.leaseTtl = leaseTtl;
        this.maxWait = maxWait;
        this.pollInterval = pollInterval;
        this.holder = holder;
        this.backfill = backfill;
        this.heartbeat = heartbeat;
        this.whenOlderWriters = whenOlderWriters;
    }

    /**
     * The schema's own keyspace, which must exist; a 60 s lease; waits up to 30 minutes for
     * another instance's migration, looking every second; recorded as applied by
     * {@code <host name>/<process id>}; backfills with {@link BackfillOptions#defaults()}.
     */
    public static MigrationOptions defaults() {
        return DEFAULTS;
    }

    /** Migrates {@code keyspace} (as Cassandra stores it, case included) instead of the schema's own. */
    public MigrationOptions withKeyspace(String keyspace) {
        Args.notNull(keyspace, "keyspace");
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /** Creates the keyspace with {@code replication} when it does not exist (otherwise it must). */
    public MigrationOptions withReplication(Replication replication) {
        Args.notNull(replication, "replication");
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /**
     * How long the lease outlives its holder: another instance takes over that long after a
     * migrator died. The holder renews it every third of it while working.
     *
     * @param leaseTtl at least one second
     */
    public MigrationOptions withLeaseTtl(Duration leaseTtl) {
        Args.notNull(leaseTtl, "leaseTtl");
        if (leaseTtl.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("leaseTtl must be at least 1 s, was " + leaseTtl);
        }
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /**
     * How long to wait for the migration of another instance (which holds the lease) before
     * failing; a migration that backfills large tables may take hours.
     */
    public MigrationOptions withMaxWait(Duration maxWait) {
        Args.notNull(maxWait, "maxWait");
        if (maxWait.isNegative()) {
            throw new IllegalArgumentException("maxWait must not be negative, was " + maxWait);
        }
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /** How often a waiting instance tries the lease and re-reads the history. */
    public MigrationOptions withPollInterval(Duration pollInterval) {
        Args.notNull(pollInterval, "pollInterval");
        if (pollInterval.isNegative() || pollInterval.isZero()) {
            throw new IllegalArgumentException("pollInterval must be positive, was " + pollInterval);
        }
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /** Who migrates, as recorded in the history and the lease: a host, a pod, a deployment id. */
    public MigrationOptions withHolder(String holder) {
        Args.notNull(holder, "holder");
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /** How the versions that add a table to an entity with data fill it (rate limit, progress). */
    public MigrationOptions withBackfillOptions(BackfillOptions backfill) {
        Args.notNull(backfill, "backfill");
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /**
     * Leaves the backfill of every table a version adds to an entity with data to a whole-table
     * job instead of copying the rows in this process: the version's statements are applied, its
     * new tables recorded as pending in {@code queryfirst_backfill}, and the migration returns at
     * once. The {@code queryfirst-spark} backfill job then copies the rows (on a Spark cluster, for
     * tables too large to copy at start-up) and records each done; until then {@code verify}
     * reports the table {@code BACKFILL_PENDING}.
     *
     * <pre>{@code
     * AppSchema.migrate(session, MigrationOptions.defaults().withBackfillsLeftPending());
     * }</pre>
     */
    public MigrationOptions withBackfillsLeftPending() {
        return withBackfillOptions(backfill.leftPending());
    }

    /**
     * How this instance records itself in {@code queryfirst_instances} while it runs (a heartbeat
     * row with the schema version its code writes); by default with {@link #holder()} as its id
     * and a 30 s time to live.
     */
    public MigrationOptions withHeartbeat(HeartbeatOptions heartbeat) {
        Args.notNull(heartbeat, "heartbeat");
        return new MigrationOptions(
                keyspace, replication, leaseTtl, maxWait, pollInterval, holder, backfill, heartbeat, whenOlderWriters);
    }

    /**
     * Backfills the tables of the versions applied (and the deferred ones) even while instances
     * of an older version are live, and drops what they still read: an operator's decision
     * (docs/schema-evolution.md, "Rolling releases"). Their writes after a range was copied are
     * not in the new table, so use it for instances known dead whose heartbeats have not expired.
     */
    public MigrationOptions withBackfillForced() {
        return new MigrationOptions(
                keyspace,
                replication,
                leaseTtl,
                maxWait,
                pollInterval,
                holder,
                backfill,
                heartbeat,
                WhenOlderWriters.FORCE);
    }

    /**
     * Backfills now or fails: a {@link MigrationException} naming the live instances of an older
     * version, when there are any, instead of deferring the backfill (an operator's explicit run).
     */
    public MigrationOptions withBackfillRequired() {
        return new MigrationOptions(
                keyspace,
                replication,
                leaseTtl,
                maxWait,
                pollInterval,
                holder,
                backfill,
                heartbeat,
                WhenOlderWriters.REFUSE);
    }

    /** This instance's heartbeat: the one set, or the defaults with {@link #holder()} as its id. */
    public HeartbeatOptions heartbeat() {
        return heartbeat != null ? heartbeat : HeartbeatOptions.defaults().withInstanceId(holder);
    }

    /** What backfills and drops do while instances of an older version are live. */
    public WhenOlderWriters whenOlderWriters() {
        return whenOlderWriters;
    }

    /** The keyspace override, or {@code defaultKeyspace} (the schema's) when none was set. */
    public String keyspaceOr(String defaultKeyspace) {
        return keyspace != null ? keyspace : defaultKeyspace;
    }

    public Optional<Replication> replication() {
        return Optional.ofNullable(replication);
    }

    public Duration leaseTtl() {
        return leaseTtl;
    }

    public Duration maxWait() {
        return maxWait;
    }

    public Duration pollInterval() {
        return pollInterval;
    }

    public String holder() {
        return holder;
    }

    public BackfillOptions backfillOptions() {
        return backfill;
    }

    private static String defaultHolder() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return host + "/" + ProcessHandle.current().pid();
    }

    @Override
    public String toString() {
        return "MigrationOptions[keyspace=" + keyspace + ", replication=" + replication + ", leaseTtl=" + leaseTtl
                + ", maxWait=" + maxWait + ", pollInterval=" + pollInterval + ", holder=" + holder + ", backfill="
                + backfill
                + ", heartbeat=" + heartbeat() + ", whenOlderWriters=" + whenOlderWriters + "]";
    }
}
