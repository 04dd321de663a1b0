package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.lang.model.element.Modifier;

/**
 * The writes of a versioned entity ({@code @Entity(versioned = true)}), through the runtime's
 * {@code Versions}: the base row is written by a lightweight transaction conditional on the
 * version the DAO read, so two concurrent writes of one entity cannot interleave between that read
 * and their writes; the one that loses fails with {@code ConcurrentUpdateException} and writes
 * nothing. The other tables follow in one batch (a lightweight transaction cannot share a batch
 * with other partitions), written at a timestamp that follows the version, so that the batches of
 * two successive winners order themselves whichever lands first.
 */
final class VersionedWrites {

    static final ClassName VERSIONS = JavaTypes.runtime("internal.write", "Versions");
    private static final ClassName ROW_WRITES = JavaTypes.runtime("internal.write", "RowWrites");
    private static final ClassName STATE = VERSIONS.nestedClass("State");
    private static final ClassName CONCURRENT_UPDATE = JavaTypes.runtime("", "ConcurrentUpdateException");
    private static final TypeName VOID_STAGE = Methods.stageOf(ClassName.get(Void.class));
    private static final TypeName BOOLEAN_STAGE = Methods.stageOf(ClassName.get(Boolean.class));
    private static final ClassName WRITE_BATCH = JavaTypes.runtime("internal.write", "WriteBatch");
    private static final ClassName WRITE_TIMES = JavaTypes.runtime("internal.write", "WriteTimes");

    private final EntityAccess access;
    private final List<TableLayout> layouts;
    private final TableLayout base;
    private final ClassName entity;
    private final String variable;
    private final boolean statics;
    private final boolean copies;
    private final DirectoryMethods directories;
    /** The entity, the parameter of every write. */
    private final ParameterSpec parameter;
    /** The generated code's own variables: the state read, the version's write time, a finished step. */
    private final String previous;

    private final String timestamp;
    private final String done;

    VersionedWrites(EntityAccess access, List<TableLayout> layouts, TableLayout base, DirectoryMethods directories) {
        this.access = access;
        this.directories = directories;
        this.layouts = layouts;
        this.base = base;
        this.entity = access.entityType();
        this.variable = access.variable();
        this.statics = layouts.stream().anyMatch(TableLayout::hasStatics);
        this.copies = layouts.size() > 1;
        this.parameter = ParameterSpec.builder(entity, variable).build();
        this.previous = access.local("previous");
        this.timestamp = access.local("timestamp");
        this.done = access.local("done");
    }

    /**
     * {@code batch.add(…)} of the statics of each partition of a table with static columns that the
     * entity's row enters (it is new there, or moved there from another partition), at the client's
     * clock ({@link TableLayout#staticsApart()}).
     */
    private void addStaticsEntered(CodeBlock.Builder code) {
        for (TableLayout layout : layouts) {
            if (!layout.staticsApart()) {
                continue;
            }
            String table = layout.fieldName();
            boolean sparse = !KeyValues.optionalKeyPaths(layout, access).isEmpty();
            CodeBlock other =
                    CodeBlock.of("!$N.partitionKey($N).equals($N.partitionKey($N))", table, previous, table, variable);
            code.beginControlFlow(
                            "if ($L)",
                            sparse
                                    ? CodeBlock.of(
                                            "$N.holds($N) && ($N == null || !$N.holds($N) || $L)",
                                            table,
                                            variable,
                                            previous,
                                            table,
                                            previous,
                                            other)
                                    : CodeBlock.of("$N == null || $L", previous, other))
                    .addStatement(
                            "$N.add($N.name(), $N.bindWriteStatics($N, $T.next(session)), true)",
                            access.local("batch"),
                            table,
                            table,
                            variable,
                            WRITE_TIMES)
                    .endControlFlow();
        }
    }

    /** {@code Versions<User>}, the type of the DAO's {@code versions} field. */
    static TypeName versionsOf(ClassName entity) {
        return ParameterizedTypeName.get(VERSIONS, entity);
    }

    /** The paragraph of the DAO's Javadoc that states what a versioned DAO guarantees. */
    static CodeBlock classDoc() {
        return CodeBlock.builder()
                .add(
                        "<p>Versioned entity: {@code insert}, {@code update}, {@code save} and {@code delete} write the base\n"
                                + "row through a lightweight transaction on the version they read ({@code IF NOT EXISTS}, {@code IF\n"
                                + "version = ?}); a lost race throws {@link $T} and writes nothing: re-read the\n"
                                + "entity and retry. The other tables are then written in one step, at a timestamp that follows the\n"
                                + "version (the {@code WRITETIME} of the version read, plus one microsecond): the copies of a later\n"
                                + "version always win over those of an earlier one, including the delete of a row that moved, whatever\n"
                                + "order the steps of two successive writes arrive in. See {@link $T} for the details and the\n"
                                + "limits.\n",
                        CONCURRENT_UPDATE,
                        VERSIONS)
                .build();
    }

    /** The DAO's writes, in the order a reader meets them: insert, update, save, their helpers, delete. */
    void addTo(TypeSpec.Builder type, List<ParameterSpec> key) {
        type.addMethod(insert());
        type.addMethod(insertAsync());
        type.addMethod(insertNew());
        type.addMethod(update());
        type.addMethod(updateAsync());
        type.addMethod(save());
        type.addMethod(saveAsync());
        type.addMethod(replace());
        if (copies) {
            type.addMethod(writeCopies());
        }
        ParameterSpec wholeKey = KeyValues.wholeKeyParameter(base.table(), KeyValues.inKeyOrder(base, access), key);
        type.addMethod(delete(key, wholeKey));
        type.addMethod(deleteAsync(key, wholeKey));
    }

    private MethodSpec insert() {
        return Methods.sync(
                "insert",
                TypeName.VOID,
                "Writes a new {@code $N} to every table. The base row is"
                        + " written only if it does not exist yet (a lightweight transaction).\n\n"
                        + "@throws ConcurrentUpdateException if the entity exists already: use {@link #save} or {@link #update}\n",
                parameter);
    }

    private MethodSpec insertAsync() {
        return Methods.async("insert", VOID_STAGE, "See {@link #insert}.\n", parameter)
                .addStatement("checkKey($N)", variable)
                .addStatement("return insertNew($N)", variable)
                .build();
    }

    private MethodSpec insertNew() {
        MethodSpec.Builder insertNew = MethodSpec.methodBuilder("insertNew")
                .addModifiers(Modifier.PRIVATE)
                .returns(VOID_STAGE)
                .addParameter(parameter);
        if (copies) {
            return insertNew
                    .addJavadoc(
                            "The base row at version 1, then the copies at its write time (none when a later write\n"
                                    + "has already replaced or deleted it: that write took care of them).\n")
                    .addStatement(
                            "return versions.insert($N)\n.thenCompose($N -> $N.isEmpty() ? $T.<Void>completedFuture(null)"
                                    + "\n    : writeCopies(null, $N, $N.getAsLong()))",
                            variable,
                            timestamp,
                            timestamp,
                            CompletableFuture.class,
                            variable,
                            timestamp)
                    .build();
        }
        return insertNew
                .addJavadoc("The base row at version 1: the entity has no other table.\n")
                .addStatement("return versions.insertWithoutCopies($N)", variable)
                .build();
    }

    private MethodSpec update() {
        return Methods.sync(
                "update",
                TypeName.BOOLEAN,
                "Replaces the existing entity with {@code $N}'s key,"
                        + " if no other write of it came between this call's read and its write, moving the rows whose key changed.\n\n"
                        + "@return false, writing nothing, when no such entity exists\n"
                        + "@throws ConcurrentUpdateException when another write of the entity won the race: nothing was written;"
                        + " read it again and retry\n",
                parameter);
    }

    private MethodSpec updateAsync() {
        return Methods.async("update", BOOLEAN_STAGE, "See {@link #update}.\n", parameter)
                .addStatement("checkKey($N)", variable)
                .addCode(CodeBlock.builder()
                        .add(
                                "return versions.read($N.bindSelectRow($N)).thenCompose($N -> {\n$>",
                                base.fieldName(),
                                variable,
                                previous)
                        .beginControlFlow("if ($N.isEmpty())", previous)
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .addStatement("return replace($N.get(), $N).thenApply($N -> true)", previous, variable, done)
                        .add("$<});\n")
                        .build())
                .build();
    }

    private MethodSpec save() {
        return Methods.sync(
                "save",
                TypeName.VOID,
                "Inserts {@code $N}, or updates it if it exists (see"
                        + " {@link #update}).\n\n@throws ConcurrentUpdateException when another write of the entity won the"
                        + " race: nothing was written; read it again and retry\n",
                parameter);
    }

    private MethodSpec saveAsync() {
        return Methods.async("save", VOID_STAGE, "See {@link #save}.\n", parameter)
                .addStatement("checkKey($N)", variable)
                .addStatement(
                        "return versions.read($N.bindSelectRow($N))\n"
                                + ".thenCompose($N -> $N.isEmpty() ? insertNew($N) : replace($N.get(), $N))",
                        base.fieldName(),
                        variable,
                        previous,
                        previous,
                        variable,
                        previous,
                        variable)
                .build();
    }

    private MethodSpec replace() {
        String table = base.fieldName();
        MethodSpec.Builder replace = MethodSpec.methodBuilder("replace")
                .addModifiers(Modifier.PRIVATE)
                .returns(VOID_STAGE)
                .addParameter(ParameterizedTypeName.get(STATE, entity), previous)
                .addParameter(parameter)
                .addCode(new FixedChecks(access).call(CodeBlock.of("$N.entity()", previous)));
        if (access.entity().ttl().isEmpty()) {
            // Stored as it is already: no new version, nothing written.
            replace.beginControlFlow(
                            "if ($T.same($N.bindInsert($N.entity()), $N.bindInsert($N)))",
                            ROW_WRITES,
                            table,
                            previous,
                            table,
                            variable)
                    .addStatement("return $T.completedFuture(null)", CompletableFuture.class)
                    .endControlFlow();
        }
        if (copies) {
            return replace.addJavadoc(
                            "The base row rewritten if still at {@code $N}'s version, then the copies moved.\n",
                            previous)
                    .addStatement(
                            "return versions.update($N, $N)\n.thenCompose($N -> writeCopies($N.entity(), $N, $N))",
                            previous,
                            variable,
                            timestamp,
                            previous,
                            variable,
                            timestamp)
                    .build();
        }
        return replace.addJavadoc("The base row rewritten if still at {@code $N}'s version.\n", previous)
                .addStatement("return versions.update($N, $N).thenApply($N -> null)", previous, variable, timestamp)
                .build();
    }

    private MethodSpec delete(List<ParameterSpec> key, ParameterSpec wholeKey) {
        return Methods.sync(
                "delete",
                TypeName.BOOLEAN,
                "Deletes every copy of the entity with this key, if no"
                        + " other write of it came between this call's read and its delete.\n\n@return false when no such entity exists\n"
                        + "@throws ConcurrentUpdateException when another write of the entity won the race: nothing was deleted;"
                        + " read it again and retry\n"
                        + KeyValues.emptyDoc(wholeKey),
                key.toArray(ParameterSpec[]::new));
    }

    private MethodSpec deleteAsync(List<ParameterSpec> key, ParameterSpec wholeKey) {
        MethodSpec.Builder deleteAsync =
                Methods.async("delete", BOOLEAN_STAGE, "See {@link #delete}.\n", key.toArray(ParameterSpec[]::new));
        Methods.checkParameters(deleteAsync, key);
        KeyValues.checkNotEmpty(deleteAsync, wholeKey);
        return deleteAsync
                .addCode(CodeBlock.builder()
                        .add(
                                "return versions.read($N.bindSelectByKey($L)).thenCompose($N -> {\n$>",
                                base.fieldName(),
                                Methods.names(key),
                                previous)
                        .beginControlFlow("if ($N.isEmpty())", previous)
                        .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
                        .endControlFlow()
                        .addStatement(
                                "return versions.delete($N.get())$L\n.thenApply($N -> true)",
                                previous,
                                copyDeletes(),
                                done)
                        .add("$<});\n")
                        .build())
                .build();
    }

    /** After the base row's delete, the batch deleting the copies at its timestamp; nothing without copies. */
    private CodeBlock copyDeletes() {
        if (!copies) {
            return CodeBlock.of("");
        }
        CodeBlock.Builder deletes = CodeBlock.builder().add("\n.thenCompose($N -> writer.batch()$>$>", timestamp);
        for (TableLayout layout : layouts) {
            if (layout != base) {
                deletes.add("\n.delete($N, $N.get().entity())", layout.fieldName(), previous);
            }
        }
        deletes.add("\n.at($N)\n.executeAsync()", timestamp);
        if (statics) {
            deletes.add("\n.thenCompose($N -> dropEmptyPartitions($N.get().entity(), null))", done, previous);
        }
        return deletes.add(")$<$<").build();
    }

    private MethodSpec writeCopies() {
        return MethodSpec.methodBuilder("writeCopies")
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        "One batch writing every copy but the base row, at {@code $N}: old rows of moved keys\n"
                                + "deleted, new rows written.\n\n"
                                + (statics
                                        ? "<p>The static values of a partition the entity enters are written at the client's clock:"
                                                + " every row of the\npartition shares them, and they are deleted at the clock when"
                                                + " its last row leaves.\n\n"
                                        : "")
                                + "@param $N the state before, or null for a new entity\n"
                                + "@param $N the version's timestamp for the copies (see {@link $T})\n",
                        timestamp,
                        previous,
                        timestamp,
                        VERSIONS)
                .returns(VOID_STAGE)
                .addParameter(entity, previous)
                .addParameter(parameter)
                .addParameter(long.class, timestamp)
                .addCode(copiesBatch())
                .build();
    }

    /** The body of {@code writeCopies}: the batch of every copy but the base row, executed. */
    private CodeBlock copiesBatch() {
        String batchVariable = access.local("batch");
        CodeBlock.Builder batch = statics
                ? CodeBlock.builder().add("$T $N = writer.batch()$>$>", WRITE_BATCH, batchVariable)
                : CodeBlock.builder().add("return writer.batch()$>$>");
        for (TableLayout layout : layouts) {
            if (layout == base) {
                continue;
            }
            batch.add(
                    layout.keyCanMove() ? "\n.move($N, $N, $N)" : "\n.replace($N, $N, $N)",
                    layout.fieldName(),
                    previous,
                    variable);
        }
        batch.add(directories.upserts(variable));
        if (statics) {
            batch.add(";\n$<$<");
            addStaticsEntered(batch);
            batch.add("return $N$>$>", batchVariable);
        }
        batch.add("\n.at($N)", timestamp);
        return batch.add(
                        statics
                                ? CodeBlock.of(
                                        "\n.executeAsync()\n.thenCompose($N -> $N == null ? $T.<Void>completedFuture(null)"
                                                + "\n    : dropEmptyPartitions($N, $N));\n$<$<",
                                        done,
                                        previous,
                                        CompletableFuture.class,
                                        previous,
                                        variable)
                                : CodeBlock.of("\n.executeAsync();\n$<$<"))
                .build();
    }
}
