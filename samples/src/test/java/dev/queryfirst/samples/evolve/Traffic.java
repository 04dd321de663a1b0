package dev.queryfirst.samples.evolve;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Version 2's users at work during a migration: two threads save new readings, move readings to
 * other sensors and delete readings through the DAO, and keep {@code expected} (id → sensor) true
 * as they go. Each thread owns its own readings, so the model needs no ordering between them.
 */
final class Traffic implements AutoCloseable {

    private static final int THREADS = 2;
    /** Between two writes of a thread: users' traffic, not a load test that starves the backfill. */
    private static final long PAUSE_MILLIS = 3;

    private final List<Thread> threads = new ArrayList<>();
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final AtomicLong operations = new AtomicLong();
    private volatile boolean running = true;

    private Traffic() {}

    /** Starts writing; {@code expected} must be a concurrent map holding version 1's readings. */
    static Traffic start(LiveReadings app, Map<UUID, String> expected, List<String> sensors) {
        Traffic traffic = new Traffic();
        List<List<UUID>> owned = new ArrayList<>();
        for (int i = 0; i < THREADS; i++) {
            owned.add(new ArrayList<>());
        }
        int next = 0;
        for (UUID id : expected.keySet()) {
            owned.get(next++ % THREADS).add(id);
        }
        for (int i = 0; i < THREADS; i++) {
            List<UUID> mine = owned.get(i);
            Random random = new Random(20261123L + i);
            Thread thread = new Thread(() -> traffic.write(app, expected, sensors, mine, random), "traffic-" + i);
            traffic.threads.add(thread);
            thread.start();
        }
        return traffic;
    }

    long operations() {
        return operations.get();
    }

    /** Stops the writers and rethrows the first failure any of them met. */
    void stop() throws InterruptedException {
        running = false;
        for (Thread thread : threads) {
            thread.join();
        }
        Throwable failed = failure.get();
        if (failed != null) {
            throw new AssertionError("a write during the migration failed", failed);
        }
    }

    @Override
    public void close() throws InterruptedException {
        running = false;
        for (Thread thread : threads) {
            thread.join();
        }
    }

    private void write(
            LiveReadings app, Map<UUID, String> expected, List<String> sensors, List<UUID> mine, Random random) {
        try {
            while (running) {
                int choice = random.nextInt(100);
                String sensor = sensors.get(random.nextInt(sensors.size()));
                if (choice < 40 || mine.isEmpty()) {
                    UUID id = UUID.randomUUID();
                    BigDecimal amount = random.nextInt(5) == 0
                            ? null
                            : BigDecimal.valueOf(random.nextInt(20_000) - 10_000, random.nextInt(4));
                    String note = random.nextBoolean() ? null : "live ✓ " + random.nextInt();
                    app.save(id, sensor, Instant.now(), amount, note, random.nextBoolean() ? "°C" : null);
                    expected.put(id, sensor);
                    mine.add(id);
                } else {
                    int at = random.nextInt(mine.size());
                    UUID id = mine.get(at);
                    if (choice < 75) {
                        check(app.move(id, sensor), id);
                        expected.put(id, sensor);
                    } else {
                        check(app.delete(id), id);
                        expected.remove(id);
                        mine.set(at, mine.get(mine.size() - 1));
                        mine.remove(mine.size() - 1);
                    }
                }
                operations.incrementAndGet();
                Thread.sleep(PAUSE_MILLIS);
            }
        } catch (Throwable e) {
            failure.compareAndSet(null, e);
        }
    }

    private static void check(boolean found, UUID id) {
        if (!found) {
            throw new AssertionError("reading " + id + " was written and not deleted, but findByKey did not find it");
        }
    }
}
