package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
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
        sink.report(
                Code.QF101,
                pattern.site().member(member).entry(entry),
                pattern.name(),
                member,
                path,
                entity.simpleName(),
                suggestion(path, flat.paths()));
        return Optional.empty();
    }

    /** "use 'sourceName'" for a near miss, else the list of attribute paths. */
    static String suggestion(String path, List<String> candidates) {
        Optional<String> closest = candidates.stream()
                .min(Comparator.comparingInt((String c) -> distance(path, c)).thenComparing(c -> c));
        if (closest.isPresent() && distance(path, closest.get()) <= Math.max(2, path.length() / 3)) {
            return "did you mean '" + closest.get() + "'?";
        }
        return "name one of " + String.join(", ", candidates.stream().sorted().toList());
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
