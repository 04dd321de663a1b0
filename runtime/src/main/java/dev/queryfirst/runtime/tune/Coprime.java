package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Keeps the value counts of attributes that partition one table together pairwise coprime: each
 * attribute cycles through its values with consecutive entities, so two counts sharing a factor
 * (4 and 1,000) would only ever meet in some combinations and leave the others empty. Counts
 * that are coprime meet in every combination equally often. Only scaled counts move, by the
 * least that makes them coprime; declared low-cardinality counts and referenced entities' rows
 * stay as they are.
 */
final class Coprime {

    private Coprime() {}

    static void adjust(List<TableEstimate> tables, Map<String, AttributeScale> attributes) {
        for (TableEstimate table : tables) {
            List<String> group = new ArrayList<>();
            for (String path : table.partitionAttributes()) {
                String own = ownAttribute(path, attributes);
                if (own != null && attributes.get(own).values() > 1 && !group.contains(own)) {
                    group.add(own);
                }
            }
            for (String path : group) {
                AttributeScale scale = attributes.get(path);
                if (scale.kept() || scale.numbers().reference() != null) {
                    continue;
                }
                long values = scale.values();
                while (!coprimeWithOthers(values, path, group, attributes)) {
                    values++;
                }
                attributes.put(path, scale.withValues(values));
            }
        }
    }

    /** The attribute a partition-key path draws from: itself, or the reference it goes through. */
    static String ownAttribute(String path, Map<String, AttributeScale> attributes) {
        if (attributes.containsKey(path)) {
            return path;
        }
        int dot = path.indexOf('.');
        return dot > 0 && attributes.containsKey(path.substring(0, dot)) ? path.substring(0, dot) : null;
    }

    private static boolean coprimeWithOthers(
            long values, String path, List<String> group, Map<String, AttributeScale> attributes) {
        for (String other : group) {
            if (!other.equals(path) && gcd(values, attributes.get(other).values()) > 1) {
                return false;
            }
        }
        return true;
    }

    private static long gcd(long a, long b) {
        return b == 0 ? a : gcd(b, a % b);
    }
}
