package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.queryfirst.runtime.internal.Args;
import java.util.List;
import java.util.function.Consumer;

/**
 * What {@code nodetool flush} does, from a test: partition sizes are measured when memtables are
 * written to SSTables, so a test that wants a node's figures of what it just wrote flushes first.
 * Every node is reached over its JMX, found as a rehearsal finds it.
 *
 * <pre>{@code
 * NodeTool.flush(session, keyspace.name());
 * ObservationReport report = HelpdeskSchema.observe(session, keyspace.name());
 * }</pre>
 */
public final class NodeTool {

    private NodeTool() {}

    /**
     * Flushes every table of {@code keyspace} on every node that is up.
     *
     * @throws IllegalStateException naming the node whose JMX cannot be reached
     */
    public static void flush(CqlSession session, String keyspace) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        onEveryNode(session, jmx -> jmx.flush(keyspace, List.of()));
    }

    /**
     * Records every node's size estimates now, as {@code nodetool refreshsizeestimates} does: a
     * node refreshes {@code system.size_estimates}, which {@code observe} reads, only every 5
     * minutes; a test flushes, refreshes, then observes.
     *
     * <pre>{@code
     * NodeTool.flush(session, keyspace.name());
     * NodeTool.refreshSizeEstimates(session);
     * ObservationReport report = HelpdeskSchema.observe(session, keyspace.name());
     * }</pre>
     *
     * @throws IllegalStateException naming the node whose JMX cannot be reached
     */
    public static void refreshSizeEstimates(CqlSession session) {
        Args.notNull(session, "session");
        onEveryNode(session, Jmx::refreshSizeEstimates);
    }

    private static void onEveryNode(CqlSession session, Consumer<Jmx> operation) {
        NodeViews views = new NodeViews(session);
        for (Node node : views.nodes()) {
            NodeFigure<Jmx> jmx = Jmx.connect(views, node, RehearsalOptions.defaults());
            if (!jmx.present()) {
                throw new IllegalStateException(jmx.missing());
            }
            try (Jmx connection = jmx.value()) {
                operation.accept(connection);
            }
        }
    }
}
