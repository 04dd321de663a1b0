package dev.queryfirst.runtime.instances;

import java.time.Instant;

/**
 * One instance whose heartbeat row has not expired: it runs code of schema version
 * {@code version}, so it writes (and reads) that version's tables and no later one's.
 *
 * @param id who it is: {@code <host>/<process id>} by default, a pod name, a deployment id
 * @param module the module of the keyspace whose version this is ({@code -Aqueryfirst.module});
 *     empty for a keyspace compiled in one module. An instance records one row per module it
 *     runs, since each module numbers its versions on its own
 * @param version the highest schema version of {@code module} its code knows
 * @param startedAt when it first recorded itself
 * @param beatAt its latest heartbeat, by its own clock
 */
public record LiveInstance(String id, String module, int version, Instant startedAt, Instant beatAt) {

    @Override
    public String toString() {
        String of = module.isEmpty() ? "" : " of module " + module;
        return id + " (version " + version + of + ", last seen " + beatAt + ")";
    }
}
