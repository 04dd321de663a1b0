package dev.queryfirst.runtime.tune;

import java.util.List;

/**
 * One table as the nodes see it in production, and what contradicts its model.
 *
 * @param table the table
 * @param entity the entity whose rows it holds
 * @param partitions partitions the nodes estimate in their primary ranges ({@code system.size_estimates})
 * @param meanBytes their mean size, by the nodes' histograms (up to 20 % high)
 * @param largestMebibytes the largest partition any node holds, in whole mebibytes rounded up
 *     ({@code system_views.max_partition_size})
 * @param reads per-read figures ({@code system_views})
 * @param findings what contradicts the model, one sentence each naming the table and the figure
 */
public record TableObservation(
        String table,
        String entity,
        long partitions,
        double meanBytes,
        long largestMebibytes,
        ReadFigures reads,
        List<String> findings) {

    public TableObservation {
        findings = List.copyOf(findings);
    }
}
