package dev.queryfirst.reliability.faults;

import dev.queryfirst.runtime.audit.AuditReport;
import java.time.Duration;

/**
 * The figures of one fault run, for the report.
 *
 * @param label {@code 3 nodes, LOGGED}
 * @param writes writes attempted during the run
 * @param failed writes that failed at least once (each was retried until acknowledged)
 * @param retries failed attempts in all
 * @param failureWindow from the kill to the last write that failed because of it
 * @param afterRestart from the node answering CQL again to that last failure: the client's share
 * @param missing acknowledged states not found in the base table afterwards
 * @param audit the audit of every table after the retries
 */
record FaultRun(
        String label,
        int writes,
        int failed,
        int retries,
        Duration failureWindow,
        Duration afterRestart,
        int missing,
        AuditReport audit) {

    String summary() {
        return String.format(
                "%s: %d writes, %d failed and were retried (%d failed attempts), writes"
                        + " failed for %.1f s after the kill (%.1f s after the node was back); afterwards %d acknowledged writes missing,"
                        + " %d missing copies, %d stale copies, %d orphaned copies",
                label,
                writes,
                failed,
                retries,
                failureWindow.toMillis() / 1000.0,
                afterRestart.toMillis() / 1000.0,
                missing,
                audit.missing(),
                audit.stale(),
                audit.orphaned());
    }
}
