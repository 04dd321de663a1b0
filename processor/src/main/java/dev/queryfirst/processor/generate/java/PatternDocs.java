package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ParameterSpec;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import java.util.stream.Collectors;

/**
 * What the Javadoc of an access pattern's reads says ({@link PatternMethods} builds the reads):
 * which rows, in which order, how buckets and shards are walked, and when an argument is refused.
 */
final class PatternDocs {

    private final PatternPlan plan;
    private final TableLayout layout;
    private final EntityAccess access;
    private final DirectoryMethods directories;
    /** The parameter Cassandra refuses empty, or null (see {@link KeyValues#emptyDoc}). */
    private final ParameterSpec wholeKey;

    PatternDocs(
            PatternPlan plan,
            TableLayout layout,
            EntityAccess access,
            DirectoryMethods directories,
            ParameterSpec wholeKey) {
        this.plan = plan;
        this.layout = layout;
        this.access = access;
        this.directories = directories;
        this.wholeKey = wholeKey;
    }

    /** The single-row read's: the entity with these key values, if any. */
    String singleRow() {
        return "Access pattern {@code " + plan.pattern().name() + "}: the "
                + access.entity().simpleName() + " with " + describeEquality() + ", if any, from {@code "
                + layout.table().name() + "}.\n" + KeyValues.emptyDoc(wholeKey);
    }

    /** The list read's: what it returns, in which order, how it walks buckets and shards. */
    String list() {
        StringBuilder doc =
                new StringBuilder("Access pattern {@code " + plan.pattern().name() + "}: ");
        doc.append(PatternMethods.limited(plan) ? "up to {@code " + access.local("limit") + "} " : "the ")
                .append(access.entity().simpleName())
                .append("s")
                .append(plan.equalityColumns().isEmpty() ? "" : " with " + describeEquality());
        if (plan.rangeColumn() != null) {
            doc.append(plan.equalityColumns().isEmpty() ? " with" : " and")
                    .append(" {@code from <= ")
                    .append(plan.rangeColumn().name())
                    .append(" < to}");
        }
        doc.append(", in the order of {@code ").append(layout.table().name()).append("}");
        String order = layout.table().clustering().stream()
                .map(c -> c.name() + (c.descending() ? " DESC" : ""))
                .collect(Collectors.joining(", "));
        doc.append(order.isEmpty() ? "" : " (" + order + ")");
        if (plan.index() != null) {
            doc.append(", found through index {@code ")
                    .append(plan.index().name())
                    .append("}");
        }
        doc.append(".\n");
        if (plan.bucketed() && directories.of(plan).isPresent()) {
            doc.append("Lists the non-empty buckets of {@code ")
                    .append(plan.bucketColumn().name())
                    .append("} in {@code ")
                    .append(directories.of(plan).get().table().name())
                    .append("} first, then reads only those: no lookback.\n");
        } else if (plan.bucketed()) {
            ColumnModel bucket = plan.bucketColumn();
            doc.append(
                    PatternMethods.rangeIsBucket(plan)
                            ? "Reads the buckets of {@code " + bucket.name() + "} the range spans, in that order.\n"
                            : "Reads bucket after bucket of {@code " + bucket.name() + "}, newest first, at most "
                                    + layout.lookback(bucket) + " buckets back.\n");
        }
        if (plan.sharded()) {
            doc.append("Reads the " + layout.table().shards() + " shards of "
                    + (plan.bucketed() ? "each bucket" : "the partition")
                    + " concurrently and merges them in the table's order.\n");
        }
        return doc.append(KeyValues.emptyDoc(wholeKey)).toString();
    }

    private String describeEquality() {
        return plan.equalityColumns().stream()
                .map(c -> "{@code " + access.parameter(c) + "}")
                .collect(Collectors.joining(", "));
    }

    /** The page read's, whose page size and cursor are the parameters {@code pageSize} and {@code cursor}. */
    String page(String pageSize, String cursor) {
        return "Access pattern {@code " + plan.pattern().name() + "}, a page at a time: at"
                + " most {@code " + pageSize + "} rows in the table's order, resuming after {@code " + cursor
                + "} (null for the first page,"
                + " then {@link Page#cursor()} of the previous page).\n\n"
                + "@throws IllegalArgumentException if {@code " + cursor
                + "} was not issued by this access pattern for these"
                + " arguments, or was altered\n"
                + KeyValues.emptyDoc(wholeKey).replace("\n@throws", "@throws");
    }
}
