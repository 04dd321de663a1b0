package dev.queryfirst.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes what a forked node reads at startup: {@code cassandra.yaml}, a logback configuration and
 * the JVM argument file.
 *
 * <p>The settings trade production safety for a fast start on a 2-core machine: one token, no
 * gossip settle wait, small caches and thread pools, no snapshots. Commit log sync is
 * {@code batch} with fsync skipped ({@code cassandra.skip_sync}): every acknowledged write is in
 * the commit log in the OS page cache before the client hears back, so it survives
 * {@link EmbeddedCassandra#kill()} (the process dies, the kernel keeps the pages), but not a
 * machine crash, which no test needs. Schema changes keep Cassandra's default of flushing the
 * schema tables: commit log replay runs after the schema is loaded, so a table known only to the
 * commit log would lose its rows on restart.
 */
final class NodeFiles {

    /** Cassandra's conf/jvm17-server.options module list: it reflects into JDK internals. */
    static final List<String> MODULE_ACCESS = List.of(
            "--add-exports", "java.base/jdk.internal.misc=ALL-UNNAMED",
            "--add-exports", "java.management.rmi/com.sun.jmx.remote.internal.rmi=ALL-UNNAMED",
            "--add-exports", "java.rmi/sun.rmi.registry=ALL-UNNAMED",
            "--add-exports", "java.rmi/sun.rmi.server=ALL-UNNAMED",
            "--add-exports", "java.sql/java.sql=ALL-UNNAMED",
            "--add-exports", "java.base/java.lang.ref=ALL-UNNAMED",
            "--add-exports", "jdk.unsupported/sun.misc=ALL-UNNAMED",
            "--add-exports", "jdk.compiler/com.sun.tools.javac.file=ALL-UNNAMED",
            "--add-exports", "jdk.attach/sun.tools.attach=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang.module=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.loader=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.ref=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.reflect=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.math=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.module=ALL-UNNAMED",
            "--add-opens", "java.base/jdk.internal.util.jar=ALL-UNNAMED",
            "--add-opens", "jdk.management/com.sun.management.internal=ALL-UNNAMED",
            "--add-opens", "java.base/sun.nio.ch=ALL-UNNAMED",
            "--add-opens", "java.base/java.io=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang.reflect=ALL-UNNAMED",
            "--add-opens", "jdk.compiler/com.sun.tools.javac=ALL-UNNAMED",
            "--add-opens", "java.base/java.lang=ALL-UNNAMED",
            "--add-opens", "java.base/java.util=ALL-UNNAMED");

    private NodeFiles() {}

    /** Creates the node's directories and (re)writes its configuration. */
    static void write(NodeSpec spec, String classpath) throws IOException {
        for (String dir : List.of("conf", "data", "commitlog", "hints", "saved_caches", "cdc_raw", "logs")) {
            Files.createDirectories(spec.directory().resolve(dir));
        }
        Files.writeString(spec.configFile(), yaml(spec), StandardCharsets.UTF_8);
        Files.writeString(spec.logbackFile(), logback(spec), StandardCharsets.UTF_8);
        Files.writeString(spec.argsFile(), argsFile(jvmArguments(spec, classpath)), StandardCharsets.UTF_8);
    }

    static String yaml(NodeSpec spec) {
        Path dir = spec.directory();
        return String.join(
                "\n",
                "cluster_name: " + NodeSpec.CLUSTER_NAME,
                "num_tokens: 1",
                "initial_token: " + spec.initialToken(),
                "auto_bootstrap: false",
                "partitioner: org.apache.cassandra.dht.Murmur3Partitioner",
                "endpoint_snitch: SimpleSnitch",
                "seed_provider:",
                "  - class_name: org.apache.cassandra.locator.SimpleSeedProvider",
                "    parameters:",
                "      - seeds: " + quote(spec.seeds()),
                "listen_address: " + spec.address(),
                "rpc_address: " + spec.address(),
                "storage_port: " + spec.storagePort(),
                "native_transport_port: " + spec.nativePort(),
                "start_native_transport: true",
                "data_file_directories:",
                "  - " + quote(dir.resolve("data").toString()),
                "commitlog_directory: " + quote(dir.resolve("commitlog").toString()),
                "hints_directory: " + quote(dir.resolve("hints").toString()),
                "saved_caches_directory: " + quote(dir.resolve("saved_caches").toString()),
                "cdc_raw_directory: " + quote(dir.resolve("cdc_raw").toString()),
                "authenticator: AllowAllAuthenticator",
                "authorizer: AllowAllAuthorizer",
                "role_manager: CassandraRoleManager",
                "network_authorizer: AllowAllNetworkAuthorizer",
                "storage_compatibility_mode: NONE",
                // Off by default in 5.0; @Masked columns need it (docs/mapping-rules.md, "Masked columns").
                "dynamic_data_masking_enabled: true",
                "commitlog_sync: batch",
                "commitlog_segment_size: 16MiB",
                "auto_snapshot: false",
                "snapshot_before_compaction: false",
                "incremental_backups: false",
                "trickle_fsync: false",
                "key_cache_size: 8MiB",
                "row_cache_size: 0MiB",
                "counter_cache_size: 0MiB",
                "file_cache_size: 32MiB",
                "networking_cache_size: 16MiB",
                "prepared_statements_cache_size: 8MiB",
                "concurrent_reads: 8",
                "concurrent_writes: 8",
                "concurrent_counter_writes: 4",
                "concurrent_compactors: 1",
                "memtable_flush_writers: 1",
                "native_transport_max_threads: 32",
                // Generous server timeouts: two busy cores can stall a request for a while.
                "read_request_timeout: 10000ms",
                "range_request_timeout: 10000ms",
                "write_request_timeout: 10000ms",
                "counter_write_request_timeout: 10000ms",
                "truncate_request_timeout: 60000ms",
                "request_timeout: 20000ms",
                "");
    }

    static String logback(NodeSpec spec) {
        String file = xmlEscape(spec.systemLog().toString());
        return """
                <configuration>
                  <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                    <file>%s</file>
                    <encoder>
                      <pattern>%%-5level [%%thread] %%date{ISO8601} %%logger{36}: %%msg%%n</pattern>
                    </encoder>
                  </appender>
                  <root level="WARN">
                    <appender-ref ref="FILE"/>
                  </root>
                </configuration>
                """.formatted(file);
    }

    static List<String> jvmArguments(NodeSpec spec, String classpath) {
        List<String> args = new ArrayList<>();
        // A small initial heap: Cassandra mlockall()s what is committed at startup, and touching a
        // whole 1 GB heap up front costs seconds and resident memory.
        args.add("-Xms" + Math.min(spec.heapMb(), 256) + "m");
        args.add("-Xmx" + spec.heapMb() + "m");
        args.add("-Xss512k");
        // Serial GC: small heaps, and no GC threads competing with two cores' worth of everything else.
        args.add("-XX:+UseSerialGC");
        args.add("-XX:MaxDirectMemorySize=512m");
        args.add("-XX:+PerfDisableSharedMem");
        args.add("-Djava.net.preferIPv4Stack=true");
        args.add("-Djdk.attach.allowAttachSelf=true");
        args.addAll(MODULE_ACCESS);
        args.add("-Dio.netty.tryReflectionSetAccessible=true");
        args.add("-Dio.netty.allocator.useCacheForAllThreads=true");
        args.add("-Dio.netty.allocator.maxOrder=11");
        args.add("-Dchronicle.analytics.disable=true");
        args.add("-Dchronicle.announcer.disable=true");
        args.add("-Dcassandra.config=" + spec.configFile().toUri());
        args.add("-Dcassandra.storagedir=" + spec.directory());
        args.add("-Dcassandra.logdir=" + spec.logDirectory());
        args.add("-Dlogback.configurationFile=" + spec.logbackFile());
        args.add("-Dcassandra-foreground=yes");
        // Fast start: these waits exist for real clusters joining over real networks.
        args.add("-Dcassandra.skip_wait_for_gossip_to_settle=0");
        args.add("-Dcassandra.ring_delay_ms=1000");
        args.add("-Dcassandra.superuser_setup_delay_ms=0");
        // A stopping node tells its peers and then waits this long (2 s, twice) for the news to spread;
        // on loopback it arrives at once.
        args.add("-Dcassandra.shutdown_announce_in_ms=300");
        args.add("-Dcassandra.skip_sync=true");
        // JMX for nodetool-like operations (flush, table histograms), local only: Cassandra binds it
        // to the loopback address and asks for no credentials, as its own cassandra-env.sh does.
        args.add("-Dcassandra.jmx.local.port=" + spec.jmxPort());
        // The value Cassandra would otherwise spend most of a second measuring at every start.
        args.add("-Dcassandra.memtable.row_overhead_size=180");
        args.add("-D" + CassandraLauncher.DIRECTORY_PROPERTY + "=" + spec.directory());
        args.add("-D" + CassandraLauncher.TEMPORARY_PROPERTY + "=" + spec.temporary());
        if (spec.owner() != null) {
            args.add(
                    "-D" + CassandraLauncher.OWNER_PROPERTY + "=" + spec.owner().format());
        }
        args.add("-cp");
        args.add(classpath);
        args.add(CassandraLauncher.class.getName());
        return args;
    }

    /** A java launcher @-file: one quoted argument per line (the classpath is too long for some shells). */
    static String argsFile(List<String> args) {
        StringBuilder out = new StringBuilder();
        for (String arg : args) {
            out.append('"')
                    .append(arg.replace("\\", "\\\\").replace("\"", "\\\""))
                    .append("\"\n");
        }
        return out.toString();
    }

    private static String quote(String value) {
        return "'" + value.replace("'", "''") + "'";
    }

    private static String xmlEscape(String value) {
        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The last {@code lines} lines of a node's log {@code file}, headed by {@code label}; empty if there is none. */
    static String tail(Path file, String label, int lines) {
        if (!Files.isRegularFile(file)) {
            return "";
        }
        try {
            List<String> all = Files.readAllLines(file, StandardCharsets.UTF_8);
            List<String> last = all.subList(Math.max(0, all.size() - lines), all.size());
            return "--- last lines of " + label + " ---\n" + String.join("\n", last) + "\n";
        } catch (IOException | UncheckedIOException e) {
            return "--- " + label + " unreadable: " + e + "\n";
        }
    }

    /** Deletes a node's {@code directory} and everything in it, if it exists. */
    static void delete(Path directory) {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> files = Files.walk(directory)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot delete " + directory, e);
        }
    }
}
