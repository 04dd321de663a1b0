package dev.queryfirst.testkit;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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

    private ForkedProcesses() {
    }

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
}
