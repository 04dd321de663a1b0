package dev.queryfirst.testkit;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Last-resort cleanup of forked nodes when this JVM exits without closing them (a test that fails
 * before {@code close()}, a user who forgot it). One shutdown hook runs every registered cleanup.
 * If this JVM is killed outright, hooks do not run; the forked launcher then sees its stdin close
 * and exits by itself.
 */
final class ForkedProcesses {

    private static final Set<Runnable> CLEANUPS = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ForkedProcesses::runAll, "queryfirst-cassandra-cleanup"));
    }

    private ForkedProcesses() {}

    static void register(Runnable cleanup) {
        CLEANUPS.add(cleanup);
    }

    static void unregister(Runnable cleanup) {
        CLEANUPS.remove(cleanup);
    }

    private static void runAll() {
        for (Runnable cleanup : CLEANUPS) {
            try {
                cleanup.run();
            } catch (RuntimeException e) {
                System.err.println("queryfirst-testkit: cleanup of a forked Cassandra failed: " + e);
            }
        }
    }

    /** Waits up to {@code timeout} for {@code forked} to exit; whether it did. */
    static boolean waitFor(Process forked, Duration timeout) {
        try {
            forked.onExit().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !forked.isAlive();
        }
    }
}
