package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.PatternMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityModel;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Resolves the attribute paths an access pattern names; unknown ones are QF101. */
final class Paths {

    private Paths() {}

    /**
     * The columns {@code path} names, or empty after reporting QF101 on the pattern's member (on its
     * {@code entry}-th array entry when {@code entry} ≥ 0).
     */
    static Optional<List<FlatColumn>> resolve(
            String path,
            String member,
            int entry,
            AccessPatternModel pattern,
            EntityModel entity,
            Flattened flat,
            Sink sink) {
        List<FlatColumn> columns = flat.byPath().get(path);
        if (columns != null && !columns.isEmpty()) {
            return Optional.of(columns);
        }
        Optional<String> closest = closest(path, flat.paths());
        sink.report(
                pattern.site().member(member).entry(entry),
                (closest.isPresent() ? PatternMessages.UNKNOWN_ATTRIBUTE_NEAR_MISS : PatternMessages.UNKNOWN_ATTRIBUTE)
                        .with("pattern", pattern.name())
                        .with("member", member)
                        .with("path", path)
                        .with("entity", entity.simpleName())
                        .with("closest", closest.orElse(""))
                        .with(
                                "attributes",
                                String.join(", ", flat.paths().stream().sorted().toList())));
        return Optional.empty();
    }

    /** The attribute path a near miss meant, if one is close enough. */
    static Optional<String> closest(String path, List<String> candidates) {
        return candidates.stream()
                .min(Comparator.comparingInt((String c) -> distance(path, c)).thenComparing(c -> c))
                .filter(c -> distance(path, c) <= Math.max(2, path.length() / 3));
    }

    /** Levenshtein distance, ignoring case (so {@code sourcename} finds {@code sourceName}). */
    static int distance(String a, String b) {
        String x = a.toLowerCase(java.util.Locale.ROOT);
        String y = b.toLowerCase(java.util.Locale.ROOT);
        int[] previous = new int[y.length() + 1];
        int[] current = new int[y.length() + 1];
        for (int j = 0; j <= y.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= y.length(); j++) {
                int substitution = previous[j - 1] + (x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[y.length()];
    }
}
