package dev.queryfirst.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.lang.model.element.Modifier;

/**
 * The writes of a versioned entity ({@code @Entity(versioned = true)}): the base row is written by
 * a lightweight transaction conditional on the version the DAO read, so two concurrent updates of
 * one entity cannot interleave between that read and their writes; the one that loses the race
 * fails with {@link ConcurrentModificationException} and writes nothing. Only once the base row is
 * written are the derived copies written (and moved), in one batch: a lightweight transaction
 * cannot share a batch with other partitions.
 */
final class VersionedWrites {

  private static final ClassName ASYNC_RESULT_SET = JavaTypes.driver("cql", "AsyncResultSet");

  private final EntityAccess access;
  private final List<TableLayout> layouts;
  private final TableLayout base;
  private final ClassName entity;
  private final String variable;
  private final ClassName current;
  private final boolean statics;

  VersionedWrites(EntityAccess access, List<TableLayout> layouts, TableLayout base) {
    this.access = access;
    this.layouts = layouts;
    this.base = base;
    this.entity = access.entityType();
    this.variable = access.variable();
    this.current = ClassName.get("", "Current");
    this.statics = layouts.stream().anyMatch(TableLayout::hasStatics);
  }

  void addTo(TypeSpec.Builder type, List<ParameterSpec> key) {
    ParameterSpec parameter = ParameterSpec.builder(entity, variable).build();
    TypeName optionalCurrent = ParameterizedTypeName.get(ClassName.get(Optional.class), current);
    TypeName voidStage = DaoGenerator.stageOf(ClassName.get(Void.class));
    TypeName booleanStage = DaoGenerator.stageOf(ClassName.get(Boolean.class));
    String table = base.fieldName();

    type.addType(TypeSpec.recordBuilder("Current")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The entity as read from the base table, and the version its next write is conditional on.\n")
        .recordConstructor(MethodSpec.constructorBuilder()
            .addParameter(entity, "entity")
            .addParameter(Long.class, "version")
            .build())
        .build());

    type.addMethod(DaoGenerator.sync("insert", TypeName.VOID, "Writes a new {@code $N} to every table. The base row is"
        + " written only if it does not exist yet (a lightweight transaction).\n\n"
        + "@throws ConcurrentModificationException if the entity exists already: use {@link #save} or"
        + " {@link #update}\n", parameter));
    type.addMethod(DaoGenerator.async("insert", voidStage, "See {@link #insert}.\n", parameter)
        .addStatement("checkKey($N)", variable)
        .addStatement("return insertNew($N)", variable)
        .build());
    type.addMethod(MethodSpec.methodBuilder("insertNew")
        .addModifiers(Modifier.PRIVATE)
        .returns(voidStage)
        .addParameter(parameter)
        .addStatement("return applied($N.bindInsertIfNotExists($N), $S + $N.primaryKey($N) + $S)\n"
                + ".thenCompose(done -> writeCopies(null, $N))", table, variable,
            access.entity().simpleName() + " ", table, variable, " already exists: use save or update", variable)
        .build());

    type.addMethod(DaoGenerator.sync("update", TypeName.BOOLEAN, "Replaces the existing entity with {@code $N}'s key,"
        + " if no other update of it came between this call's read and its write, moving the rows whose key changed.\n\n"
        + "@return false, writing nothing, when no such entity exists\n"
        + "@throws ConcurrentModificationException when another write of the entity won the race: nothing was written;"
        + " read it again and retry\n", parameter));
    type.addMethod(DaoGenerator.async("update", booleanStage, "See {@link #update}.\n", parameter)
        .addStatement("checkKey($N)", variable)
        .addCode(CodeBlock.builder()
            .add("return current($N.bindSelectRow($N)).thenCompose(previous -> {\n$>", table, variable)
            .beginControlFlow("if (previous.isEmpty())")
            .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
            .endControlFlow()
            .addStatement("return replace(previous.get(), $N).thenApply(done -> true)", variable)
            .add("$<});\n")
            .build())
        .build());

    type.addMethod(DaoGenerator.sync("save", TypeName.VOID, "Inserts {@code $N}, or updates it if it exists (see"
        + " {@link #update}).\n\n@throws ConcurrentModificationException when another write of the entity won the"
        + " race: nothing was written; read it again and retry\n", parameter));
    type.addMethod(DaoGenerator.async("save", voidStage, "See {@link #save}.\n", parameter)
        .addStatement("checkKey($N)", variable)
        .addStatement("return current($N.bindSelectRow($N))\n"
            + ".thenCompose(previous -> previous.isEmpty() ? insertNew($N) : replace(previous.get(), $N))",
            table, variable, variable, variable)
        .build());
    type.addMethod(MethodSpec.methodBuilder("replace")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The base row rewritten if still at {@code previous}'s version, then the copies moved.\n")
        .returns(voidStage)
        .addParameter(current, "previous")
        .addParameter(parameter)
        .addStatement("return applied($N.bindUpdateIfVersion($N, previous.version()),\n"
                + "$S + $N.primaryKey($N) + $S + previous.version() + $S)\n"
                + ".thenCompose(done -> writeCopies(previous.entity(), $N))",
            table, variable, access.entity().simpleName() + " ", table, variable,
            " was changed concurrently (expected version ", "): read it again and retry", variable)
        .build());

    CodeBlock.Builder copies = CodeBlock.builder().add("return writer.batch()$>");
    CodeBlock.Builder deletes = CodeBlock.builder().add("writer.batch()$>");
    for (TableLayout layout : layouts) {
      if (layout == base) {
        continue;
      }
      copies.add(layout.keyCanMove(access) ? CodeBlock.of("\n.move($N, previous, $N)", layout.fieldName(), variable)
          : CodeBlock.of("\n.insert($N, $N)", layout.fieldName(), variable));
      deletes.add("\n.delete($N, previous.get().entity())", layout.fieldName());
    }
    copies.add(statics
        ? CodeBlock.of("\n.executeAsync()\n.thenCompose(done -> previous == null ? $T.<Void>completedFuture(null)"
            + "\n    : dropEmptyPartitions(previous, $N));\n$<", CompletableFuture.class, variable)
        : CodeBlock.of("\n.executeAsync();\n$<"));
    type.addMethod(MethodSpec.methodBuilder("writeCopies")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("One batch writing every copy but the base row: old rows of moved keys deleted, new rows written.\n\n"
            + "@param previous the state before, or null for a new entity\n")
        .returns(voidStage)
        .addParameter(entity, "previous")
        .addParameter(parameter)
        .addCode(copies.build())
        .build());

    type.addMethod(DaoGenerator.sync("delete", TypeName.BOOLEAN, "Deletes every copy of the entity with this key, if no"
        + " other write of it came between this call's read and its delete.\n\n@return false when no such entity exists\n"
        + "@throws ConcurrentModificationException when another write of the entity won the race: nothing was deleted\n",
        key.toArray(ParameterSpec[]::new)));
    MethodSpec.Builder deleteAsync = DaoGenerator.async("delete", booleanStage, "See {@link #delete}.\n",
        key.toArray(ParameterSpec[]::new));
    DaoGenerator.checkParameters(deleteAsync, key);
    CodeBlock afterBase = layouts.size() == 1
        ? CodeBlock.of("")
        : CodeBlock.of("\n.thenCompose(done -> $L)", deletes.add(statics
            ? "\n.executeAsync()\n.thenCompose(ignored -> dropEmptyPartitions(previous.get().entity(), null))$<"
            : "\n.executeAsync()$<").build());
    type.addMethod(deleteAsync
        .addCode(CodeBlock.builder()
            .add("return current($N.bindSelectByKey($L)).thenCompose(previous -> {\n$>", table, DaoGenerator.names(key))
            .beginControlFlow("if (previous.isEmpty())")
            .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
            .endControlFlow()
            .addStatement("return applied($N.bindDeleteIfVersion(previous.get().entity(), previous.get().version()),\n"
                    + "$S + $N.primaryKey(previous.get().entity()) + $S)$L\n"
                    + ".thenApply(done -> true)",
                table, access.entity().simpleName() + " ", table, " was changed concurrently: read it again and retry",
                afterBase)
            .add("$<});\n")
            .build())
        .build());

    type.addMethod(MethodSpec.methodBuilder("current")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The base row {@code statement} reads, with its version.\n")
        .returns(DaoGenerator.stageOf(optionalCurrent))
        .addParameter(TableClassGenerator.BOUND_STATEMENT, "statement")
        .addStatement("return reader.oneAsync(statement, row -> new Current($N.map(row), $N.version(row)))", table, table)
        .build());
    type.addMethod(MethodSpec.methodBuilder("applied")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("Runs a lightweight transaction; the stage fails with {@code conflict} when it is not applied.\n")
        .returns(voidStage)
        .addParameter(TableClassGenerator.BOUND_STATEMENT, "statement")
        .addParameter(String.class, "conflict")
        .addStatement("$T write = options.writeConsistency().map(statement::setConsistencyLevel).orElse(statement)",
            TableClassGenerator.BOUND_STATEMENT)
        .addCode(CodeBlock.builder()
            .add("return session.executeAsync(write).thenAccept(($T result) -> {\n$>", ASYNC_RESULT_SET)
            .beginControlFlow("if (!result.wasApplied())")
            .addStatement("throw new $T(conflict)", ConcurrentModificationException.class)
            .endControlFlow()
            .add("$<});\n")
            .build())
        .build());
  }
}
