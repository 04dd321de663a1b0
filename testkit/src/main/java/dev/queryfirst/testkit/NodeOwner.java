package dev.queryfirst.testkit;

import java.time.Instant;
import java.util.Optional;

/**
 * A process whose death ends a forked node, when that node must outlive the JVM that started it.
 *
 * <p>The start time tells the owner apart from a later process that got the same pid.
 *
 * @param pid         the owner's process id
 * @param startMillis when the owner started, epoch milliseconds; 0 when the system does not say
 */
record NodeOwner(long pid, long startMillis) {

    /** Two readings of one process's start time may differ by this much (clock ticks, rounding). */
    private static final long START_TOLERANCE_MILLIS = 1_000;

    static NodeOwner of(ProcessHandle process) {
        return new NodeOwner(process.pid(), startMillis(process));
    }

    /**
     * The JVM that runs this build: the nearest ancestor of {@code process} that is a {@code java}
     * process. Maven's surefire forks test JVMs from the Maven JVM, sometimes through a shell.
     */
    static Optional<NodeOwner> buildOf(ProcessHandle process) {
        for (Optional<ProcessHandle> up = process.parent();
                up.isPresent();
                up = up.get().parent()) {
            if (isJava(up.get())) {
                return Optional.of(of(up.get()));
            }
        }
        return Optional.empty();
    }

    /** Whether the owner still runs: the same pid, started at the same time. */
    boolean isAlive() {
        return ProcessHandle.of(pid)
                .filter(ProcessHandle::isAlive)
                .filter(process ->
                        startMillis == 0 || Math.abs(startMillis(process) - startMillis) <= START_TOLERANCE_MILLIS)
                .isPresent();
    }

    /** {@code pid@startMillis}, as passed to the node in a system property. */
    String format() {
        return pid + "@" + startMillis;
    }

    /** The inverse of {@link #format()}; null for null. */
    static NodeOwner parse(String formatted) {
        if (formatted == null) {
            return null;
        }
        int at = formatted.indexOf('@');
        return new NodeOwner(Long.parseLong(formatted.substring(0, at)), Long.parseLong(formatted.substring(at + 1)));
    }

    private static long startMillis(ProcessHandle process) {
        return process.info().startInstant().map(Instant::toEpochMilli).orElse(0L);
    }

    private static boolean isJava(ProcessHandle process) {
        return process.info()
                .command()
                .map(command -> command.endsWith("/java") || command.endsWith("\\java.exe"))
                .orElse(false);
    }
}
