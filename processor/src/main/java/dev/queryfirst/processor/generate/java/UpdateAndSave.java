package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.EntityDesign;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.lang.model.element.Modifier;

/**
 * {@code update}, {@code save} and the private {@code write} of a mutable entity without a version
 * column (see docs/mapping-rules.md, "Fixed attributes").
 *
 * <p>The DAO reads the previous state from the base table only where a write depends on it: some
 * table's key can change (the old rows are deleted in the batch that writes the new ones), or other
 * entities copy this one live (a save that changes nothing then propagates nothing). There the
 * write is the difference from the previous state: a null becomes a tombstone only over a stored
 * value, a collection changes element by element, an unchanged entity writes nothing, and a changed
 * {@code @Fixed} attribute is refused. Elsewhere {@code update} and {@code save} write every copy
 * blindly, as an expert's upsert would, unless that would leave a tombstone: a null attribute, or a
 * non-frozen collection, which a whole write deletes first. Such a write first reads the row from a
 * table that holds every value the others hold (the "complete" table), and then writes the
 * difference as above. An entity without a complete table always writes blindly, whole.
 */
final class UpdateAndSave {

    private static final ClassName ROW_WRITES = JavaTypes.runtime("internal.write", "RowWrites");

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> writeOrder;
    private final Optional<TableLayout> base;
    /** The table the previous state is read from: the base table, or for a blind write the complete one. */
    private final Optional<TableLayout> previousSource;

    private final boolean moves;
    private final boolean statics;
    private final PropagationMethods propagation;
    private final LiveCopyMethods liveCopies;
    private final ClassName entity;
    private final String variable;

    UpdateAndSave(
            EntityAccess access,
            EntityDesign design,
            List<TableLayout> writeOrder,
            boolean statics,
            PropagationMethods propagation,
            LiveCopyMethods liveCopies) {
        this.access = access;
        this.design = design;
        this.writeOrder = writeOrder;
        this.base = writeOrder.stream().filter(l -> l.table().base()).findFirst();
        this.moves = writeOrder.stream().anyMatch(TableLayout::keyCanMove);
        this.statics = statics;
        this.propagation = propagation;
        this.liveCopies = liveCopies;
        this.entity = access.entityType();
        this.variable = access.variable();
        this.previousSource = reads() ? base : completeTable(writeOrder, access);
    }

    /**
     * A table of the entity's whose row holds every value any of its tables holds, and that holds a
     * row for every entity (the base table when there is one): its row is the previous state of
     * every copy. Empty when none does (a projection, or values spread over tables).
     */
    static Optional<TableLayout> completeTable(List<TableLayout> layouts, EntityAccess access) {
        return layouts.stream()
                .sorted(Comparator.comparing(layout -> !layout.table().base()))
                .filter(candidate -> !candidate.table().projected()
                        && KeyValues.optionalKeyPaths(candidate, access).isEmpty()
                        && layouts.stream()
                                .flatMap(other -> other.selected().stream())
                                .filter(column -> !column.isVersion())
                                .allMatch(column -> candidate.holds(column.path())))
                .findFirst();
    }

    /** Whether {@code update} and {@code save} read the previous state before writing. */
    boolean reads() {
        return reads(writeOrder, propagation);
    }

    /**
     * Whether the writes of an entity without a version column read its previous state: some
     * table's key can change, or another entity copies it live.
     */
    static boolean reads(List<TableLayout> layouts, PropagationMethods propagation) {
        return layouts.stream().anyMatch(TableLayout::keyCanMove) || propagation.propagates();
    }

    void addTo(TypeSpec.Builder type) {
        if (reads()) {
            TableLayout source = base.orElseThrow();
            addUpdate(type, source);
            addSave(type, source);
        } else {
            addBlindUpdate(type);
            addBlindSave(type);
            addOverwrite(type);
        }
        new WriteOverPrevious(access, design, writeOrder, previousSource, reads(), statics, propagation).addTo(type);
    }

    /** {@code update}: reads the previous state from the base table; false, writing nothing, when there is none. */
    private void addUpdate(TypeSpec.Builder type, TableLayout source) {
        type.addMethod(Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Replaces the existing entity with {@code $N}'s key"
                        + (moves ? ", moving the rows whose key changed" : "")
                        + "." + liveCopies.writeDoc() + propagation.writeDoc()
                        + "\n\n@return false, writing nothing, when no such entity exists\n",
                entityParameter()));
        MethodSpec.Builder async = Methods.async(
                        "update",
                        Methods.stageOf(ClassName.get(Boolean.class)),
                        "See {@link #update}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable);
        String previous = access.local("previous");
        String current = access.local("current");
        String stored = access.local("stored");
        if (liveCopies.reads()) {
            async.addStatement("$T $N = $L", Methods.stageOf(entity), current, liveCopies.call(variable));
        }
        type.addMethod(async.addCode(CodeBlock.builder()
                        .add(
                                "return reader.oneAsync($N.bindSelectRow($N), $L).thenCompose($N -> {\n$>",
                                source.fieldName(),
                                variable,
                                rowAsRead(),
                                previous)
                        .beginControlFlow("if ($N.isEmpty())", previous)
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .addStatement(
                                "return $L.thenApply($N -> true)",
                                liveCopies.reads()
                                        ? CodeBlock.of(
                                                "$N.thenCompose($N -> write($N.get(), $N))",
                                                current,
                                                stored,
                                                previous,
                                                stored)
                                        : CodeBlock.of("write($N.get(), $N)", previous, variable),
                                access.local("done"))
                        .add("$<});\n")
                        .build())
                .build());
    }

    private void addSave(TypeSpec.Builder type, TableLayout source) {
        type.addMethod(Methods.sync(
                "save",
                TypeName.VOID,
                "Inserts {@code $N}, or updates it if it exists" + (moves ? ", moving the rows whose key changed" : "")
                        + ". It reads the previous state first: a value becomes null (a tombstone) only where one was"
                        + " stored, collections change element by element, and a save that changes nothing as"
                        + " Cassandra stores it writes nothing (and propagates nothing: copies that diverged are"
                        + " repaired by {@link #auditAndRepair()}, not by saving again)."
                        + liveCopies.writeDoc() + propagation.writeDoc() + "\n",
                entityParameter()));
        MethodSpec.Builder async = Methods.async(
                        "save", Methods.stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
                .addStatement("checkKey($N)", variable);
        String previous = access.local("previous");
        if (liveCopies.reads()) {
            String current = access.local("current");
            String stored = access.local("stored");
            async.addStatement("$T $N = $L", Methods.stageOf(entity), current, liveCopies.call(variable))
                    .addStatement(
                            "return reader.oneAsync($N.bindSelectRow($N), $L)"
                                    + "\n.thenCompose($N -> $N.thenCompose($N -> write($N.orElse(null), $N)))",
                            source.fieldName(),
                            variable,
                            rowAsRead(),
                            previous,
                            current,
                            stored,
                            previous,
                            stored);
        } else {
            async.addStatement(
                    "return reader.oneAsync($N.bindSelectRow($N), $L)\n.thenCompose($N -> write($N.orElse(null), $N))",
                    source.fieldName(),
                    variable,
                    rowAsRead(),
                    previous,
                    previous,
                    variable);
        }
        type.addMethod(async.build());
    }

    /**
     * {@code update} of an entity none of whose tables can move a row and that no entity copies live:
     * every copy is written blindly, as {@code save} does, without reading whether the entity exists.
     */
    private void addBlindUpdate(TypeSpec.Builder type) {
        type.addMethod(Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Writes {@code $N} over the entity with its key, to every table: no table's key can change,"
                        + " so no row moves. Like {@link #save}, it writes the entity whether it existed or not"
                        + blindDoc() + liveCopies.writeDoc()
                        + "\n\n@return true: the entity is written (whether it existed is not"
                        + " reported; read it with {@code findByKey} first where that matters)\n",
                entityParameter()));
        type.addMethod(Methods.async(
                        "update",
                        Methods.stageOf(ClassName.get(Boolean.class)),
                        "See {@link #update}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable)
                .addStatement("return $L.thenApply($N -> true)", overwriteCall(), access.local("done"))
                .build());
    }

    private void addBlindSave(TypeSpec.Builder type) {
        type.addMethod(Methods.sync(
                "save",
                TypeName.VOID,
                "Inserts or overwrites {@code $N} (no table's key can change, so no row moves)" + blindDoc()
                        + " Use {@link #insert} for an entity written the first time." + liveCopies.writeDoc() + "\n",
                entityParameter()));
        type.addMethod(Methods.async(
                        "save", Methods.stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
                .addStatement("checkKey($N)", variable)
                .addStatement("return $L", overwriteCall())
                .build());
    }

    /** What a blind {@code update} or {@code save} reads and writes, from its first comma on. */
    private String blindDoc() {
        if (previousSource.isEmpty()) {
            return ", whole, without reading first: a null attribute deletes the stored value (a tombstone), a"
                    + " collection replaces the stored one.";
        }
        return ". It writes blindly, without reading, unless that would leave a tombstone (a null attribute,"
                + " or a collection written whole deletes the stored one first): then it reads the row from {@code "
                + previousSource.get().table().name() + "} and writes the difference: a value becomes null only"
                + " where one was stored, a collection changes element by element, and an unchanged entity"
                + (design.entity().ttl().isEmpty() ? " writes nothing." : " is written again (its lifetime restarts).");
    }

    private CodeBlock overwriteCall() {
        return liveCopies.reads()
                ? CodeBlock.of("$L.thenCompose(this::overwrite)", liveCopies.call(variable))
                : CodeBlock.of("overwrite($N)", variable);
    }

    /**
     * {@code overwrite(entity)}: every row written whole, or, where the entity has a complete table and
     * a whole write would leave a tombstone, the previous state read from it and {@code write} called.
     */
    private void addOverwrite(TypeSpec.Builder type) {
        CodeBlock.Builder batch = CodeBlock.builder();
        String previous = access.local("previous");
        // The source's row, bound once: to decide whether to read, then written as it is.
        String insert = previousSource.isPresent() ? access.local("insert") : null;
        previousSource.ifPresent(source -> batch.addStatement(
                        "$T $N = $N.bindInsert($N)", Methods.BOUND_STATEMENT, insert, source.fieldName(), variable)
                .beginControlFlow("if ($T.clears($N, $N.updateElements()))", ROW_WRITES, insert, source.fieldName())
                .addStatement(
                        "return reader.oneAsync($N.bindSelectRow($N), $L)"
                                + "\n.thenCompose($N -> write($N.orElse(null), $N))",
                        source.fieldName(),
                        variable,
                        rowAsRead(),
                        previous,
                        previous,
                        variable)
                .endControlFlow());
        batch.add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder) {
            boolean bound = previousSource.filter(layout::equals).isPresent();
            batch.add("\n.overwrite($N, $N)", layout.fieldName(), bound ? insert : variable);
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable)).add("\n.executeAsync();\n$<$<");
        type.addMethod(MethodSpec.methodBuilder("overwrite")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        Docs.wrap("One batch writing every row of {@code $N} whole, over whatever it held"
                                + (previousSource.isPresent()
                                        ? "; when that would leave a tombstone, the previous state read first and"
                                                + " its difference written instead."
                                        : ".")),
                        variable)
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, variable)
                .addCode(batch.build())
                .build());
    }

    /**
     * The mapper of the previous state's read: the row as read, which {@code write} compares with the
     * new state by its stored bytes and decodes only when something changed.
     */
    private CodeBlock rowAsRead() {
        String row = access.local("row");
        return CodeBlock.of("$N -> $N", row, row);
    }

    private ParameterSpec entityParameter() {
        return ParameterSpec.builder(entity, variable).build();
    }
}
