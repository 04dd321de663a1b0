package dev.queryfirst.reliability.faults;

import dev.queryfirst.runtime.audit.AuditReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Inserts and moving updates of {@link Shipment}s through a generated DAO while a node is killed
 * and restarted, then an audit of every table.
 *
 * <p>Each thread owns its shipments and writes them in order, like an application: a write that
 * fails is retried — the same call, which the DAO's statements make safe to repeat — before that
 * thread writes anything else. (Abandoning a failed PARALLEL write and writing the entity again
 * leaves the failed write's copies behind: {@code AbandonedParallelWriteTest} shows that, and the
 * audit's repair.) Afterwards every shipment must be in its last state, in every table.
 */
final class FaultWorkload {

    private static final int THREADS = 4;
    private static final String[] CARRIERS = {"dhl", "ups", "fedex", "post"};
    /** How long a node stays dead at most: long enough for gossip to notice (about 10 s). */
    private static final long DOWNTIME_NANOS = TimeUnit.SECONDS.toNanos(20);

    private final ShipmentDao dao;
    private final int writes;
    private final Map<Long, Shipment> intended = new ConcurrentHashMap<>();
    private final AtomicInteger failedWrites = new AtomicInteger();
    private final AtomicInteger failedAttempts = new AtomicInteger();
    private final AtomicLong lastFailureNanos = new AtomicLong();
    private final AtomicInteger done = new AtomicInteger();

    FaultWorkload(ShipmentDao dao, int writes) {
        this.dao = dao;
        this.writes = writes;
    }

    /**
     * Runs the writes; when a third are done, {@code kill} runs, and when two thirds are done (or
     * after 20 s, since a dead single node lets nothing through), {@code restart}. Returns the
     * figures once every write is acknowledged, with the audit of every table.
     */
    FaultRun run(String label, Runnable kill, Runnable restart) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        long killedAt;
        long restartedAt;
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                workers.add(pool.submit(() -> work(thread)));
            }
            awaitDone(writes / 3, Long.MAX_VALUE);
            killedAt = System.nanoTime();
            kill.run();
            awaitDone(2 * writes / 3, killedAt + DOWNTIME_NANOS);
            restart.run();
            restartedAt = System.nanoTime();
            for (Future<?> worker : workers) {
                worker.get(10, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        int missing = 0;
        for (Shipment shipment : intended.values()) {
            if (!dao.findByKey(shipment.id()).equals(Optional.of(shipment))) {
                missing++;
            }
        }
        AuditReport audit = dao.audit();
        long lastFailure = lastFailureNanos.get();
        Duration window = Duration.ofNanos(lastFailure == 0 ? 0 : Math.max(0, lastFailure - killedAt));
        Duration afterRestart = Duration.ofNanos(lastFailure == 0 ? 0 : Math.max(0, lastFailure - restartedAt));
        return new FaultRun(
                label, writes, failedWrites.get(), failedAttempts.get(), window, afterRestart, missing, audit);
    }

    /**
     * A quarter of a thread's writes insert new shipments, the rest move one of its shipments to a
     * new status (and now and then to a new carrier).
     */
    private Void work(int thread) throws InterruptedException {
        List<Long> mine = new ArrayList<>();
        for (int i = thread; i < writes; i += THREADS) {
            int n = i / THREADS;
            boolean insert = mine.isEmpty() || n % 4 == 0;
            Shipment next;
            if (insert) {
                mine.add((long) i);
                next = new Shipment(i, "created-" + i, CARRIERS[i % CARRIERS.length], i);
            } else {
                long id = mine.get(n % mine.size());
                next = new Shipment(id, "status-" + i, CARRIERS[(i / 7) % CARRIERS.length], i);
            }
            write(next, insert);
            done.incrementAndGet();
        }
        return null;
    }

    /** Writes until acknowledged, 100 ms between attempts. */
    private void write(Shipment next, boolean insert) throws InterruptedException {
        intended.put(next.id(), next);
        boolean failedOnce = false;
        while (true) {
            try {
                if (insert) {
                    dao.insert(next);
                } else {
                    dao.save(next);
                }
                return;
            } catch (RuntimeException failure) {
                if (!failedOnce) {
                    failedOnce = true;
                    failedWrites.incrementAndGet();
                }
                failedAttempts.incrementAndGet();
                lastFailureNanos.accumulateAndGet(System.nanoTime(), Math::max);
                Thread.sleep(100);
            }
        }
    }

    private void awaitDone(int count, long deadlineNanos) throws InterruptedException {
        while (done.get() < count && System.nanoTime() < deadlineNanos) {
            Thread.sleep(20);
        }
    }
}
