package dev.queryfirst.runtime.tune;

/**
 * A table's estimate at the rehearsal's scale: the compile-time rule applied to the numbers the
 * rehearsal drew with. A typical partition holds the rows written over its bucket (or all of them)
 * spread over every combination of its partition key's values; the largest holds a skewed value's
 * rows, or a typical partition rounded up.
 *
 * @param typicalRows rows of a typical partition
 * @param largestRows rows of the largest partition
 */
record Expectation(double typicalRows, double largestRows) {

    /**
     * @param moves the share of the entity's rows moved: a partition may take in a few more rows
     *     than it gives up, so the largest is allowed half that share and a row more
     */
    static Expectation of(
            TableEstimate table, EntityScale entity, KeyspaceScale keyspace, long liveRows, double moves) {
        double span = entity.spanSeconds();
        double fill = table.bucketSeconds() > 0 ? Math.min(1, table.bucketSeconds() / span) : 1;
        double combinations = 1;
        double skewed = 0;
        for (String path : table.partitionAttributes()) {
            combinations *= used(path, entity, keyspace, liveRows * fill);
        }
        for (String path : table.partitionAttributes()) {
            String drawnBy = Coprime.ownAttribute(path, entity.attributes());
            AttributeScale attribute =
                    drawnBy == null ? null : entity.attributes().get(drawnBy);
            if (attribute != null && attribute.hot() > 0) {
                double used = used(path, entity, keyspace, liveRows * fill);
                double others = combinations / used;
                // Through a reference to another attribute (a guest's last name), the skewed guest shares
                // its partition with the guests of the same name, each with its share of the other rows.
                double sharing = Math.max(1, attribute.values() / used);
                double rest = (liveRows - attribute.hot()) / Math.max(1.0, attribute.values() - 1);
                double rows = attribute.hot() + (sharing - 1) * rest;
                skewed = Math.max(skewed, Math.ceil(rows * fill / others / table.shards()));
            }
        }
        if (table.directory()) {
            double buckets = Math.ceil(span / table.bucketSeconds());
            double perKey = Math.max(1, liveRows / combinations);
            double typical = Math.min(buckets, perKey);
            return new Expectation(typical, Math.ceil(typical));
        }
        double spread = liveRows * fill / combinations / table.shards();
        double typical = Math.max(1, spread);
        // A partition keyed by values unique to each entity never takes in a moved row; one keyed by
        // nothing but a time bucket (and a shard) takes in the rows whose time moved there.
        boolean unique = !table.partitionAttributes().isEmpty()
                && table.partitionAttributes().stream().allMatch(path -> {
                    AttributeScale own = entity.attributes().get(path);
                    return own != null && !own.shared();
                });
        double largest = moves > 0 && !unique ? Math.ceil(typical * (1 + moves / 2)) + 1 : Math.ceil(typical);
        if (table.shards() > 1 && spread > 0) {
            // A shard is a hash of the key: a bucket's rows land in its shards at random, and at a
            // rehearsal's scale, a row or two per partition, some partition gets two or three.
            largest = Math.max(largest, randomLargest(spread, liveRows / spread));
        }
        return new Expectation(typical, Math.max(largest, skewed));
    }

    /**
     * The most rows one of {@code partitions} partitions holds when rows land in them at random,
     * {@code mean} rows each on average: the fewest rows {@code k} such that fewer than half a
     * partition is expected to hold more (a Poisson tail). Past a mean of 50 rows the spread is a
     * few per cent of it, which the tolerance covers: the mean, rounded up.
     */
    static double randomLargest(double mean, double partitions) {
        if (mean >= 50) {
            return Math.ceil(mean);
        }
        double term = Math.exp(-mean);
        double below = term;
        int k = 0;
        while (partitions * (1 - below) >= 0.5 && term > 0) {
            k++;
            term *= mean / k;
            below += term;
        }
        return Math.max(k, Math.ceil(mean));
    }

    /**
     * How many of a path's values {@code rows} rows use: all of them, unless a skewed value takes
     * so many rows that the others do not go round.
     */
    static double used(String path, EntityScale entity, KeyspaceScale keyspace, double rows) {
        double values = values(path, entity, keyspace, (long) Math.ceil(rows));
        String drawnBy = Coprime.ownAttribute(path, entity.attributes());
        AttributeScale attribute = drawnBy == null ? null : entity.attributes().get(drawnBy);
        if (attribute == null || attribute.hot() == 0) {
            return values;
        }
        double hot = attribute.hot() * rows / entity.rows();
        return Math.min(values, 1 + Math.max(0, rows - hot));
    }

    /**
     * How many values a partition-key path takes: an attribute's drawn values, a unique one's
     * every entity, a reference's key the referenced entities, a referenced entity's other
     * attribute the fewer of its values and the references made.
     */
    static double values(String path, EntityScale entity, KeyspaceScale keyspace, long liveRows) {
        AttributeScale own = entity.attributes().get(path);
        if (own != null) {
            return own.shared() ? own.values() : Math.max(1, liveRows);
        }
        String reference = Coprime.ownAttribute(path, entity.attributes());
        if (reference == null) {
            return Math.max(1, liveRows);
        }
        AttributeScale through = entity.attributes().get(reference);
        EntityScale target = keyspace.entity(through.numbers().reference());
        AttributeScale there = target.attributes().get(path.substring(reference.length() + 1));
        if (there == null || !there.shared()) {
            return through.values();
        }
        return Math.min(through.values(), there.values());
    }
}
