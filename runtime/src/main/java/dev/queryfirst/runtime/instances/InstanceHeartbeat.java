package dev.queryfirst.runtime.instances;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.servererrors.InvalidQueryException;
import dev.queryfirst.runtime.internal.Args;
import java.lang.System.Logger.Level;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * This instance's row in {@code <keyspace>.queryfirst_instances}: its id and the schema version
 * its code writes, written with a time to live and refreshed on a schedule, deleted on
 * {@link #close()}. A migration reads the rows ({@link LiveInstances}) to tell whether every live
 * instance writes a new table before it backfills it (docs/schema-evolution.md, "Rolling releases").
 *
 * <p>The generated schema's {@code migrate} starts one for the process (one per keyspace and
 * instance id, kept until closed), so an application that migrates at start-up is recorded; an
 * application that leaves migrations to a release step starts its own:
 *
 * <pre>{@code
 * InstanceHeartbeat heartbeat = InstanceHeartbeat.start(session, "app", AppSchema.steps("app",
 *     MigrationOptions.defaults()).size(), HeartbeatOptions.defaults());
 * // ... serve ...
 * heartbeat.close();   // at shutdown: the instance is no longer counted
 * }</pre>
 */
public final class InstanceHeartbeat implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger(InstanceHeartbeat.class.getName());
    private static final Map<String, InstanceHeartbeat> RUNNING = new ConcurrentHashMap<>();
    private static final ScheduledExecutorService SCHEDULER = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "queryfirst-heartbeat");
        thread.setDaemon(true);
        return thread;
    });

    private final CqlSession session;
    private final String keyspace;
    private final String module;
    private final HeartbeatOptions options;
    private final Instant startedAt;
    private volatile int version;
    private volatile ScheduledFuture<?> refresh;

    private InstanceHeartbeat(
            CqlSession session, String keyspace, String module, int version, HeartbeatOptions options) {
        this.session = session;
        this.keyspace = keyspace;
        this.module = module;
        this.version = version;
        this.options = options;
        this.startedAt = options.clock().instant();
    }

    /**
     * Records this instance as writing schema {@code version} of {@code keyspace} and keeps the
     * record alive until {@link #close()}. Returns the heartbeat already running for this keyspace
     * and {@link HeartbeatOptions#instanceId()}, if any, now recording {@code version}.
     *
     * @param keyspace as Cassandra stores it
     * @param version the highest schema version this instance's code knows
     */
    public static InstanceHeartbeat start(CqlSession session, String keyspace, int version, HeartbeatOptions options) {
        return start(session, keyspace, "", version, options);
    }

    /**
     * Records this instance as writing version {@code version} of {@code module}, one module of a
     * keyspace split over several (docs/schema-evolution.md, "Several modules, one keyspace"): a
     * module numbers its versions on its own, so the instance keeps a row per module.
     *
     * @param module the module's name ({@code -Aqueryfirst.module}); empty for a keyspace compiled
     *     in one module
     */
    public static InstanceHeartbeat start(
            CqlSession session, String keyspace, String module, int version, HeartbeatOptions options) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(module, "module");
        Args.notNull(options, "options");
        Args.positive(version, "version");
        String key = key(keyspace, module, options.instanceId());
        InstanceHeartbeat running = RUNNING.get(key);
        if (running != null && running.session.isClosed()) {
            // A session closed before its next refresh noticed it (an application context closed and
            // another started in the same process): the new session takes over the record.
            running.abandon();
        }
        InstanceHeartbeat heartbeat =
                RUNNING.computeIfAbsent(key, k -> new InstanceHeartbeat(session, keyspace, module, version, options));
        heartbeat.version = version;
        synchronized (heartbeat) {
            if (heartbeat.refresh == null) {
                LiveInstances.createTable(session, keyspace);
                heartbeat.beat();
                long every = options.interval().toMillis();
                heartbeat.refresh =
                        SCHEDULER.scheduleWithFixedDelay(heartbeat::beatQuietly, every, every, TimeUnit.MILLISECONDS);
            } else {
                heartbeat.beat();
            }
        }
        return heartbeat;
    }

    /** The heartbeat this process runs for {@code keyspace} as {@code instanceId}, if any. */
    public static Optional<InstanceHeartbeat> running(String keyspace, String instanceId) {
        return running(keyspace, "", instanceId);
    }

    /** The heartbeat this process runs for {@code module} of {@code keyspace} as {@code instanceId}, if any. */
    public static Optional<InstanceHeartbeat> running(String keyspace, String module, String instanceId) {
        return Optional.ofNullable(RUNNING.get(key(keyspace, module, instanceId)));
    }

    public String keyspace() {
        return keyspace;
    }

    /** The module whose version it records; empty for a keyspace compiled in one module. */
    public String module() {
        return module;
    }

    public String instanceId() {
        return options.instanceId();
    }

    public int version() {
        return version;
    }

    /** Writes the row now, with a fresh time to live; the schedule calls it every interval. */
    public void beat() {
        session.execute(SimpleStatement.newInstance(
                        "INSERT INTO " + LiveInstances.table(keyspace)
                                + " (id, module, version, started_at, beat_at) VALUES (?, ?, ?, ?, ?) USING TTL ?",
                        options.instanceId(),
                        module,
                        version,
                        startedAt,
                        options.clock().instant(),
                        (int) Math.max(1, options.ttl().toSeconds()))
                .setIdempotent(true));
    }

    /**
     * Stops refreshing and deletes the row: the instance is no longer counted. Idempotent; when
     * the delete fails, the row expires by itself after the time to live.
     */
    @Override
    public synchronized void close() {
        RUNNING.remove(key(keyspace, module, options.instanceId()), this);
        if (refresh != null) {
            refresh.cancel(false);
            refresh = null;
            session.execute(SimpleStatement.newInstance(
                            "DELETE FROM " + LiveInstances.table(keyspace) + " WHERE id = ? AND module = ?",
                            options.instanceId(),
                            module)
                    .setIdempotent(true));
        }
    }

    /**
     * Stops refreshing without deleting the row, as a crashed process would: the row expires after
     * the time to live. For tests of what other instances see meanwhile.
     */
    public synchronized void abandon() {
        RUNNING.remove(key(keyspace, module, options.instanceId()), this);
        if (refresh != null) {
            refresh.cancel(false);
            refresh = null;
        }
    }

    private void beatQuietly() {
        if (session.isClosed()) {
            // The application closed its session: it is shutting down, and its row expires.
            abandon();
            return;
        }
        try {
            beat();
        } catch (InvalidQueryException e) {
            // The keyspace or its table is gone (dropped): nobody is left to tell.
            abandon();
        } catch (RuntimeException e) {
            // The next refresh tries again; a row that expires meanwhile only delays deferred work.
            LOG.log(Level.WARNING, "heartbeat of " + options.instanceId() + " in " + keyspace + " failed: " + e);
        }
    }

    private static String key(String keyspace, String module, String instanceId) {
        return CqlIdentifier.fromInternal(keyspace).asInternal() + "\u0000" + module + "\u0000" + instanceId;
    }
}
