package dev.queryfirst.spring.actuate;

import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Auditable;
import dev.queryfirst.runtime.audit.TableReport;
import dev.queryfirst.spring.autoconfigure.QueryFirstIndex;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.util.ClassUtils;

/**
 * Audits one entity's copies through its DAO bean ({@link Auditable#audit()}, or
 * {@link Auditable#auditAndRepair()} when asked explicitly) in the background, one audit at a
 * time, and remembers what is running and the last result per entity for the read endpoint. An
 * audit scans every table of its entity: minutes on a large one, too long for an HTTP request.
 *
 * <pre>{@code
 * audits.start("Ticket", false);          // AuditRunningException while another audit runs
 * audits.running();                       // Optional[Running[entity=Ticket, ...]] until it ends
 * audits.last().get("Ticket").clean();    // afterwards
 * }</pre>
 */
public class EntityAudits implements AutoCloseable {

    /**
     * What one audit found: every kind of finding, summed over the tables; {@code error} set (and
     * the counts 0) when the audit failed.
     *
     * @param tables one line per derived table: {@code tickets_by_assignee: 0 missing, 0 stale, 0 orphaned, …}
     */
    public record Summary(
            String entity,
            Instant startedAt,
            Instant finishedAt,
            boolean repaired,
            boolean clean,
            long sourceRows,
            long missing,
            long stale,
            long orphaned,
            long staleReferences,
            long danglingReferences,
            long emptyBuckets,
            List<String> tables,
            @Nullable String error) {}

    /** The audit running now: what it audits, whether it repairs, since when. */
    public record Running(String entity, boolean repair, Instant startedAt, Duration elapsed) {}

    /** Thrown by {@link #start} while another audit runs; nothing was started. */
    public static final class AuditRunningException extends IllegalStateException {

        private final Running running;

        AuditRunningException(Running running) {
            super("An audit of " + running.entity() + " runs since " + running.startedAt()
                    + "; start another when it has ended");
            this.running = running;
        }

        /** The audit that runs. */
        public Running running() {
            return running;
        }
    }

    private final ListableBeanFactory beans;
    private final ClassLoader classLoader;
    private final Map<String, String> daoClasses;
    private final ExecutorService executor = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "queryfirst-audit");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicReference<Running> running = new AtomicReference<>();
    private final Map<String, Summary> last = new ConcurrentHashMap<>();

    /**
     * @param index the DAOs generated; those with a bean in {@code beans} can be audited, named as
     *     {@link QueryFirstIndex#daosByEntity} names them
     */
    public EntityAudits(ListableBeanFactory beans, QueryFirstIndex index, ClassLoader classLoader) {
        this.beans = beans;
        this.classLoader = classLoader;
        this.daoClasses = QueryFirstIndex.daosByEntity(index.keyspaces().stream()
                .flatMap(keyspace -> keyspace.daoClasses().stream())
                .filter(dao -> ClassUtils.isPresent(dao, classLoader)
                        && beans.getBeanNamesForType(ClassUtils.resolveClassName(dao, classLoader), true, false).length
                                > 0)
                .toList());
    }

    /** The entities that can be audited (their DAO is a bean and has copies to audit), by name. */
    public List<String> entities() {
        return daoClasses.entrySet().stream()
                .filter(dao ->
                        Auditable.class.isAssignableFrom(ClassUtils.resolveClassName(dao.getValue(), classLoader)))
                .map(Map.Entry::getKey)
                .toList();
    }

    /** Whether {@code entity} has a DAO bean, auditable or not. */
    public boolean knows(String entity) {
        return daoClasses.containsKey(entity);
    }

    /**
     * Starts auditing {@code entity} (its name as {@link #entities()} lists it, such as
     * {@code Ticket}) in the background; repairs what it finds only when {@code repair} is true.
     *
     * @return the audit started
     * @throws IllegalArgumentException naming {@code entity} when no generated DAO with copies reads and writes it
     * @throws AuditRunningException while another audit runs (nothing is started)
     */
    public Running start(String entity, boolean repair) {
        Auditable dao = dao(entity);
        Instant now = Instant.now();
        Running started = new Running(entity, repair, now, Duration.ZERO);
        if (!running.compareAndSet(null, started)) {
            Running other = running.get();
            throw new AuditRunningException(other == null ? started : withElapsed(other));
        }
        try {
            executor.execute(() -> run(dao, started));
        } catch (RuntimeException e) {
            running.set(null);
            throw e;
        }
        return started;
    }

    /** The audit running now, with how long it has run. */
    public Optional<Running> running() {
        return Optional.ofNullable(running.get()).map(EntityAudits::withElapsed);
    }

    /** The last audit of each entity audited since start-up, finished or failed. */
    public Map<String, Summary> last() {
        return new TreeMap<>(last);
    }

    /** Stops the audit thread with the application (an audit running is interrupted). */
    @Override
    public void close() {
        executor.shutdownNow();
    }

    private void run(Auditable dao, Running started) {
        try {
            AuditReport report = started.repair() ? dao.auditAndRepair() : dao.audit();
            last.put(started.entity(), summary(started, report));
        } catch (RuntimeException e) {
            last.put(
                    started.entity(),
                    new Summary(
                            started.entity(),
                            started.startedAt(),
                            Instant.now(),
                            false,
                            false,
                            0,
                            0,
                            0,
                            0,
                            0,
                            0,
                            0,
                            List.of(),
                            e.toString()));
        } finally {
            running.set(null);
        }
    }

    private Auditable dao(String entity) {
        String daoClass = daoClasses.get(entity);
        if (daoClass == null) {
            throw new IllegalArgumentException("No generated DAO for entity " + entity + "; entities: " + entities());
        }
        Object dao = beans.getBeanProvider(ClassUtils.resolveClassName(daoClass, classLoader))
                .getIfAvailable();
        if (dao == null) {
            throw new IllegalArgumentException("Entity " + entity + " has no DAO bean; entities: " + entities());
        }
        if (!(dao instanceof Auditable auditable)) {
            throw new IllegalArgumentException("Entity " + entity + " has no audit: counters are not copied");
        }
        return auditable;
    }

    private static Running withElapsed(Running running) {
        return new Running(
                running.entity(),
                running.repair(),
                running.startedAt(),
                Duration.between(running.startedAt(), Instant.now()));
    }

    private static Summary summary(Running started, AuditReport report) {
        return new Summary(
                started.entity(),
                started.startedAt(),
                Instant.now(),
                report.repaired(),
                report.isClean(),
                report.sourceRows(),
                report.missing(),
                report.stale(),
                report.orphaned(),
                report.staleReferences(),
                report.danglingReferences(),
                report.emptyBuckets(),
                report.tables().stream().map(EntityAudits::line).toList(),
                null);
    }

    private static String line(TableReport table) {
        return table.table() + ": " + table.missing() + " missing, " + table.stale() + " stale, " + table.orphaned()
                + " orphaned, " + table.staleReferences() + " stale references, " + table.danglingReferences()
                + " dangling references, " + table.emptyBuckets() + " emptied buckets listed";
    }
}
