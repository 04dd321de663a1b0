package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The numbers a rehearsal draws an entity's values from ({@code NUMBERS}) and the compile-time
 * estimates of its tables ({@code TABLES}), as runtime values: an entity's and each attribute's
 * {@code @Cardinality} with rates resolved to seconds and sizes to the bytes the estimate counts,
 * each table's estimate with the two constants of its bytes formula.
 */
final class RehearsalNumbers {

    static final ClassName ENTITY_NUMBERS = JavaTypes.runtime("tune", "EntityNumbers");
    static final ClassName ATTRIBUTE_NUMBERS = JavaTypes.runtime("tune", "AttributeNumbers");
    static final ClassName TABLE_ESTIMATE = JavaTypes.runtime("tune", "TableEstimate");

    private final EntityDesign design;
    private final ColumnSizes sizes;
    /** Top-level attributes some table keys on or a read binds: never left null. */
    private final Set<String> keyed = new HashSet<>();

    /**
     * Top-level attributes outside the entity key that some table's moving rows key on, and that
     * may change (not {@code @Fixed}, which the DAO refuses to change).
     */
    private final Set<String> moving = new HashSet<>();

    /** @param keyedElsewhere attributes other entities' tables key on through a reference to this one */
    RehearsalNumbers(EntityDesign design, ColumnSizes sizes, Set<String> keyedElsewhere) {
        this.design = design;
        this.sizes = sizes;
        keyed.addAll(keyedElsewhere);
        // A read through an index binds attributes no table keys on: they must not be null either.
        for (PatternPlan plan : design.plans()) {
            plan.equalityColumns().stream()
                    .filter(c -> !c.path().isEmpty())
                    .forEach(c -> keyed.add(c.path().get(0)));
        }
        for (TableModel table : design.tables()) {
            for (ColumnModel column : table.primaryKey()) {
                if (!column.path().isEmpty()) {
                    keyed.add(column.path().get(0));
                    // A fixed attribute never changes, so a rehearsal never moves rows by it.
                    if (design.rowsMove(table)
                            && !entity().attribute(column.path().get(0))
                                    .map(Attribute::neverChanges)
                                    .orElse(true)) {
                        moving.add(column.path().get(0));
                    }
                }
            }
        }
    }

    private EntityModel entity() {
        return design.entity();
    }

    /** {@code EntityNumbers.of("Order").rows(25_000_000).with(…)…}. */
    CodeBlock numbers() {
        EntityModel entity = entity();
        CodeBlock.Builder code = CodeBlock.builder().add("$T.of($S)", ENTITY_NUMBERS, entity.simpleName());
        code.indent().indent();
        if (entity.volume().isKnown()) {
            if (entity.volume().isRate()) {
                code.add(
                        "\n.rate($L, $L)",
                        literal(entity.volume().rows()),
                        literal(seconds(entity.volume().per())));
            } else {
                code.add("\n.rows($L)", literal(entity.volume().rows()));
            }
        }
        entity.ttl().ifPresent(ttl -> code.add("\n.ttl($L)", literal(ttl.getSeconds())));
        if (entity.immutable()) {
            code.add("\n.asImmutable()");
        }
        for (Attribute attribute : entity.attributes()) {
            attribute(code, attribute.name(), attribute, true);
        }
        return code.unindent().unindent().build();
    }

    private void attribute(CodeBlock.Builder code, String path, Attribute attribute, boolean top) {
        TypeModel type = attribute.type();
        AttributeCardinality numbers = attribute.cardinality();
        CodeBlock.Builder one = CodeBlock.builder().add("$T.of($S)", ATTRIBUTE_NUMBERS, path);
        counts(one, numbers);
        if (type instanceof TypeModel.Scalar scalar && scalar.kind().fixedBytes() == ScalarKind.VARIABLE) {
            one.add(".bytes($L)", (long) sizes.size(type, numbers));
        }
        if (type instanceof TypeModel.Collection) {
            one.add(".elements($L)", ColumnSizes.elements(numbers));
        }
        if (top && attribute.isKey()) {
            one.add(".asKey()");
        }
        if (top && moving.contains(attribute.name())) {
            one.add(".asMovable()");
        }
        if (top && isOptional(attribute)) {
            one.add(".asOptional()");
        }
        if (type instanceof TypeModel.Reference reference) {
            EntityModel target = design.referenced().get(reference.javaType());
            one.add(
                    ".referenceTo($S)",
                    target == null ? JavaTypes.className(reference.javaType()).simpleName() : target.simpleName());
        }
        code.add("\n.with($L)", one.build());
        if (type instanceof TypeModel.Value value) {
            for (Attribute field : value.fields()) {
                attribute(code, path + "." + field.name(), field, false);
            }
        } else if (type instanceof TypeModel.Collection collection) {
            elements(code, path, collection, numbers);
        }
    }

    /** The elements' own numbers: {@code tags[]}; a map's keys {@code parts{}} and values {@code parts[]}. */
    private void elements(
            CodeBlock.Builder code, String path, TypeModel.Collection collection, AttributeCardinality numbers) {
        double element = sizes.elementBytes(collection, numbers);
        double keyBytes = collection.key() == null ? 0 : sizes.size(collection.key(), AttributeCardinality.NONE);
        double valueBytes = sizes.size(collection.element(), AttributeCardinality.NONE);
        if (collection.key() != null) {
            element(code, path + "{}", collection.key(), share(element, keyBytes, keyBytes + valueBytes));
        }
        element(code, path + "[]", collection.element(), share(element, valueBytes, keyBytes + valueBytes));
    }

    private void element(CodeBlock.Builder code, String path, TypeModel type, double bytes) {
        if (type instanceof TypeModel.Value value) {
            for (Attribute field : value.fields()) {
                attribute(code, path + "." + field.name(), field, false);
            }
        } else if (type instanceof TypeModel.Scalar scalar && scalar.kind().fixedBytes() == ScalarKind.VARIABLE) {
            code.add("\n.with($T.of($S).bytes($L))", ATTRIBUTE_NUMBERS, path, Math.max(1, Math.round(bytes)));
        }
    }

    /** A part's share of an element's declared bytes, in proportion to the parts' own sizes. */
    private static double share(double element, double part, double whole) {
        return whole == 0 ? element : element * part / whole;
    }

    private void counts(CodeBlock.Builder one, AttributeCardinality numbers) {
        long per = numbers.total()
                ? 0
                : seconds(
                        numbers.per() != null
                                ? numbers.per()
                                : entity().volume().per());
        if (numbers.distinct() > 0) {
            one.add(".distinct($L)", literal(numbers.distinct()));
        }
        if (numbers.rowsPerValue() > 0) {
            one.add(".rowsPerValue($L, $L)", literal(numbers.rowsPerValue()), literal(per));
        }
        if (numbers.maxRowsPerValue() > 0) {
            one.add(".maxRowsPerValue($L, $L)", literal(numbers.maxRowsPerValue()), literal(per));
        }
    }

    /** A nullable value no table keys on: the rehearsal leaves some null. */
    boolean isOptional(Attribute attribute) {
        return attribute.type() instanceof TypeModel.Scalar scalar
                && scalar.kind() != ScalarKind.COUNTER
                && !JavaTypes.isPrimitive(attribute.type())
                && !attribute.isKey()
                && !keyed.contains(attribute.name());
    }

    /** {@code List.of(TableEstimate.of(…)…, …)}: every table, then the bucket directories. */
    CodeBlock tables(List<PartitionEstimate> estimates) {
        List<CodeBlock> tables = new ArrayList<>();
        for (TableModel table : design.tables()) {
            tables.add(table(table, estimate(estimates, table.name()), bucketSeconds(table), false));
        }
        for (DirectoryModel directory : design.directories()) {
            tables.add(table(
                    directory.table(),
                    estimate(estimates, directory.table().name()),
                    (long) directory.bucket().bucket().widthSeconds(),
                    true));
        }
        return CodeBlock.of("$T.of(\n$>$>$L$<$<)", List.class, CodeBlock.join(tables, ",\n"));
    }

    private CodeBlock table(TableModel table, PartitionEstimate estimate, long bucket, boolean directory) {
        CodeBlock.Builder code = CodeBlock.builder()
                .add("$T.of($S, $S)", TABLE_ESTIMATE, table.name(), entity().simpleName())
                .indent()
                .indent();
        List<CodeBlock> paths = table.partitionKey().stream()
                .filter(c -> !c.isBucket() && !c.isShard())
                .map(c -> CodeBlock.of("$S", c.dottedPath()))
                .toList();
        code.add("\n.partitionedBy($L)", CodeBlock.join(paths, ", "));
        if (bucket > 0) {
            code.add("\n.bucket($L)", literal(bucket));
        }
        if (estimate.shape().windowSeconds() > 0) {
            code.add("\n.window($L)", literal(estimate.shape().windowSeconds()));
        }
        if (table.shards() > 1) {
            code.add("\n.shards($L)", table.shards());
        }
        boolean known = estimate.known() && estimate.bounded();
        code.add(
                "\n.rows($L, $L)",
                decimal(known ? estimate.rowsPerPartition() : 0),
                decimal(known ? estimate.shape().typicalRows() : 0));
        code.add(
                "\n.bytes($L, $L)",
                decimal(estimate.shape().partitionBytes()),
                decimal(estimate.shape().rowBytes()));
        if (directory) {
            code.add("\n.asDirectory()");
        }
        return code.unindent().unindent().build();
    }

    private static long bucketSeconds(TableModel table) {
        return table.partitionKey().stream()
                .filter(ColumnModel::isBucket)
                .mapToLong(c -> (long) c.bucket().widthSeconds())
                .min()
                .orElse(0);
    }

    private static PartitionEstimate estimate(List<PartitionEstimate> estimates, String table) {
        return estimates.stream()
                .filter(e -> e.table().equals(table))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no estimate of table " + table));
    }

    private static long seconds(ChronoUnit unit) {
        return unit == null ? 0 : unit.getDuration().getSeconds();
    }

    /** {@code 25_000_000}: a literal with grouped digits. */
    static String literal(long value) {
        String digits = Long.toString(Math.abs(value));
        StringBuilder grouped = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                grouped.append('_');
            }
            grouped.append(digits.charAt(i));
        }
        return (value < 0 ? "-" : "") + grouped + (Math.abs(value) > Integer.MAX_VALUE ? "L" : "");
    }

    /** A double literal, rounded to a tenth: {@code 612.5}, {@code 10_000.0}. */
    static String decimal(double value) {
        double rounded = Math.round(value * 10) / 10.0;
        long whole = (long) Math.floor(rounded);
        long tenth = Math.round((rounded - whole) * 10);
        return literal(whole).replace("L", "") + "." + tenth;
    }
}
