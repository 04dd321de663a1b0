package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.EntityDesign;
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
 * blindly, whole, as an expert's upsert would: nulls and collections overwrite what the row held.
 */
final class UpdateAndSave {

    private static final ClassName ROW_WRITES = JavaTypes.runtime("internal.write", "RowWrites");

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> writeOrder;
    private final Optional<TableLayout> base;
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
        addWrite(type);
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
                                "return reader.oneAsync($N.bindSelectRow($N), $N::map).thenCompose($N -> {\n$>",
                                source.fieldName(),
                                variable,
                                source.fieldName(),
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
                            "return reader.oneAsync($N.bindSelectRow($N), $N::map)"
                                    + "\n.thenCompose($N -> $N.thenCompose($N -> write($N.orElse(null), $N)))",
                            source.fieldName(),
                            variable,
                            source.fieldName(),
                            previous,
                            current,
                            stored,
                            previous,
                            stored);
        } else {
            async.addStatement(
                    "return reader.oneAsync($N.bindSelectRow($N), $N::map)\n.thenCompose($N -> write($N.orElse(null), $N))",
                    source.fieldName(),
                    variable,
                    source.fieldName(),
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
                "Writes {@code $N} over the entity with its key, to every table, without reading first: no"
                        + " table's key can change, so no row moves. Like {@link #save}, it writes the entity"
                        + " whether it existed or not, whole: a null attribute deletes the stored value (a"
                        + " tombstone), a collection replaces the stored one." + liveCopies.writeDoc()
                        + "\n\n@return true: the entity is written (nothing is read, so whether it existed is not"
                        + " known; read it with {@code findByKey} first where that matters)\n",
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
                "Inserts or overwrites {@code $N}, whole, without reading first (no table's key can change, so no"
                        + " row moves): a null attribute deletes the stored value (a tombstone), a collection"
                        + " replaces the stored one. Use {@link #insert} for an entity written the first time: it"
                        + " leaves nulls unset." + liveCopies.writeDoc() + "\n",
                entityParameter()));
        type.addMethod(Methods.async(
                        "save", Methods.stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
                .addStatement("checkKey($N)", variable)
                .addStatement("return $L", overwriteCall())
                .build());
    }

    private CodeBlock overwriteCall() {
        return liveCopies.reads()
                ? CodeBlock.of("$L.thenCompose(this::overwrite)", liveCopies.call(variable))
                : CodeBlock.of("overwrite($N)", variable);
    }

    /** {@code overwrite(entity)}: every row written whole, nulls and collections included. */
    private void addOverwrite(TypeSpec.Builder type) {
        CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder) {
            batch.add("\n.overwrite($N, $N)", layout.fieldName(), variable);
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable)).add("\n.executeAsync();\n$<$<");
        type.addMethod(MethodSpec.methodBuilder("overwrite")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc("One batch writing every row of {@code $N} whole, over whatever it held.\n", variable)
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, variable)
                .addCode(batch.build())
                .build());
    }

    /**
     * {@code write(previous, entity)}: the batch over the previous state the DAO read (null for a new
     * entity, whose nulls are left unset), which {@code insert} also sends.
     */
    private void addWrite(TypeSpec.Builder type) {
        CodeBlock.Builder batch = CodeBlock.builder();
        String previous = access.local("previous");
        // An expiring entity's write restarts its lifetime: it is never skipped.
        boolean skips = reads() && design.entity().ttl().isEmpty();
        if (skips) {
            TableLayout source = base.orElseThrow();
            batch.beginControlFlow(
                            "if ($N != null && $T.same($N.bindInsert($N), $N.bindInsert($N)))",
                            previous,
                            ROW_WRITES,
                            source.fieldName(),
                            previous,
                            source.fieldName(),
                            variable)
                    .addStatement("return $T.completedFuture(null)", CompletableFuture.class)
                    .endControlFlow();
        }
        FixedChecks fixed = new FixedChecks(access);
        if (reads() && fixed.any()) {
            batch.beginControlFlow("if ($N != null)", previous)
                    .add(fixed.call(CodeBlock.of("$N", previous)))
                    .endControlFlow();
        }
        batch.add(propagation.batchStart());
        for (TableLayout layout : writeOrder) {
            batch.add(
                    layout.keyCanMove() ? "\n.move($N, $N, $N)" : "\n.replace($N, $N, $N)",
                    layout.fieldName(),
                    previous,
                    variable);
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable));
        type.addMethod(MethodSpec.methodBuilder("write")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        "One batch: the old rows of moved keys deleted, every row of {@code $N} written over its"
                                + " previous state"
                                + (skips ? "; nothing when {@code $N} is stored as {@code $N} is" : "")
                                + ".\n\n@param $N the state read from the base table, or null for a new entity\n",
                        skips
                                ? new Object[] {variable, variable, previous, previous}
                                : new Object[] {variable, previous})
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, previous)
                .addParameter(entity, variable)
                .addCode(batch.add(propagation.batchEnd(
                                variable,
                                statics
                                        ? CodeBlock.of(
                                                "\n.thenCompose($N -> $N == null ? $T.<Void>completedFuture(null)"
                                                        + "\n    : dropEmptyPartitions($N, $N))",
                                                access.local("done"),
                                                previous,
                                                CompletableFuture.class,
                                                previous,
                                                variable)
                                        : CodeBlock.of("")))
                        .build())
                .build());
    }

    private ParameterSpec entityParameter() {
        return ParameterSpec.builder(entity, variable).build();
    }
}
