package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.EntityDesign;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.lang.model.element.Modifier;

/**
 * The private {@code write} of a mutable entity without a version column: the batch that
 * {@code insert}, {@code update} and {@code save} send (see {@link UpdateAndSave}).
 *
 * <p>Where the DAO reads the previous state, {@code write} takes the row as read and compares it
 * with the new state by its stored bytes, as {@code RowWrites} compares values: the new state is
 * bound once per table, the row is decoded only when something changed (for the old keys of moved
 * rows, the {@code @Fixed} check, the propagation), and the previous state is bound for no table.
 *
 * <pre>{@code
 * private CompletionStage<Void> write(Row row, Order order) {
 *   BoundStatement insert = orders.bindInsert(order);
 *   if (row != null && RowWrites.same(row, insert)) {
 *     return CompletableFuture.completedFuture(null);
 *   }
 *   Order previous = row == null ? null : orders.map(row);
 *   return writer.batch()
 *       .move(byCustomerId, previous, row, order)
 *       .replace(orders, row, insert)
 *       .executeAsync();
 * }
 * }</pre>
 */
final class WriteOverPrevious {

    private static final ClassName ROW_WRITES = JavaTypes.runtime("internal.write", "RowWrites");

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> writeOrder;
    /** The table the previous state is read from; empty when nothing reads it (then only insert writes over null). */
    private final Optional<TableLayout> previousSource;
    /** Whether every update reads the previous state (not only a blind write about to leave a tombstone). */
    private final boolean reads;

    private final boolean statics;
    private final PropagationMethods propagation;
    private final String variable;

    WriteOverPrevious(
            EntityAccess access,
            EntityDesign design,
            List<TableLayout> writeOrder,
            Optional<TableLayout> previousSource,
            boolean reads,
            boolean statics,
            PropagationMethods propagation) {
        this.access = access;
        this.design = design;
        this.writeOrder = writeOrder;
        this.previousSource = previousSource;
        this.reads = reads;
        this.statics = statics;
        this.propagation = propagation;
        this.variable = access.variable();
    }

    /**
     * {@code write(row, entity)}: the batch over the row the DAO read (null for a new entity, whose
     * nulls are left unset), which {@code insert} also sends; {@code write(previous, entity)}, over
     * null only, where nothing reads the previous state.
     */
    void addTo(TypeSpec.Builder type) {
        CodeBlock.Builder batch = CodeBlock.builder();
        String previous = access.local("previous");
        String row = access.local("row");
        boolean overRow = previousSource.isPresent();
        // An expiring entity's write restarts its lifetime: it is never skipped.
        boolean skips = overRow && design.entity().ttl().isEmpty();
        // The source's row of the new state, bound once: compared with the row read, then written.
        String insert = skips ? access.local("insert") : null;
        if (skips) {
            batch.add(unchangedCheck(row, insert));
        }
        if (overRow) {
            batch.addStatement(
                    "$T $N = $N == null ? null : $N.map($N)",
                    access.entityType(),
                    previous,
                    row,
                    previousSource.get().fieldName(),
                    row);
        }
        FixedChecks fixed = new FixedChecks(access);
        // Only where every update reads: a blind write reads only sometimes, and refusing a changed
        // fixed attribute only then would make the refusal depend on the entity's nulls.
        if (reads && fixed.any()) {
            batch.beginControlFlow("if ($N != null)", previous)
                    .add(fixed.call(CodeBlock.of("$N", previous)))
                    .endControlFlow();
        }
        batch.add(propagation.batchStart());
        for (TableLayout layout : writeOrder) {
            String call = layout.keyCanMove() ? "move" : "replace";
            if (skips && previousSource.get().equals(layout)) {
                batch.add("\n.replace($N, $N, $N)", layout.fieldName(), row, insert);
            } else if (overRow) {
                batch.add("\n.$L($N, $N, $N, $N)", call, layout.fieldName(), previous, row, variable);
            } else {
                batch.add("\n.$L($N, $N, $N)", call, layout.fieldName(), previous, variable);
            }
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable));
        type.addMethod(MethodSpec.methodBuilder("write")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        Docs.wrap("One batch: the old rows of moved keys deleted, every row of {@code $N} written"
                                + " over its previous state"
                                + (skips ? "; nothing when {@code $N} stores {@code $N} already" : "")
                                + ".\n\n@param $N " + previousDoc()),
                        skips
                                ? new Object[] {variable, row, variable, overRow ? row : previous}
                                : new Object[] {variable, overRow ? row : previous})
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(overRow ? Methods.ROW : access.entityType(), overRow ? row : previous)
                .addParameter(access.entityType(), variable)
                .addCode(batch.add(propagation.batchEnd(variable, afterBatch(previous)))
                        .build())
                .build());
    }

    /** The source's row of the new state bound once, and the write skipped when the row read stores it. */
    private CodeBlock unchangedCheck(String row, String insert) {
        return CodeBlock.builder()
                .addStatement(
                        "$T $N = $N.bindInsert($N)",
                        Methods.BOUND_STATEMENT,
                        insert,
                        previousSource.orElseThrow().fieldName(),
                        variable)
                .beginControlFlow("if ($N != null && $T.same($N, $N))", row, ROW_WRITES, row, insert)
                .addStatement("return $T.completedFuture(null)", CompletableFuture.class)
                .endControlFlow()
                .build();
    }

    /** After the batch: the partitions a move emptied of rows lose their static values. */
    private CodeBlock afterBatch(String previous) {
        if (!statics) {
            return CodeBlock.of("");
        }
        return CodeBlock.of(
                "\n.thenCompose($N -> $N == null ? $T.<Void>completedFuture(null)"
                        + "\n    : dropEmptyPartitions($N, $N))",
                access.local("done"),
                previous,
                CompletableFuture.class,
                previous,
                variable);
    }

    /** Where {@code write}'s first parameter comes from. */
    private String previousDoc() {
        if (reads) {
            return "the row read from the base table, or null for a new entity";
        }
        return previousSource
                .map(source -> "the row read from {@code " + source.table().name() + "}, or null for a new entity")
                .orElse("null: the entity is new (nothing reads the state it replaces)");
    }
}
