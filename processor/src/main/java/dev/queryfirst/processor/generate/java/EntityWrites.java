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

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> layouts;
    private final ClassName entity;
    private final String variable;
    private final PropagationMethods propagation;

    EntityWrites(EntityAccess access, EntityDesign design, List<TableLayout> layouts, PropagationMethods propagation) {
        this.propagation = propagation;
        this.access = access;
        this.design = design;
        this.layouts = layouts;
        this.entity = access.entityType();
        this.variable = access.variable();
    }

    /** {@code insert}; {@code update} and {@code save} unless the entity is immutable; {@code delete}. */
    void addTo(TypeSpec.Builder type) {
        addInsert(type);
        if (!design.entity().immutable()) {
            addUpdateAndSave(type);
        }
        addDelete(type);
    }

    private void addInsert(TypeSpec.Builder type) {
        String doc = design.entity().immutable()
                ? "Writes {@code $N} to every table, in one step.\n"
                : "Writes a new {@code $N} to every table, in one step, without reading first. For an entity that\n"
                        + "may exist with other values in a key, use {@link #save}: this would leave its old rows behind.\n";
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
        Optional<TableLayout> base = base();
        boolean moves = layouts.stream().anyMatch(l -> l.keyCanMove());
        // An entity none of whose tables can move writes blindly: update, like save, reads nothing.
        if (moves) {
            addUpdate(type, base.orElseThrow(), true);
        } else {
            addBlindUpdate(type);
        }
        type.addMethod(Methods.sync(
                "save",
                TypeName.VOID,
                (moves
                                ? "Inserts {@code $N}, or updates it if it exists, moving the rows whose key changed."
                                : "Inserts or overwrites {@code $N} (no table's key can change, so nothing is read first).")
                        + propagation.writeDoc() + "\n",
                entityParameter()));
        MethodSpec.Builder saveAsync = Methods.async(
                        "save", Methods.stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
                .addStatement("checkKey($N)", variable);
        if (moves) {
            TableLayout source = base.orElseThrow();
            saveAsync.addStatement(
                    "return reader.oneAsync($N.bindSelectRow($N), $N::map)\n.thenCompose(previous -> write(previous.orElse(null), $N))",
                    source.fieldName(),
                    variable,
                    source.fieldName(),
                    variable);
        } else {
            saveAsync.addStatement("return write(null, $N)", variable);
        }
        type.addMethod(saveAsync.build());
        CodeBlock.Builder batch = CodeBlock.builder().add(propagation.batchStart());
        for (TableLayout layout : writeOrder()) {
            if (layout.keyCanMove()) {
                batch.add("\n.move($N, previous, $N)", layout.fieldName(), variable);
            } else {
                batch.add("\n.insert($N, $N)", layout.fieldName(), variable);
            }
        }
        batch.add(new DirectoryMethods(design, access).upserts(variable));
        FixedChecks fixed = new FixedChecks(access);
        CodeBlock check = moves && fixed.any()
                ? CodeBlock.builder()
                        .beginControlFlow("if (previous != null)")
                        .add(fixed.call(CodeBlock.of("previous")))
                        .endControlFlow()
                        .build()
                : CodeBlock.of("");
        type.addMethod(MethodSpec.methodBuilder("write")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        "One batch: the old rows of moved keys deleted, every row of {@code $N} written.\n\n"
                                + "@param previous the state read from the base table, or null for a new entity\n",
                        variable)
                .returns(Methods.stageOf(ClassName.get(Void.class)))
                .addParameter(entity, "previous")
                .addParameter(entity, variable)
                .addCode(check)
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

    /** {@code update}: reads the previous state from the base table; false, writing nothing, when there is none. */
    private void addUpdate(TypeSpec.Builder type, TableLayout base, boolean moves) {
        type.addMethod(Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Replaces the existing entity with {@code $N}'s key"
                        + (moves ? ", moving the rows whose key changed" : "")
                        + "." + propagation.writeDoc()
                        + "\n\n@return false, writing nothing, when no such entity exists\n",
                entityParameter()));
        type.addMethod(Methods.async(
                        "update",
                        Methods.stageOf(ClassName.get(Boolean.class)),
                        "See {@link #update}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable)
                .addCode(CodeBlock.builder()
                        .add(
                                "return reader.oneAsync($N.bindSelectRow($N), $N::map).thenCompose(previous -> {\n$>",
                                base.fieldName(),
                                variable,
                                base.fieldName())
                        .beginControlFlow("if (previous.isEmpty())")
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .addStatement("return write(previous.get(), $N).thenApply(done -> true)", variable)
                        .add("$<});\n")
                        .build())
                .build());
    }

    /**
     * {@code update} of an entity none of whose tables can move a row: every copy is written blindly,
     * as {@code save} does, without reading whether the entity exists.
     */
    private void addBlindUpdate(TypeSpec.Builder type) {
        type.addMethod(Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Writes {@code $N} over the entity with its key, to every table, without reading first: no"
                        + " table's key can change, so no row moves. Like {@link #save}, it writes the entity"
                        + " whether it existed or not." + propagation.writeDoc()
                        + "\n\n@return true: the entity is written (nothing is read, so whether it existed is not"
                        + " known; read it with {@code findByKey} first where that matters)\n",
                entityParameter()));
        type.addMethod(Methods.async(
                        "update",
                        Methods.stageOf(ClassName.get(Boolean.class)),
                        "See {@link #update}.\n",
                        entityParameter())
                .addStatement("checkKey($N)", variable)
                .addStatement("return write(null, $N).thenApply(done -> true)", variable)
                .build());
    }

    private void addDelete(TypeSpec.Builder type) {
        if (design.entity().immutable() || base().isEmpty()) {
            type.addMethod(Methods.sync(
                    "delete",
                    TypeName.VOID,
                    "Deletes every copy of {@code $N} (found by its attributes; no read needed)."
                            + (design.entity().immutable()
                                    ? ""
                                    : " The entity has no base table to read it from by key: pass it as it was last"
                                            + " written (its key and the attributes its tables are keyed by, which"
                                            + " never change).")
                            + "\n",
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
        ParameterSpec wholeKey = KeyValues.wholeKeyParameter(base.table(), base.keyColumns(), key);
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
        return base.keyColumns().stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), GeneratedNames.parameterName(c))
                        .build())
                .toList();
    }

    private ParameterSpec entityParameter() {
        return ParameterSpec.builder(entity, variable).build();
    }
}
