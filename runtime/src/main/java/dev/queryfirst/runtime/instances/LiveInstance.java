package dev.queryfirst.runtime.instances;

import java.time.Instant;

/**
 * One instance whose heartbeat row has not expired: it runs code of schema version
 * {@code version}, so it writes (and reads) that version's tables and no later one's.
 *
 * @param id who it is: {@code <host>/<process id>} by default, a pod name, a deployment id
 * @param version the highest schema version its code knows
 * @param startedAt when it first recorded itself
 * @param beatAt its latest heartbeat, by its own clock
 */
public record LiveInstance(String id, int version, Instant startedAt, Instant beatAt) {

    @Override
    public String toString() {
        return id + " (version " + version + ", last seen " + beatAt + ")";
    }
}
