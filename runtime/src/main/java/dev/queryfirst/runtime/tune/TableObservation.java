package dev.queryfirst.runtime.tune;

import java.util.List;

/**
 * One table as the nodes see it in production, and what contradicts its model.
 *
 * @param table the table
 * @param entity the entity whose rows it holds
 * @param partitions its partitions: counted from its keys on a small table (fewer than 10,000),
 *     else as the nodes estimate them in their primary ranges ({@code system.size_estimates})
 * @param rows its rows, counted from its keys; -1 when not counted (more than 100,000)
 * @param meanBytes the partitions' mean size, by the nodes' histograms (up to 20 % high); 0 when
 *     not ready
 * @param largestMebibytes the largest partition any node holds, in whole mebibytes rounded up
 *     ({@code system_views.max_partition_size})
 * @param reads per-read figures ({@code system_views})
 * @param findings figures over their estimate or a node's threshold, one sentence each naming the
 *     table, the figure that moved and the declaration to check
 * @param overDeclared figures under their estimate by more than the tolerance: declared numbers
 *     the data does not reach
 * @param notReady why a figure cannot be judged yet (size estimates not refreshed since the
 *     table was written)
 */
public record TableObservation(
        String table,
        String entity,
        long partitions,
        long rows,
        double meanBytes,
        long largestMebibytes,
        ReadFigures reads,
        List<String> findings,
        List<String> overDeclared,
        List<String> notReady) {

    public TableObservation {
        findings = List.copyOf(findings);
        overDeclared = List.copyOf(overDeclared);
        notReady = List.copyOf(notReady);
    }
}
