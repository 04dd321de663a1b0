package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.GeneratedNames;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.lang.model.element.Modifier;

/**
 * The writes of a DAO whose entity has no version column: {@code insert}, {@code update} and
 * {@code save} (moving the rows whose key changed), {@code delete}, and the clean-up of partitions
 * left holding nothing but static values. Every copy is written in one step through the runtime's
 * writer.
 */
final class EntityWrites {

    private static final ClassName ROW_WRITES = JavaTypes.runtime("write", "RowWrites");

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> layouts;
    private final ClassName entity;
    private final String variable;
    private final PropagationMethods propagation;
    private final LiveCopyMethods liveCopies;

    EntityWrites(EntityAccess access, EntityDesign design, List<TableLayout> layouts, PropagationMethods propagation) {
        this.propagation = propagation;
        this.liveCopies = new LiveCopyMethods(access, propagation.references());
        this.access = access;
        this.design = design;
        this.layouts = layouts;
        this.entity = access.entityType();
        this.variable = access.variable();
    }

    /** {@code insert}; {@code update} and {@code save} unless the entity is immutable; {@code delete}. */
    void addTo(TypeSpec.Builder type) {
        if (design.entity().immutable()) {
            addInsert(type);
        } else {
            addFirstWrite(type);
            addUpdateAndSave(type);
            if (liveCopies.reads()) {
                type.addMethod(liveCopies.method());
            }
        }
        addDelete(type);
    }

    /**
     * The insert of a mutable entity: its first write, the batch of {@code write} without a previous
     * state (and, for a referenced entity, the propagation to the entities that referenced it before
     * it existed).
     */
    private void addFirstWrite(TypeSpec.Builder type) {
        String doc = "Writes a new {@code $N} to every table, in one step, without reading its previous state. For an"
                + " entity that may exist with other values, use {@link #save}: this would leave its old rows behind."
                + liveCopies.writeDoc() + propagation.writeDoc() + "\n";
        type.addMethod(Methods.sync("insert", TypeName.VOID, doc, entityParameter()));
        MethodSpec.Builder async = Methods.async(
                        "insert",
                        ParameterizedTypeName.get(ClassName.get(CompletionStage.class), ClassName.get(Void.class)),
                        "See {@link #insert}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable);
        if (liveCopies.reads()) {
            async.addStatement("return $L.thenCompose(stored -> write(null, stored))", liveCopies.call(variable));
        } else {
            async.addStatement("return write(null, $N)", variable);
        }
        type.addMethod(async.build());
    }

    private void addInsert(TypeSpec.Builder type) {
        String doc = "Writes {@code $N} to every table, in one step.\n";
        type.addMethod(Methods.sync("insert", TypeName.VOID, doc, entityParameter()));
        CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder()) {
            batch.add("\n.insert($N, $N)", layout.fieldName(), variable);
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable));
        type.addMethod(Methods.async(
                        "insert",
                        ParameterizedTypeName.get(ClassName.get(CompletionStage.class), ClassName.get(Void.class)),
                        "See {@link #insert}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable)
                .addCode(batch.add("\n.executeAsync();\n$<$<").build())
                .build());
    }

    private void addUpdateAndSave(TypeSpec.Builder type) {
        TableLayout base = base().orElseThrow();
        boolean moves = layouts.stream().anyMatch(l -> l.keyCanMove());
        type.addMethod(Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Replaces the existing entity with {@code $N}'s key"
                        + (moves ? ", moving the rows whose key changed" : "")
                        + "." + liveCopies.writeDoc() + propagation.writeDoc()
                        + "\n\n@return false, writing nothing, when no such entity exists\n",
                entityParameter()));
        MethodSpec.Builder updateAsync = Methods.async(
                        "update",
                        Methods.stageOf(ClassName.get(Boolean.class)),
                        "See {@link #update}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable);
        if (liveCopies.reads()) {
            updateAsync.addStatement("$T current = $L", Methods.stageOf(entity), liveCopies.call(variable));
        }
        type.addMethod(updateAsync
                .addCode(CodeBlock.builder()
                        .add(
                                "return reader.oneAsync($N.bindSelectRow($N), $N::map).thenCompose(previous -> {\n$>",
                                base.fieldName(),
                                variable,
                                base.fieldName())
                        .beginControlFlow("if (previous.isEmpty())")
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .addStatement(
                                "return $L.thenApply(done -> true)",
                                liveCopies.reads()
                                        ? CodeBlock.of("current.thenCompose(stored -> write(previous.get(), stored))")
                                        : CodeBlock.of("write(previous.get(), $N)", variable))
                        .add("$<});\n")
                        .build())
                .build());
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
        MethodSpec.Builder saveAsync = Methods.async(
                        "save", Methods.stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
                .addStatement("checkKey($N)", variable);
        if (liveCopies.reads()) {
            saveAsync
                    .addStatement("$T current = $L", Methods.stageOf(entity), liveCopies.call(variable))
                    .addStatement(
                            "return reader.oneAsync($N.bindSelectRow($N), $N::map)"
                                    + "\n.thenCompose(previous -> current.thenCompose(stored -> write(previous.orElse(null), stored)))",
                            base.fieldName(),
                            variable,
                            base.fieldName());
        } else {
            saveAsync.addStatement(
                    "return reader.oneAsync($N.bindSelectRow($N), $N::map)\n.thenCompose(previous -> write(previous.orElse(null), $N))",
                    base.fieldName(),
                    variable,
                    base.fieldName(),
                    variable);
        }
        type.addMethod(saveAsync.build());
        CodeBlock.Builder batch = CodeBlock.builder();
        // An expiring entity's write restarts its lifetime: it is never skipped.
        boolean renews = design.entity().ttl().isPresent();
        if (!renews) {
            batch.beginControlFlow(
                            "if (previous != null && $T.same($N.bindInsert(previous), $N.bindInsert($N)))",
                            ROW_WRITES,
                            base.fieldName(),
                            base.fieldName(),
                            variable)
                    .addStatement("return $T.completedFuture(null)", CompletableFuture.class)
                    .endControlFlow();
        }
        batch.add(propagation.batchStart());
        for (TableLayout layout : writeOrder()) {
            batch.add(
                    layout.keyCanMove() ? "\n.move($N, previous, $N)" : "\n.replace($N, previous, $N)",
                    layout.fieldName(),
                    variable);
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable));
        type.addMethod(MethodSpec.methodBuilder("write")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        "One batch: the old rows of moved keys deleted, every row of {@code $N} written over its"
                                + " previous state"
                                + (renews ? "" : "; nothing when {@code $N} is stored as {@code previous} is")
                                + ".\n\n@param previous the state read from the base table, or null for a new entity\n",
                        renews ? new Object[] {variable} : new Object[] {variable, variable})
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, "previous")
                .addParameter(entity, variable)
                .addCode(batch.add(propagation.batchEnd(
                                variable,
                                statics()
                                        ? CodeBlock.of(
                                                "\n.thenCompose(done -> previous == null ? $T.<Void>completedFuture(null)"
                                                        + "\n    : dropEmptyPartitions(previous, $N))",
                                                CompletableFuture.class,
                                                variable)
                                        : CodeBlock.of("")))
                        .build())
                .build());
    }

    private void addDelete(TypeSpec.Builder type) {
        if (design.entity().immutable()) {
            type.addMethod(Methods.sync(
                    "delete",
                    TypeName.VOID,
                    "Deletes every copy of {@code $N} (found by its attributes; no read needed).\n",
                    entityParameter()));
            CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
            for (TableLayout layout : writeOrder()) {
                batch.add("\n.delete($N, $N)", layout.fieldName(), variable);
            }
            batch.add(
                    statics()
                            ? CodeBlock.of(
                                    "\n.executeAsync()\n.thenCompose(done -> dropEmptyPartitions($N, null));\n$<$<",
                                    variable)
                            : CodeBlock.of("\n.executeAsync();\n$<$<"));
            type.addMethod(Methods.async(
                            "delete",
                            Methods.stageOf(ClassName.get(Void.class)),
                            "See {@link #delete}.\n",
                            entityParameter())
                    .addStatement("checkKey($N)", variable)
                    .addCode(batch.build())
                    .build());
            addDropEmptyPartitions(type);
            return;
        }
        TableLayout base = base().orElseThrow();
        List<ParameterSpec> key = keyParameters(base);
        ParameterSpec wholeKey =
                KeyValues.wholeKeyParameter(base.table(), base.table().primaryKey(), key);
        type.addMethod(Methods.sync(
                "delete",
                TypeName.BOOLEAN,
                "Deletes every copy of the entity with this key, after reading it from the base table.\n\n"
                        + "@return false when no such entity exists\n"
                        + KeyValues.emptyDoc(wholeKey),
                key.toArray(ParameterSpec[]::new)));
        CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder()) {
            batch.add("\n.delete($N, previous.get())", layout.fieldName());
        }
        MethodSpec.Builder async = Methods.async(
                "delete",
                Methods.stageOf(ClassName.get(Boolean.class)),
                "See {@link #delete}.\n",
                key.toArray(ParameterSpec[]::new));
        Methods.checkParameters(async, key);
        KeyValues.checkNotEmpty(async, wholeKey);
        type.addMethod(async.addCode(CodeBlock.builder()
                        .add(
                                "return reader.oneAsync($N.bindSelectByKey($L), $N::map).thenCompose(previous -> {\n$>",
                                base.fieldName(),
                                Methods.names(key),
                                base.fieldName())
                        .beginControlFlow("if (previous.isEmpty())")
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .add(batch.add(
                                        statics()
                                                ? "\n.executeAsync()\n.thenCompose(done -> dropEmptyPartitions(previous.get(), null))"
                                                : "\n.executeAsync()")
                                .add("\n.thenApply(done -> true);\n$<$<")
                                .build())
                        .add("$<});\n")
                        .build())
                .build());
        addDropEmptyPartitions(type);
    }

    /** Whether some table has static columns, whose partitions the DAO must not leave behind empty. */
    private boolean statics() {
        return layouts.stream().anyMatch(TableLayout::hasStatics);
    }

    /**
     * {@code dropEmptyPartitions(previous, current)}: once a row is deleted or has moved to another
     * partition, a partition of a table with static columns may hold nothing but its static values,
     * which Cassandra returns to every read of the partition as a row of nulls. The partition is
     * read (static values aside) and, when empty, its statics are deleted.
     */
    void addDropEmptyPartitions(TypeSpec.Builder type) {
        if (!statics()) {
            return;
        }
        boolean versioned = versioned();
        MethodSpec.Builder method = MethodSpec.methodBuilder("dropEmptyPartitions")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(Docs.wrap(
                        "Deletes the static values left in the partitions {@code previous} was in, when no row is"
                                + " left there: Cassandra would otherwise return them to every read of the partition as a row of nulls."
                                + " A write racing this check into the same partition rewrites its statics, except in the instant"
                                + " between the read and the delete; the audit reports such a partition, and its repair deletes what is"
                                + " left.\n\n"
                                + "@param previous the state whose rows were deleted or moved\n"
                                + "@param current the new state, or null when the entity was deleted"
                                + (versioned
                                        ? "\n@param timestamp the version's timestamp, which the statics are deleted at"
                                        : "")))
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, "previous")
                .addParameter(entity, "current");
        if (versioned) {
            method.addParameter(long.class, "timestamp");
        }
        method.addStatement("$T<Void> done = $T.completedFuture(null)", CompletionStage.class, CompletableFuture.class);
        for (TableLayout layout : layouts) {
            if (!layout.hasStatics()) {
                continue;
            }
            String table = layout.fieldName();
            ColumnModel first = layout.table().clustering().get(0);
            CodeBlock hasRow = ColumnCode.labelled(
                    CodeBlock.of(
                            "!row.isNull($L)",
                            layout.statements().get("selectFirstRow").resultIndex(first)),
                    first.name());
            // A sparse table may not hold previous (no row was there) or current (the row moved out).
            boolean sparse = !KeyValues.optionalKeyPaths(layout, access).isEmpty();
            CodeBlock other = CodeBlock.of("!$N.partitionKey(previous).equals($N.partitionKey(current))", table, table);
            method.beginControlFlow(
                            "if ($L)",
                            sparse
                                    ? CodeBlock.of(
                                            "$N.holds(previous) && (current == null || !$N.holds(current) || $L)",
                                            table,
                                            table,
                                            other)
                                    : CodeBlock.of("current == null || $L", other))
                    .addStatement(
                            "done = done.thenCompose(ignored -> reader.oneAsync($N.bindSelectFirstRow(previous), row -> $L))\n"
                                    + ".thenCompose(hasRow -> hasRow.orElse(false) ? $T.<Void>completedFuture(null)\n"
                                    + ": writer.batch().add($N.name(), $N.bindDeleteStatics(previous), true)$L.executeAsync())",
                            table,
                            hasRow,
                            CompletableFuture.class,
                            table,
                            table,
                            versioned ? ".at(timestamp)" : "")
                    .endControlFlow();
        }
        type.addMethod(method.addStatement("return done").build());
    }

    private Optional<TableLayout> base() {
        return layouts.stream().filter(l -> l.table().base()).findFirst();
    }

    /** The base table of a versioned entity, whose writes go through {@link VersionedWrites}. */
    private boolean versioned() {
        return base().filter(
                        b -> !design.entity().immutable() && b.versionColumn().isPresent())
                .isPresent();
    }

    /** The tables in write order: derived copies first, the base table (the source of truth) last. */
    private List<TableLayout> writeOrder() {
        List<TableLayout> order =
                new ArrayList<>(layouts.stream().filter(l -> !l.table().base()).toList());
        base().ifPresent(order::add);
        return order;
    }

    /** The parameters of a read or delete by key: the base table's primary key. */
    List<ParameterSpec> keyParameters(TableLayout base) {
        return base.table().primaryKey().stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), GeneratedNames.parameterName(c))
                        .build())
                .toList();
    }

    private ParameterSpec entityParameter() {
        return ParameterSpec.builder(entity, variable).build();
    }
}
