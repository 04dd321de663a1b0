package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
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
            new UpdateAndSave(access, design, writeOrder(), statics(), propagation, liveCopies).addTo(type);
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
            String stored = access.local("stored");
            async.addStatement(
                    "return $L.thenCompose($N -> write(null, $N))", liveCopies.call(variable), stored, stored);
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

    private void addDelete(TypeSpec.Builder type) {
        if (design.entity().immutable() || base().isEmpty()) {
            type.addMethod(deleteByEntity());
            type.addMethod(deleteByEntityAsync());
        } else {
            TableLayout base = base().orElseThrow();
            List<ParameterSpec> key = keyParameters(base);
            ParameterSpec wholeKey = KeyValues.wholeKeyParameter(base.table(), KeyValues.inKeyOrder(base, access), key);
            type.addMethod(deleteByKey(key, wholeKey));
            type.addMethod(deleteByKeyAsync(base, key, wholeKey));
        }
        addDropEmptyPartitions(type);
    }

    /** {@code delete(entity)}: an immutable entity, or one without a base table to read it from. */
    private MethodSpec deleteByEntity() {
        return Methods.sync(
                "delete",
                TypeName.VOID,
                "Deletes every copy of {@code $N} (found by its attributes; no read needed)."
                        + (design.entity().immutable()
                                ? ""
                                : " The entity has no base table to read it from by key: pass it as it was last"
                                        + " written (its key and the attributes its tables are keyed by, which"
                                        + " never change).")
                        + "\n",
                entityParameter());
    }

    private MethodSpec deleteByEntityAsync() {
        CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder()) {
            batch.add("\n.delete($N, $N)", layout.fieldName(), variable);
        }
        batch.add(
                statics()
                        ? CodeBlock.of(
                                "\n.executeAsync()\n.thenCompose($N -> dropEmptyPartitions($N, null));\n$<$<",
                                access.local("done"),
                                variable)
                        : CodeBlock.of("\n.executeAsync();\n$<$<"));
        return Methods.async(
                        "delete",
                        Methods.stageOf(ClassName.get(Void.class)),
                        "See {@link #delete}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable)
                .addCode(batch.build())
                .build();
    }

    /** {@code delete(key…)}: the entity read from its base table, then every copy deleted. */
    private MethodSpec deleteByKey(List<ParameterSpec> key, ParameterSpec wholeKey) {
        return Methods.sync(
                "delete",
                TypeName.BOOLEAN,
                "Deletes every copy of the entity with this key, after reading it from the base table.\n\n"
                        + "@return false when no such entity exists\n"
                        + KeyValues.emptyDoc(wholeKey),
                key.toArray(ParameterSpec[]::new));
    }

    private MethodSpec deleteByKeyAsync(TableLayout base, List<ParameterSpec> key, ParameterSpec wholeKey) {
        String previous = access.local("previous");
        String done = access.local("done");
        CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : writeOrder()) {
            batch.add("\n.delete($N, $N.get())", layout.fieldName(), previous);
        }
        MethodSpec.Builder async = Methods.async(
                "delete",
                Methods.stageOf(ClassName.get(Boolean.class)),
                "See {@link #delete}.\n",
                key.toArray(ParameterSpec[]::new));
        Methods.checkParameters(async, key);
        KeyValues.checkNotEmpty(async, wholeKey);
        return async.addCode(CodeBlock.builder()
                        .add(
                                "return reader.oneAsync($N.bindSelectByKey($L), $N::map).thenCompose($N -> {\n$>",
                                base.fieldName(),
                                Methods.names(key),
                                base.fieldName(),
                                previous)
                        .beginControlFlow("if ($N.isEmpty())", previous)
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .add(batch.add(
                                        statics()
                                                ? CodeBlock.of(
                                                        "\n.executeAsync()\n.thenCompose($N -> dropEmptyPartitions($N.get(), null))",
                                                        done,
                                                        previous)
                                                : CodeBlock.of("\n.executeAsync()"))
                                .add("\n.thenApply($N -> true);\n$<$<", done)
                                .build())
                        .add("$<});\n")
                        .build())
                .build();
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
                                + " left."
                                + (versioned
                                        ? " The statics are deleted at the client's clock, not at a version's time: every"
                                                + " entity of the partition shares them, and the next row to enter it writes them"
                                                + " again at the clock."
                                        : "")
                                + "\n\n@param previous the state whose rows were deleted or moved\n"
                                + "@param current the new state, or null when the entity was deleted"))
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, "previous")
                .addParameter(entity, "current");
        method.addStatement("$T<Void> done = $T.completedFuture(null)", CompletionStage.class, CompletableFuture.class);
        for (TableLayout layout : layouts) {
            if (layout.hasStatics()) {
                method.addCode(dropIfEmpty(layout));
            }
        }
        type.addMethod(method.addStatement("return done").build());
    }

    /**
     * For one table with statics: when {@code previous}'s partition is left (a delete, or a move to
     * another partition) and holds no row any more, its static values are deleted.
     */
    private CodeBlock dropIfEmpty(TableLayout layout) {
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
        return CodeBlock.builder()
                .beginControlFlow(
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
                                + ": writer.batch().add($N.name(), $N.bindDeleteStatics(previous), true).executeAsync())",
                        table,
                        hasRow,
                        CompletableFuture.class,
                        table,
                        table)
                .endControlFlow()
                .build();
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

    /** The parameters of a read or delete by key: the base table's primary key, in the entity key's order. */
    List<ParameterSpec> keyParameters(TableLayout base) {
        return KeyValues.inKeyOrder(base, access).stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), access.parameter(c))
                        .build())
                .toList();
    }

    private ParameterSpec entityParameter() {
        return ParameterSpec.builder(entity, variable).build();
    }
}
