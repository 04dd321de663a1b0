package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.diagnostics.VectorMessages;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Nearest-neighbour patterns ({@code nearest = "embedding"}; docs/vector-search.md): which are
 * valid, and the storage-attached vector index that serves each, on the table of its {@code where}
 * partition or, without {@code where}, on the base table. The limits Cassandra 5.0 enforces at run
 * time (a limit of at most 1,000, no paging, no other ordering) are reported here.
 */
final class NearestRules {

    /** Cassandra's largest {@code LIMIT} of an ANN query. */
    static final int MAX_LIMIT = 1_000;

    /** Vectors above which a search across the whole table is warned (QF310). */
    static final long LARGE_INDEX_VECTORS = 1_000_000;

    private final EntityModel entity;
    private final Flattened flat;
    private final Sink sink;
    private final List<IndexModel> indexes = new ArrayList<>();

    NearestRules(EntityModel entity, Flattened flat, Sink sink) {
        this.entity = entity;
        this.flat = flat;
        this.sink = sink;
    }

    /** Whether the pattern can be served; each problem reported on its member. */
    boolean valid(AccessPatternModel pattern) {
        boolean ok = vectorColumn(pattern).isPresent();
        if (!ok) {
            sink.report(
                    pattern.site().member("nearest"),
                    VectorMessages.NEAREST_NOT_VECTOR
                            .with("nearest", pattern.nearest())
                            .with("pattern", pattern.name())
                            .with("entity", entity.simpleName())
                            .with("vectors", vectorNames()));
        }
        if (pattern.limit() == 0) {
            ok = false;
            sink.report(
                    pattern.site().member("limit"),
                    VectorMessages.NEAREST_WITHOUT_LIMIT.with("pattern", pattern.name()));
        } else if (pattern.limit() > MAX_LIMIT) {
            ok = false;
            sink.report(
                    pattern.site().member("limit"),
                    VectorMessages.NEAREST_LIMIT_OVER_MAX
                            .with("limit", pattern.limit())
                            .with("pattern", pattern.name()));
        }
        ok &= without(pattern, "range", pattern.hasRange(), "a range would need another ordering");
        ok &= without(pattern, "orderBy", !pattern.orderBy().isEmpty(), "the rows come most similar first");
        ok &= without(pattern, "strategy", pattern.indexStrategy(), "its vector index is its strategy");
        ok &= without(pattern, "shards", pattern.sharded(), "shards would split the index's neighbours");
        ok &= without(pattern, "select", pattern.projected(), "the rows are read whole, with their score");
        return ok;
    }

    /** The vector index serving {@code pattern} on {@code table}, warning an unrestricted search of a large one. */
    Optional<IndexModel> index(AccessPatternModel pattern, TableModel table) {
        FlatColumn column = vectorColumn(pattern).orElseThrow();
        TypeModel.Vector vector = (TypeModel.Vector) column.type();
        String name = table.name() + "_" + column.name() + "_ann_idx";
        if (!Cql.isValidSchemaName(name)) {
            sink.report(pattern.site(), NameMessages.INVALID_INDEX_NAME.with("index", name));
            return Optional.empty();
        }
        if (pattern.where().isEmpty()) {
            warnLarge(pattern, table, vector);
        }
        IndexModel index = indexes.stream()
                .filter(i -> i.name().equals(name))
                .findFirst()
                .orElseGet(() -> {
                    IndexModel created = new IndexModel(
                            entity.keyspace(),
                            name,
                            table.name(),
                            column.name(),
                            pattern.name(),
                            pattern.site(),
                            vector.similarity());
                    indexes.add(created);
                    return created;
                });
        return Optional.of(index);
    }

    List<IndexModel> indexes() {
        return List.copyOf(indexes);
    }

    private void warnLarge(AccessPatternModel pattern, TableModel table, TypeModel.Vector vector) {
        long vectors = vectorsHeld(entity.volume());
        if (vectors <= LARGE_INDEX_VECTORS) {
            return;
        }
        sink.report(
                pattern.site(),
                VectorMessages.NEAREST_ACROSS_LARGE_TABLE
                        .with("pattern", pattern.name())
                        .with("entity", entity.simpleName())
                        .with("table", table.name())
                        .with("vectors", Numbers.grouped(vectors))
                        .with("dimensions", Numbers.grouped(vector.dimensions()))
                        .with("bytes", Numbers.bytes(4.0 * vector.dimensions() * vectors)));
    }

    /** The entity's rows: its total, or a year of its rate (0 when undeclared). */
    private static long vectorsHeld(Volume volume) {
        if (!volume.isKnown()) {
            return 0;
        }
        if (!volume.isRate()) {
            return volume.rows();
        }
        double perYear = ChronoUnit.YEARS.getDuration().getSeconds()
                / (double) volume.per().getDuration().getSeconds();
        return (long) Math.min(Long.MAX_VALUE, volume.rows() * perYear);
    }

    private boolean without(AccessPatternModel pattern, String member, boolean present, String why) {
        if (present) {
            sink.report(
                    pattern.site().member(member),
                    VectorMessages.NEAREST_WITH_MEMBER
                            .with("member", member)
                            .with("pattern", pattern.name())
                            .with("why", why));
        }
        return !present;
    }

    private Optional<FlatColumn> vectorColumn(AccessPatternModel pattern) {
        return flat.columns().stream()
                .filter(c -> c.owners().isEmpty() && c.dottedPath().equals(pattern.nearest()))
                .filter(c -> c.type() instanceof TypeModel.Vector)
                .findFirst();
    }

    private String vectorNames() {
        String names = flat.columns().stream()
                .filter(c -> c.owners().isEmpty() && c.type() instanceof TypeModel.Vector)
                .map(FlatColumn::dottedPath)
                .collect(Collectors.joining(", "));
        return names.isEmpty() ? "it has none" : "its vectors: " + names;
    }
}
