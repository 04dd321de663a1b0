package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Declared distinct values a cluster contradicts (the partitions counted, or estimated where the
 * nodes' estimate resolves them): a table partitioned by attributes with
 * {@code @Cardinality(distinct)} cannot hold more partitions than the product of those counts
 * (times its buckets, which are not counted here, so bucketed tables are left out).
 */
final class Cardinalities {

    private Cardinalities() {}

    /** The finding, when {@code partitions} exceeds what the declared distinct values allow. */
    static Optional<String> contradicted(
            TableEstimate table, EntityNumbers entity, long partitions, boolean counted, double tolerance) {
        if (entity == null
                || table.bucketSeconds() > 0
                || table.partitionAttributes().isEmpty()) {
            return Optional.empty();
        }
        double allowed = 1;
        List<String> factors = new ArrayList<>();
        for (String path : table.partitionAttributes()) {
            AttributeNumbers numbers = entity.attribute(path).orElse(null);
            if (numbers == null || numbers.distinct() == 0) {
                return Optional.empty();
            }
            allowed *= numbers.distinct();
            factors.add(path + " " + Quantities.grouped(numbers.distinct()));
        }
        allowed *= table.shards();
        if (partitions <= allowed * (1 + tolerance)) {
            return Optional.empty();
        }
        return Optional.of(table.table() + ": partitions over the declared: "
                + (counted ? "its keys count " : "the nodes estimate about ") + Quantities.grouped(partitions)
                + " partitions, more than the " + Quantities.grouped(allowed) + " ("
                + String.join(" × ", factors) + (table.shards() > 1 ? " × " + table.shards() + " shards" : "")
                + ") the declared distinct values allow: raise @Cardinality(distinct) on "
                + String.join(" or ", table.partitionAttributes()) + " and check the estimates it feeds");
    }
}
