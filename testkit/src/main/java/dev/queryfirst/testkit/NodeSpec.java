package dev.queryfirst.testkit;

import java.nio.file.Path;

/**
 * Everything that identifies one forked node; it stays the same across restarts so a restarted
 * node finds its data, its token and its peers again.
 *
 * @param address      loopback address the node listens on (storage and native transport)
 * @param nativePort   CQL port
 * @param storagePort  internode port, the same on every node of a cluster
 * @param jmxPort      local JMX port (on the loopback address only, no authentication), which
 *                     {@code nodetool} and the rehearsal's flush use; Cassandra's default, 7199,
 *                     could not serve several nodes of one machine
 * @param seeds        seed list, {@code host:port[,host:port]}
 * @param initialToken this node's only token
 * @param heapMb       maximum (and initial) heap of the forked JVM
 * @param directory    root of the node's data, commit log, hints, caches, logs and config
 * @param temporary    whether {@code directory} is ours to delete when the node ends
 * @param owner        the process whose death ends the node, or null: the JVM that starts it
 */
record NodeSpec(
        String address,
        int nativePort,
        int storagePort,
        int jmxPort,
        String seeds,
        long initialToken,
        int heapMb,
        Path directory,
        boolean temporary,
        NodeOwner owner) {

    static final String CLUSTER_NAME = "queryfirst";

    Path configFile() {
        return directory.resolve("conf").resolve("cassandra.yaml");
    }

    Path logbackFile() {
        return directory.resolve("conf").resolve("logback.xml");
    }

    Path argsFile() {
        return directory.resolve("conf").resolve("jvm.args");
    }

    Path logDirectory() {
        return directory.resolve("logs");
    }

    /** Cassandra's own log (WARN and above). */
    Path systemLog() {
        return logDirectory().resolve("system.log");
    }

    /** Whatever the forked JVM prints itself: JVM warnings, crashes before logging is up. */
    Path consoleLog() {
        return logDirectory().resolve("console.log");
    }
}
