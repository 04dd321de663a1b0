package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import javax.lang.model.element.Modifier;

/**
 * Generates the DAO of one entity ({@code LogMessageDao}): prepares every statement once, writes
 * every copy of an entity in one step through the runtime's writer (moving rows whose key
 * changed), reads each access pattern from the one table built for it through the runtime's
 * reader, and audits the copies. Every argument is checked before anything is sent.
 */
final class DaoGenerator {

  private static final ClassName CQL_SESSION = JavaTypes.driver("", "CqlSession");
  private static final ClassName CLUSTERING_ORDER = JavaTypes.driver("metadata.schema", "ClusteringOrder");
  private static final ClassName ARGS = JavaTypes.runtime("", "Args");
  private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");
  private static final ClassName FUTURES = JavaTypes.runtime("", "Futures");
  private static final ClassName PAGE = JavaTypes.runtime("", "Page");
  private static final ClassName PREPARED = JavaTypes.runtime("", "Prepared");
  private static final ClassName QUERY = JavaTypes.runtime("read", "Query");
  private static final ClassName READER = JavaTypes.runtime("read", "Reader");
  private static final ClassName WRITER = JavaTypes.runtime("write", "Writer");
  private static final ClassName AUDIT = JavaTypes.runtime("audit", "Audit");
  private static final ClassName AUDIT_REPORT = JavaTypes.runtime("audit", "AuditReport");

  private final EntityAccess access;
  private final EntityDesign design;
  private final List<TableLayout> layouts;
  private final ClassName entity;
  private final String variable;
  private final ClassName dao;

  DaoGenerator(EntityAccess access, EntityDesign design, List<TableLayout> layouts) {
    this.access = access;
    this.design = design;
    this.layouts = layouts;
    this.entity = access.entityType();
    this.variable = access.variable();
    this.dao = ClassName.get(entity.packageName(), className(design));
  }

  /** {@code LogMessage} → {@code LogMessageDao}. */
  static String className(EntityDesign design) {
    return design.entity().simpleName() + "Dao";
  }

  TypeSpec type() {
    TypeSpec.Builder type = TypeSpec.classBuilder(dao)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(classDoc())
        .addField(FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The keyspace of $L's tables, unless {@link $T#withKeyspace} names another.\n",
                entity.simpleName(), DAO_OPTIONS)
            .initializer("$S", design.entity().keyspace())
            .build())
        .addField(CQL_SESSION, "session", Modifier.PRIVATE, Modifier.FINAL)
        .addField(DAO_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
        .addField(READER, "reader", Modifier.PRIVATE, Modifier.FINAL)
        .addField(WRITER, "writer", Modifier.PRIVATE, Modifier.FINAL);
    for (TableLayout layout : layouts) {
      type.addField(tableType(layout), layout.fieldName(), Modifier.PRIVATE, Modifier.FINAL);
    }
    Optional<TableLayout> versioned = versionedBase();
    if (versioned.isPresent()) {
      type.addField(VersionedWrites.versionsOf(entity), "versions", Modifier.PRIVATE, Modifier.FINAL);
    }
    patterns().forEach(pattern -> pattern.identityField().ifPresent(type::addField));
    type.addMethod(constructor());
    addFactories(type);
    if (versioned.isPresent()) {
      new VersionedWrites(access, layouts, versioned.get()).addTo(type, keyParameters(versioned.get()));
      addDropEmptyPartitions(type);
    } else {
      addInsert(type);
      if (!design.entity().immutable()) {
        addUpdateAndSave(type);
      }
      addDelete(type);
    }
    base().ifPresent(base -> addFindByKey(type, base));
    patterns().forEach(pattern -> pattern.addTo(type));
    addAudit(type);
    type.addMethod(checkKey());
    return type.build();
  }

  /** The base table of a versioned entity, whose writes go through {@link VersionedWrites}. */
  private Optional<TableLayout> versionedBase() {
    return base().filter(b -> !design.entity().immutable() && b.versionColumn().isPresent());
  }

  private CodeBlock classDoc() {
    CodeBlock.Builder doc = CodeBlock.builder()
        .add("Reads and writes {@link $T}s: ", entity)
        .add(String.join(", ", layouts.stream().map(l -> "{@code " + l.table().name() + "}").toList()))
        .add(".\n\n");
    if (design.entity().immutable()) {
      doc.add("<p>Immutable entity: {@code insert} and {@code delete($N)}, no update.\n", variable);
    } else if (versionedBase().isPresent()) {
      doc.add(VersionedWrites.classDoc());
    } else if (layouts.stream().anyMatch(l -> !l.table().base() && l.keyCanMove())) {
      doc.add("<p>{@code update}, {@code save} and {@code delete} read the previous state from the base table\n"
          + "first, because some tables are keyed by attributes that may change: the old rows must be\n"
          + "deleted where they were, in the same logged batch that writes the new ones.\n");
    }
    return doc.add("Every copy is written in one step ({@link $T#writeMode()}).\n\n", DAO_OPTIONS)
        .add("<p>Bad arguments throw {@link IllegalArgumentException} naming the parameter, also from the\n"
            + "{@code Async} methods (before anything is sent); driver failures fail the returned stage.\n")
        .build();
  }

  private static ClassName tableType(TableLayout layout) {
    return ClassName.get(JavaTypes.className(layout.table().entity()).packageName(), layout.className());
  }

  private Optional<TableLayout> base() {
    return layouts.stream().filter(l -> l.table().base()).findFirst();
  }

  /** The tables in write order: derived copies first, the base table (the source of truth) last. */
  private List<TableLayout> writeOrder() {
    List<TableLayout> order = new ArrayList<>(layouts.stream().filter(l -> !l.table().base()).toList());
    base().ifPresent(order::add);
    return order;
  }

  private MethodSpec constructor() {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addParameter(CQL_SESSION, "session")
        .addParameter(DAO_OPTIONS, "options")
        .addParameter(String.class, "keyspace")
        .addParameter(PREPARED, "prepared")
        .addStatement("this.session = session")
        .addStatement("this.options = options")
        .addStatement("this.reader = new $T(session, options)", READER)
        .addStatement("this.writer = new $T(session, options)", WRITER);
    for (TableLayout layout : layouts) {
      constructor.addStatement("this.$N = new $T(prepared, keyspace)", layout.fieldName(), tableType(layout));
    }
    patterns().forEach(pattern -> pattern.identityField().ifPresent(field ->
        constructor.addStatement(pattern.identityInitializer())));
    versionedBase().ifPresent(base -> constructor.addStatement("this.versions = new $T<>(session, options, $N, $S)",
        VersionedWrites.VERSIONS, base.fieldName(), entity.simpleName()));
    return constructor.build();
  }

  private void addFactories(TypeSpec.Builder type) {
    TypeName stage = ParameterizedTypeName.get(ClassName.get(CompletionStage.class), dao);
    type.addMethod(MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("A DAO on keyspace {@link #KEYSPACE} with default options; prepares its statements.\n")
        .returns(dao)
        .addParameter(CQL_SESSION, "session")
        .addStatement("return create(session, $T.defaults())", DAO_OPTIONS)
        .build());
    type.addMethod(MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("A DAO with {@code options} (keyspace override, write mode, consistency, …); prepares its\n"
            + "statements.\n")
        .returns(dao)
        .addParameter(CQL_SESSION, "session")
        .addParameter(DAO_OPTIONS, "options")
        .addStatement("return $T.getUninterruptibly(createAsync(session, options))", FUTURES)
        .build());
    type.addMethod(MethodSpec.methodBuilder("createAsync")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("A DAO on keyspace {@link #KEYSPACE} with default options, once its statements are prepared.\n")
        .returns(stage)
        .addParameter(CQL_SESSION, "session")
        .addStatement("return createAsync(session, $T.defaults())", DAO_OPTIONS)
        .build());
    MethodSpec.Builder createAsync = MethodSpec.methodBuilder("createAsync")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("A DAO with {@code options}, once its statements are prepared (all at once, concurrently).\n")
        .returns(stage)
        .addParameter(CQL_SESSION, "session")
        .addParameter(DAO_OPTIONS, "options")
        .addStatement("$T.notNull(session, $S)", ARGS, "session")
        .addStatement("$T.notNull(options, $S)", ARGS, "options")
        .addStatement("String keyspace = options.keyspaceOr(KEYSPACE)")
        .addStatement("$T<String> statements = new $T<>()", List.class, ArrayList.class);
    for (TableLayout layout : layouts) {
      createAsync.addStatement("statements.addAll($T.statements(keyspace))", tableType(layout));
    }
    type.addMethod(createAsync
        .addStatement("return $T.prepareAsync(session, statements)\n.thenApply(prepared -> new $T(session, options, keyspace, prepared))",
            PREPARED, dao)
        .build());
  }

  private void addInsert(TypeSpec.Builder type) {
    String doc = design.entity().immutable()
        ? "Writes {@code $N} to every table, in one step.\n"
        : "Writes a new {@code $N} to every table, in one step, without reading first. For an entity that\n"
            + "may exist with other values in a key, use {@link #save}: this would leave its old rows behind.\n";
    type.addMethod(sync("insert", TypeName.VOID, doc, entityParameter()));
    CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>");
    for (TableLayout layout : writeOrder()) {
      batch.add("\n.insert($N, $N)", layout.fieldName(), variable);
    }
    type.addMethod(async("insert", ParameterizedTypeName.get(ClassName.get(CompletionStage.class), ClassName.get(Void.class)),
        "See {@link #insert}.\n", entityParameter())
        .addStatement("checkKey($N)", variable)
        .addCode(batch.add("\n.executeAsync();\n$<").build())
        .build());
  }

  private void addUpdateAndSave(TypeSpec.Builder type) {
    TableLayout base = base().orElseThrow();
    boolean moves = layouts.stream().anyMatch(l -> l.keyCanMove());
    type.addMethod(sync("update", TypeName.BOOLEAN,
        "Replaces the existing entity with {@code $N}'s key" + (moves ? ", moving the rows whose key changed" : "")
            + ".\n\n@return false, writing nothing, when no such entity exists\n", entityParameter()));
    type.addMethod(async("update", stageOf(ClassName.get(Boolean.class)), "See {@link #update}.\n", entityParameter())
        .addStatement("checkKey($N)", variable)
        .addCode(CodeBlock.builder()
            .add("return reader.oneAsync($N.bindSelectRow($N), $N::map).thenCompose(previous -> {\n$>",
                base.fieldName(), variable, base.fieldName())
            .beginControlFlow("if (previous.isEmpty())")
            .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
            .endControlFlow()
            .addStatement("return write(previous.get(), $N).thenApply(done -> true)", variable)
            .add("$<});\n")
            .build())
        .build());
    type.addMethod(sync("save", TypeName.VOID, moves
        ? "Inserts {@code $N}, or updates it if it exists, moving the rows whose key changed.\n"
        : "Inserts or overwrites {@code $N} (no table's key can change, so nothing is read first).\n",
        entityParameter()));
    MethodSpec.Builder saveAsync = async("save", stageOf(ClassName.get(Void.class)), "See {@link #save}.\n", entityParameter())
        .addStatement("checkKey($N)", variable);
    if (moves) {
      saveAsync.addStatement("return reader.oneAsync($N.bindSelectRow($N), $N::map)\n.thenCompose(previous -> write(previous.orElse(null), $N))",
          base.fieldName(), variable, base.fieldName(), variable);
    } else {
      saveAsync.addStatement("return write(null, $N)", variable);
    }
    type.addMethod(saveAsync.build());
    CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>");
    for (TableLayout layout : writeOrder()) {
      if (layout.keyCanMove()) {
        batch.add("\n.move($N, previous, $N)", layout.fieldName(), variable);
      } else {
        batch.add("\n.insert($N, $N)", layout.fieldName(), variable);
      }
    }
    type.addMethod(MethodSpec.methodBuilder("write")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("One batch: the old rows of moved keys deleted, every row of {@code $N} written.\n\n"
            + "@param previous the state read from the base table, or null for a new entity\n", variable)
        .returns(stageOf(ClassName.get(Void.class)))
        .addParameter(entity, "previous")
        .addParameter(entity, variable)
        .addCode(batch.add(statics()
            ? CodeBlock.of("\n.executeAsync()\n.thenCompose(done -> previous == null ? $T.<Void>completedFuture(null)"
                + "\n    : dropEmptyPartitions(previous, $N));\n$<", CompletableFuture.class, variable)
            : CodeBlock.of("\n.executeAsync();\n$<")).build())
        .build());
  }

  private void addDelete(TypeSpec.Builder type) {
    if (design.entity().immutable()) {
      type.addMethod(sync("delete", TypeName.VOID,
          "Deletes every copy of {@code $N} (found by its attributes; no read needed).\n", entityParameter()));
      CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>");
      for (TableLayout layout : writeOrder()) {
        batch.add("\n.delete($N, $N)", layout.fieldName(), variable);
      }
      batch.add(statics() ? CodeBlock.of("\n.executeAsync()\n.thenCompose(done -> dropEmptyPartitions($N, null));\n$<", variable)
          : CodeBlock.of("\n.executeAsync();\n$<"));
      type.addMethod(async("delete", stageOf(ClassName.get(Void.class)), "See {@link #delete}.\n", entityParameter())
          .addStatement("checkKey($N)", variable)
          .addCode(batch.build())
          .build());
      addDropEmptyPartitions(type);
      return;
    }
    TableLayout base = base().orElseThrow();
    List<ParameterSpec> key = keyParameters(base);
    type.addMethod(sync("delete", TypeName.BOOLEAN,
        "Deletes every copy of the entity with this key, after reading it from the base table.\n\n"
            + "@return false when no such entity exists\n", key.toArray(ParameterSpec[]::new)));
    CodeBlock.Builder batch = CodeBlock.builder().add("return writer.batch()$>");
    for (TableLayout layout : writeOrder()) {
      batch.add("\n.delete($N, previous.get())", layout.fieldName());
    }
    MethodSpec.Builder async = async("delete", stageOf(ClassName.get(Boolean.class)), "See {@link #delete}.\n",
        key.toArray(ParameterSpec[]::new));
    checkParameters(async, key);
    type.addMethod(async
        .addCode(CodeBlock.builder()
            .add("return reader.oneAsync($N.bindSelectByKey($L), $N::map).thenCompose(previous -> {\n$>",
                base.fieldName(), names(key), base.fieldName())
            .beginControlFlow("if (previous.isEmpty())")
            .addStatement("return $T.completedFuture(false)", CompletableFuture.class)
            .endControlFlow()
            .add(batch.add(statics() ? "\n.executeAsync()\n.thenCompose(done -> dropEmptyPartitions(previous.get(), null))"
                : "\n.executeAsync()").add("\n.thenApply(done -> true);\n$<").build())
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
  private void addDropEmptyPartitions(TypeSpec.Builder type) {
    if (!statics()) {
      return;
    }
    boolean versioned = versionedBase().isPresent();
    MethodSpec.Builder method = MethodSpec.methodBuilder("dropEmptyPartitions")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc(Docs.wrap("Deletes the static values left in the partitions {@code previous} was in, when no row is"
            + " left there: Cassandra would otherwise return them to every read of the partition as a row of nulls."
            + " A write racing this check into the same partition rewrites its statics, except in the instant"
            + " between the read and the delete; the audit reports such a partition, and its repair deletes what is"
            + " left.\n\n"
            + "@param previous the state whose rows were deleted or moved\n"
            + "@param current the new state, or null when the entity was deleted"
            + (versioned ? "\n@param timestamp the version's timestamp, which the statics are deleted at" : "")))
        .returns(stageOf(ClassName.get(Void.class)))
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
      method.beginControlFlow("if (current == null || !$N.partitionKey(previous).equals($N.partitionKey(current)))",
              table, table)
          .addStatement("done = done.thenCompose(ignored -> reader.oneAsync($N.bindSelectFirstRow(previous), row -> !row.isNull(0)))\n"
              + ".thenCompose(hasRow -> hasRow.orElse(false) ? $T.<Void>completedFuture(null)\n"
              + ": writer.batch().add($N.name(), $N.bindDeleteStatics(previous), true)$L.executeAsync())",
              table, CompletableFuture.class, table, table, versioned ? ".at(timestamp)" : "")
          .endControlFlow();
    }
    type.addMethod(method.addStatement("return done").build());
  }

  private void addFindByKey(TypeSpec.Builder type, TableLayout base) {
    List<ParameterSpec> key = keyParameters(base);
    type.addMethod(sync("findByKey", optionalOf(entity), "The entity with this key, if any.\n",
        key.toArray(ParameterSpec[]::new)));
    MethodSpec.Builder async = async("findByKey", stageOf(optionalOf(entity)), "See {@link #findByKey}.\n",
        key.toArray(ParameterSpec[]::new));
    checkParameters(async, key);
    type.addMethod(async
        .addStatement("return reader.oneAsync($N.bindSelectByKey($L), $N::map)", base.fieldName(), names(key), base.fieldName())
        .build());
  }

  private List<PatternMethods> patterns() {
    return design.plans().stream().map(plan -> new PatternMethods(plan, layoutOf(plan), access)).toList();
  }

  private TableLayout layoutOf(PatternPlan plan) {
    return layouts.stream().filter(l -> l.table().name().equals(plan.table().name())).findFirst().orElseThrow();
  }

  private void addAudit(TypeSpec.Builder type) {
    TableLayout source = base().orElse(layouts.get(0));
    List<CodeBlock> derived = layouts.stream().filter(l -> l != source).map(l -> CodeBlock.of("$N", l.fieldName())).toList();
    CodeBlock arguments = CodeBlock.of("session, options, $N, $T.of($L)", source.fieldName(), List.class, CodeBlock.join(derived, ", "));
    String what = base().isPresent()
        ? "Reports every row of the other tables that is missing, stale or orphaned, against the base table\n{@code "
            + source.table().name() + "}."
        : design.entity().simpleName() + " has no base table: {@code " + source.table().name()
            + "} (its first table) is the reference,\nand every other table is compared with it.";
    type.addMethod(MethodSpec.methodBuilder("audit")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(Docs.wrap(what + " Scans every table: run it off-peak."))
        .returns(AUDIT_REPORT)
        .addStatement("return $T.check($L)", AUDIT, arguments)
        .build());
    type.addMethod(MethodSpec.methodBuilder("auditAndRepair")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(Docs.wrap("{@link #audit()}, then repairs every finding: rewrites missing and stale rows, deletes orphans."))
        .returns(AUDIT_REPORT)
        .addStatement("return $T.repair($L)", AUDIT, arguments)
        .build());
  }

  /** Every attribute in a primary key must be set: Cassandra rejects null key columns. */
  private MethodSpec checkKey() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("checkKey")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addJavadoc("Every attribute in a primary key must be set: Cassandra rejects null key columns.\n")
        .addParameter(entity, variable)
        .addStatement("$T.notNull($N, $S)", ARGS, variable, variable);
    List<String> checked = new ArrayList<>();
    for (TableLayout layout : layouts) {
      for (ColumnModel column : layout.table().primaryKey()) {
        access.notNullChecks(column.path(), variable, checked).forEach(method::addStatement);
      }
    }
    // Cassandra refuses an empty text or blob as a whole partition key: checked before anything
    // is sent, or a PARALLEL write would leave the other copies behind (found by the reliability
    // module's value round trips).
    List<List<String>> wholeKeys = new ArrayList<>();
    for (TableLayout layout : layouts) {
      List<ColumnModel> partition = layout.table().partitionKey();
      if (partition.size() == 1 && canBeEmpty(partition.get(0)) && !wholeKeys.contains(partition.get(0).path())) {
        wholeKeys.add(partition.get(0).path());
        method.addStatement("$T.notEmptyKey($L, $S)", ARGS, access.getterChain(partition.get(0).path(), variable),
            variable + "." + String.join(".", partition.get(0).path()));
      }
    }
    return method.build();
  }

  private static boolean canBeEmpty(ColumnModel column) {
    return !column.isBucket() && column.type() instanceof TypeModel.Scalar scalar
        && (scalar.kind() == ScalarKind.TEXT || scalar.kind() == ScalarKind.BLOB);
  }

  private List<ParameterSpec> keyParameters(TableLayout base) {
    return base.table().primaryKey().stream()
        .map(c -> ParameterSpec.builder(JavaTypes.of(access.attribute(c.path()).type()),
            TableClassGenerator.parameterName(c)).build())
        .toList();
  }

  /** {@code Args.notNull} for every parameter that can be null. */
  static void checkParameters(MethodSpec.Builder method, List<ParameterSpec> parameters) {
    for (ParameterSpec parameter : parameters) {
      if (!parameter.type().isPrimitive()) {
        method.addStatement("$T.notNull($N, $S)", ARGS, parameter, parameter.name());
      }
    }
  }

  static CodeBlock names(List<ParameterSpec> parameters) {
    return CodeBlock.join(parameters.stream().map(p -> CodeBlock.of("$N", p)).toList(), ", ");
  }

  private ParameterSpec entityParameter() {
    return ParameterSpec.builder(entity, variable).build();
  }

  /** The synchronous twin of an {@code …Async} method: the same call, waited for. */
  static MethodSpec sync(String name, TypeName returns, String doc, ParameterSpec... parameters) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(Docs.wrap(doc), (Object[]) javadocArguments(doc, parameters))
        .returns(returns)
        .addParameters(List.of(parameters));
    CodeBlock call = CodeBlock.of("$T.getUninterruptibly($NAsync($L))", FUTURES, name, names(List.of(parameters)));
    return (returns.equals(TypeName.VOID) ? method.addStatement("$L", call) : method.addStatement("return $L", call)).build();
  }

  static MethodSpec.Builder async(String name, TypeName returns, String doc, ParameterSpec... parameters) {
    return MethodSpec.methodBuilder(name + "Async")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc(doc)
        .returns(returns)
        .addParameters(List.of(parameters));
  }

  /** The {@code $N} arguments of a doc naming the entity parameter. */
  private static Object[] javadocArguments(String doc, ParameterSpec... parameters) {
    return doc.contains("$N") ? new Object[] {parameters[0]} : new Object[0];
  }

  static TypeName stageOf(TypeName type) {
    return ParameterizedTypeName.get(ClassName.get(CompletionStage.class), type);
  }

  static TypeName optionalOf(TypeName type) {
    return ParameterizedTypeName.get(ClassName.get(Optional.class), type);
  }

  /**
   * Whether Java orders values of the type as Cassandra does, so a range can be checked for order
   * before it is sent: not UUIDs (a timeuuid's time is not its Java order), nor enums (stored by
   * name, compared by ordinal in Java), nor types without an order.
   */
  static boolean comparable(TypeModel type) {
    return type instanceof TypeModel.Scalar scalar
        && scalar.kind() != ScalarKind.UUID && scalar.kind() != ScalarKind.TIMEUUID
        && scalar.kind() != ScalarKind.ENUM && scalar.kind() != ScalarKind.BLOB
        && scalar.kind() != ScalarKind.INET && scalar.kind() != ScalarKind.DURATION;
  }

  static ClassName page() {
    return PAGE;
  }

  static ClassName query() {
    return QUERY;
  }

  static ClassName clusteringOrder() {
    return CLUSTERING_ORDER;
  }

  static ClassName args() {
    return ARGS;
  }
}
