package dev.queryfirst.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.Buckets;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import java.time.Instant;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Generates the class of one derived table ({@code LogMessagesBySourceNameTable}): its name, DDL,
 * column names and statement texts as constants and methods of the keyspace, its prepared
 * statements, and how an entity is bound to them and read back from a row by column index. It
 * implements the runtime's {@code EntityTable}, through which the DAO, the writer and the audit
 * treat every copy alike.
 */
final class TableClassGenerator {

  static final ClassName ROW = JavaTypes.driver("cql", "Row");
  static final ClassName BOUND_STATEMENT = JavaTypes.driver("cql", "BoundStatement");
  private static final ClassName PREPARED_STATEMENT = JavaTypes.driver("cql", "PreparedStatement");
  private static final ClassName CQL_IDENTIFIER = JavaTypes.driver("", "CqlIdentifier");
  private static final ClassName PREPARED = JavaTypes.runtime("", "Prepared");
  private static final ClassName ENTITY_TABLE = JavaTypes.runtime("", "EntityTable");
  private static final ClassName MOVABLE_TABLE = JavaTypes.runtime("", "MovableTable");
  private static final ClassName STORED_FORM = JavaTypes.runtime("", "StoredForm");
  private static final ClassName VERSIONED_TABLE = JavaTypes.runtime("", "VersionedTable");
  private static final ClassName UNSET = JavaTypes.runtime("write", "Unset");
  private static final ClassName STATIC_COLUMNS_TABLE = JavaTypes.runtime("", "StaticColumnsTable");
  static final ClassName BUCKET_SPEC = JavaTypes.runtime("bucket", "BucketSpec");
  private static final TypeName OBJECT_LIST = ParameterizedTypeName.get(ClassName.get(List.class), ClassName.OBJECT);
  private static final TypeName STRING_LIST = ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

  private final EntityAccess access;
  private final TableLayout layout;
  private final TableModel table;
  private final List<PatternPlan> plans;
  private final UdtCodecs udts = new UdtCodecs();
  private final CodecFields codecs = new CodecFields(udts);
  /** The codec field of each column that needs one, by column name. */
  private final Map<String, CodeBlock> columnCodecs = new LinkedHashMap<>();
  /** Statement field name → its text, in the order they are prepared. */
  private final Map<String, CqlText> statements = new LinkedHashMap<>();
  private final Map<String, String> statementDocs = new LinkedHashMap<>();

  TableClassGenerator(EntityAccess access, TableLayout layout, List<PatternPlan> plans) {
    this.access = access;
    this.layout = layout;
    this.table = layout.table();
    this.plans = plans;
  }

  /**
   * The name of the statement field (and {@code …Cql} method) of access pattern {@code pattern}:
   * patterns {@code row}, {@code firstRow} and {@code byKey} would take the names of the table's
   * own reads (a pattern {@code byKey} on the base table was a javac error, found by the
   * reliability module's fuzzer).
   */
  static String patternStatement(String pattern) {
    String name = "select" + Character.toUpperCase(pattern.charAt(0)) + pattern.substring(1);
    return Set.of("selectRow", "selectFirstRow", "selectByKey").contains(name) ? name + "Pattern" : name;
  }

  /** {@code bindSelectRecentBySource}. */
  static String patternBinder(String pattern) {
    String statement = patternStatement(pattern);
    return "bind" + Character.toUpperCase(statement.charAt(0)) + statement.substring(1);
  }

  TypeSpec type() {
    defineStatements();
    BackfillMethods.defineStatements(access.entity(), statements, statementDocs);
    for (int i = 0; i < layout.written().size(); i++) {
      ColumnModel column = layout.written().get(i);
      CodeBlock codec = codecs.codecFor(column.name(), column.type(),
          CodeBlock.of("insert.getVariableDefinitions().get($L).getType()", i));
      if (codec != null) {
        columnCodecs.put(column.name(), codec);
      }
    }
    TypeSpec.Builder type = TypeSpec.classBuilder(layout.className())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(Docs.wrap(classDoc()));
    if (layout.versionColumn().isPresent()) {
      type.addSuperinterface(ParameterizedTypeName.get(VERSIONED_TABLE, access.entityType()));
    }
    if (layout.hasStatics()) {
      type.addSuperinterface(ParameterizedTypeName.get(STATIC_COLUMNS_TABLE, access.entityType()));
    }
    if (layout.rowsMove(access)) {
      type.addSuperinterface(ParameterizedTypeName.get(MOVABLE_TABLE, access.entityType()));
    } else if (layout.versionColumn().isEmpty() && !layout.hasStatics()) {
      type.addSuperinterface(ParameterizedTypeName.get(ENTITY_TABLE, access.entityType()));
    }
    addConstants(type);
    codecs.addFields(type);
    statements.keySet().forEach(field ->
        type.addField(PREPARED_STATEMENT, field, Modifier.PRIVATE, Modifier.FINAL));
    type.addMethod(constructor());
    type.addMethod(qualifiedMethod());
    type.addMethod(cqlMethod("createCql", CqlText.around(CqlGenerator.createTable(table),
        CqlIdentifiers.qualified(table.keyspace(), table.name())), "The {@code CREATE TABLE} statement, in {@code keyspace}."));
    type.addMethod(statementsMethod());
    statements.forEach((field, text) -> type.addMethod(cqlMethod(field + "Cql", text, statementDocs.get(field))));
    addEntityTableMethods(type);
    BackfillMethods.addTo(type, access.entity(), table, access.entityType(), statements);
    addPatternBinders(type);
    for (List<String> path : pushedDownPaths()) {
      type.addMethod(access.accessor(path));
    }
    for (List<String> reference : access.referencePaths()) {
      type.addMethod(referenceReader(reference));
    }
    udts.classes().forEach(type::addType);
    return type.build();
  }

  private String classDoc() {
    String entity = access.entity().simpleName();
    StringBuilder doc = new StringBuilder("Table {@code " + table.name() + "}: ");
    if (table.base() && table.patterns().isEmpty()) {
      doc.append("the base table of {@link ").append(entity).append("}, keyed by its key.");
    } else {
      doc.append(table.base() ? "the base table of {@link " + entity + "}; serves " : "serves ")
          .append(String.join(", ", table.patterns().stream().map(p -> "{@code " + p + "}").toList()))
          .append(table.base() ? "." : " of {@link " + entity + "}.");
    }
    if (layout.keyCanMove(access) && !table.base()) {
      doc.append("\n\n<p>Its primary key holds attributes outside the entity key: when they change, the entity's"
          + " row moves (the DAO deletes the old row and writes the new one in one batch).");
    }
    return doc.toString();
  }

  private void defineStatements() {
    String columns = CqlText.names(layout.selected()) + layout.versionColumn()
        .map(version -> ", WRITETIME(" + CqlIdentifiers.quote(version.name()) + ")").orElse("");
    String ttl = access.entity().ttl().map(t -> " USING TTL " + t.getSeconds()).orElse("");
    List<ColumnModel> written = layout.written();
    String markers = String.join(", ", written.stream().map(c -> "?").toList());
    String key = CqlText.equalities(table.primaryKey());
    statements.put("insert", new CqlText("INSERT INTO ",
        " (" + CqlText.names(written) + ") VALUES (" + markers + ")" + ttl));
    statementDocs.put("insert", "Writes a whole row" + (ttl.isEmpty() ? "." : ", with the entity's TTL."));
    statements.put("delete", new CqlText("DELETE FROM ", " WHERE " + key));
    statementDocs.put("delete", "Deletes one row, by its primary key.");
    if (layout.rowsMove(access)) {
      statements.put("deleteAt", new CqlText("DELETE FROM ", " USING TIMESTAMP ? WHERE " + key));
      statementDocs.put("deleteAt", "Deletes the row an entity moved away from, at a write time just below its new row's.");
    }
    statements.put("selectRow", new CqlText("SELECT " + columns + " FROM ", " WHERE " + key));
    statementDocs.put("selectRow", "Reads one row, by its primary key.");
    // A partition holding nothing but static values answers the scan with one row whose
    // clustering columns are null: the scan also reads the partition key (its bucket is not
    // among the entity's columns) and the first clustering column, to tell and delete them.
    String scanExtras = layout.hasStatics() ? ", " + CqlText.names(scanExtras()) : "";
    statements.put("scan", new CqlText("SELECT " + columns + scanExtras + " FROM ", ""));
    statementDocs.put("scan", "Reads every row (the audit's full scan)"
        + (layout.hasStatics() ? ", with the partition key and first clustering column at the end." : "."));
    layout.versionColumn().ifPresent(version -> defineVersionStatements(version, written, markers, key, ttl));
    if (layout.hasStatics()) {
      String partition = CqlText.equalities(table.partitionKey());
      // A partition holding nothing but static values still answers, with one row whose
      // clustering columns are null: the DAO reads the first clustering column to tell.
      statements.put("selectFirstRow", new CqlText("SELECT " + CqlIdentifiers.quote(table.clustering().get(0).name())
          + " FROM ", " WHERE " + partition + " LIMIT 1"));
      statementDocs.put("selectFirstRow", "Whether a partition still holds a row, static values aside.");
      statements.put("deleteStatics", new CqlText("DELETE " + CqlText.names(table.statics()) + " FROM ",
          " WHERE " + partition));
      statementDocs.put("deleteStatics", "Deletes a partition's static values.");
    }
    for (PatternPlan plan : plans) {
      List<String> where = new ArrayList<>();
      where.add(CqlText.equalities(plan.equalityColumns()));
      if (plan.bucketed()) {
        where.add(CqlIdentifiers.quote(plan.bucketColumn().name()) + " = ?");
      }
      if (plan.rangeColumn() != null) {
        String range = CqlIdentifiers.quote(plan.rangeColumn().name());
        where.add(range + " >= ? AND " + range + " < ?");
      }
      String field = patternStatement(plan.pattern().name());
      statements.put(field, new CqlText("SELECT " + columns + " FROM ", " WHERE " + String.join(" AND ", where)));
      statementDocs.put(field, "Access pattern {@code " + plan.pattern().name() + "}"
          + (plan.index() != null ? ", through index {@code " + plan.index().name() + "}" : "")
          + (plan.bucketed() ? ", one bucket" : "")
          + (plan.rangeColumn() != null ? ", rows with {@code from <= " + plan.rangeColumn().name() + " < to}" : "")
          + ".");
    }
  }

  /** The columns the scan of a table with statics reads after the entity's: partition key, first clustering column. */
  private List<ColumnModel> scanExtras() {
    List<ColumnModel> extras = new ArrayList<>(table.partitionKey());
    extras.add(table.clustering().get(0));
    return extras;
  }

  /** The index of the first of {@link #scanExtras()} in a scanned row. */
  private int scanExtrasStart() {
    return layout.selected().size() + (layout.versionColumn().isPresent() ? 1 : 0);
  }

  /**
   * The lightweight transactions of a versioned entity's base table: each write of the row is
   * conditional on the version the DAO read, and writes the next one.
   */
  private void defineVersionStatements(ColumnModel version, List<ColumnModel> written, String markers, String key,
      String ttl) {
    String column = CqlIdentifiers.quote(version.name());
    statements.put("insertIfNotExists", new CqlText("INSERT INTO ", " (" + CqlText.names(written) + ", " + column
        + ") VALUES (" + markers + ", ?) IF NOT EXISTS" + ttl));
    statementDocs.put("insertIfNotExists", "Writes a new row at version 1, unless the row exists (a lightweight transaction).");
    List<String> sets = layout.valueColumns().stream().map(c -> CqlIdentifiers.quote(c.name()) + " = ?").collect(
        Collectors.toCollection(ArrayList::new));
    sets.add(column + " = ?");
    statements.put("updateIfVersion", new CqlText("UPDATE ", ttl + " SET " + String.join(", ", sets) + " WHERE " + key
        + " IF " + column + " = ?"));
    statementDocs.put("updateIfVersion", "Rewrites a row and its version, if the version is still the one read (a lightweight"
        + " transaction).");
    statements.put("deleteIfVersion", new CqlText("DELETE FROM ", " WHERE " + key + " IF " + column + " = ?"));
    statementDocs.put("deleteIfVersion", "Deletes a row, if its version is still the one read (a lightweight transaction).");
  }

  private void addConstants(TypeSpec.Builder type) {
    type.addField(FieldSpec.builder(String.class, "NAME", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The table name, without keyspace.\n")
        .initializer("$S", table.name())
        .build());
    for (ColumnModel column : table.columns()) {
      type.addField(FieldSpec.builder(String.class, layout.columnConstant(column),
              Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .initializer("$S", column.name())
          .build());
    }
    for (ColumnModel bucket : layout.buckets()) {
      TimeBucketModel spec = bucket.bucket();
      boolean date = TableLayout.dateBucket(bucket);
      type.addField(FieldSpec.builder(ParameterizedTypeName.get(BUCKET_SPEC, ClassName.get(date ? LocalDate.class : Instant.class)),
              layout.bucketsConstant(bucket), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("The buckets of {@code $L}: $L, aligned to the epoch in UTC.\n", bucket.name(),
              Buckets.describe(spec.unit(), spec.size()))
          .initializer("$T.$L($T.$L, $L)", BUCKET_SPEC, date ? "dates" : "instants", ChronoUnit.class,
              spec.unit().name(), spec.size())
          .build());
      type.addField(FieldSpec.builder(int.class, layout.lookbackConstant(bucket), Modifier.PUBLIC, Modifier.STATIC,
              Modifier.FINAL)
          .addJavadoc("Buckets a \"latest N\" read walks back at most.\n")
          .initializer("$L", layout.lookback(bucket))
          .build());
    }
    type.addField(FieldSpec.builder(String.class, "CREATE_CQL", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The {@code CREATE TABLE} statement in keyspace {@code $L}.\n", table.keyspace())
        .initializer("createCql($S)", table.keyspace())
        .build());
  }

  private MethodSpec constructor() {
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Looks up this table's statements, prepared in {@code keyspace}.\n")
        .addParameter(PREPARED, "prepared")
        .addParameter(String.class, "keyspace");
    statements.keySet().forEach(field ->
        constructor.addStatement("this.$N = prepared.get($N(keyspace))", field, field + "Cql"));
    return constructor.addCode(codecs.constructorStatements()).build();
  }

  private MethodSpec qualifiedMethod() {
    return MethodSpec.methodBuilder("qualified")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addJavadoc("{@code keyspace.table}: the keyspace as Cassandra stores it, quoted where CQL needs it.\n")
        .returns(String.class)
        .addParameter(String.class, "keyspace")
        .addStatement("return $T.fromInternal(keyspace).asCql(true) + $S", CQL_IDENTIFIER, "." + CqlIdentifiers.quote(table.name()))
        .build();
  }

  private static MethodSpec cqlMethod(String name, CqlText text, String doc) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(doc + "\n")
        .returns(String.class)
        .addParameter(String.class, "keyspace")
        .addStatement("return $L", text.expression(CodeBlock.of("qualified(keyspace)")))
        .build();
  }

  private MethodSpec statementsMethod() {
    List<CodeBlock> calls = statements.keySet().stream().map(f -> CodeBlock.of("$N(keyspace)", f + "Cql")).toList();
    return MethodSpec.methodBuilder("statements")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc("Every statement this table prepares, in {@code keyspace}.\n")
        .returns(STRING_LIST)
        .addParameter(String.class, "keyspace")
        .addStatement("return $T.of($L)", List.class, Docs.arguments(calls, 2))
        .build();
  }

  private void addEntityTableMethods(TypeSpec.Builder type) {
    TypeName entity = access.entityType();
    String variable = access.variable();
    type.addMethod(override("name", TypeName.get(String.class)).addStatement("return NAME").build());
    type.addMethod(override("isBase", TypeName.BOOLEAN).addStatement("return $L", table.base()).build());
    type.addMethod(override("map", entity)
        .addParameter(ROW, "row")
        .addCode(access.construct(List.of(), this::readColumn, this::readReference))
        .build());
    type.addMethod(override("primaryKey", OBJECT_LIST)
        .addParameter(entity, variable)
        .addStatement("return $T.of($L)", List.class, Docs.arguments(
            table.primaryKey().stream().map(c -> storedValue(c, variable)).toList(), 2))
        .build());
    List<ColumnModel> values = layout.valueColumns();
    type.addMethod(override("values", OBJECT_LIST)
        .addParameter(entity, variable)
        .addStatement(values.isEmpty() ? CodeBlock.of("return $T.of()", List.class)
            : CodeBlock.of("return $T.asList($L)", Arrays.class,
                Docs.arguments(values.stream().map(c -> columnValue(c, variable)).toList(), 2)))
        .build());
    // Write-once rows have no earlier value for a null to clear: leave nulls unset, no tombstones.
    boolean unsetNulls = access.entity().immutable();
    CodeBlock.Builder insert = CodeBlock.builder().add(unsetNulls
        ? CodeBlock.of("return $T.nulls(insert.boundStatementBuilder()$>", UNSET)
        : CodeBlock.of("return insert.boundStatementBuilder()$>"));
    List<ColumnModel> written = layout.written();
    for (int i = 0; i < written.size(); i++) {
      insert.add("\n$L", bindColumn(written.get(i), i, variable));
    }
    type.addMethod(override("bindInsert", BOUND_STATEMENT)
        .addParameter(entity, variable)
        .addCode(insert.add(unsetNulls ? ")" : "").add("\n.setIdempotence(true)\n.build();\n$<").build())
        .build());
    type.addMethod(override("bindDelete", BOUND_STATEMENT)
        .addParameter(entity, variable)
        .addStatement("return bindKey(delete, $N)", variable)
        .build());
    if (layout.rowsMove(access)) {
      type.addMethod(deleteAt());
    }
    type.addMethod(override("bindSelectRow", BOUND_STATEMENT)
        .addParameter(entity, variable)
        .addStatement("return bindKey(selectRow, $N)", variable)
        .build());
    type.addMethod(override("bindScan", BOUND_STATEMENT)
        .addStatement("return scan.boundStatementBuilder().setIdempotence(true).build()")
        .build());
    CodeBlock.Builder key = CodeBlock.builder().add("return statement.boundStatementBuilder()$>");
    List<ColumnModel> primaryKey = table.primaryKey();
    for (int i = 0; i < primaryKey.size(); i++) {
      key.add("\n$L", bindColumn(primaryKey.get(i), i, variable));
    }
    type.addMethod(MethodSpec.methodBuilder("bindKey")
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("Binds the primary key of {@code $N}, in key order.\n", variable)
        .returns(BOUND_STATEMENT)
        .addParameter(PREPARED_STATEMENT, "statement")
        .addParameter(entity, variable)
        .addCode(key.add("\n.setIdempotence(true)\n.build();\n$<").build())
        .build());
    if (table.base()) {
      type.addMethod(selectByKey());
    }
    if (layout.hasStatics()) {
      addStaticMethods(type);
    }
    layout.versionColumn().ifPresent(version -> addVersionMethods(type, version));
  }

  /** {@code bindDeleteAt}: the write time first, as {@code USING TIMESTAMP ?} comes before the key. */
  private MethodSpec deleteAt() {
    String variable = access.variable();
    CodeBlock.Builder chain = CodeBlock.builder().add("return deleteAt.boundStatementBuilder()$>")
        .add("\n.setLong(0, timestamp)");
    List<ColumnModel> primaryKey = table.primaryKey();
    for (int i = 0; i < primaryKey.size(); i++) {
      chain.add("\n$L", bindColumn(primaryKey.get(i), i + 1, variable));
    }
    return override("bindDeleteAt", BOUND_STATEMENT)
        .addParameter(access.entityType(), variable)
        .addParameter(long.class, "timestamp")
        .addCode(chain.add("\n.setIdempotence(true)\n.build();\n$<").build())
        .build();
  }

  /** Reads and binds the version column of a versioned entity's base table. */
  private void addVersionMethods(TypeSpec.Builder type, ColumnModel version) {
    TypeName entity = access.entityType();
    String variable = access.variable();
    int selected = layout.selected().indexOf(version);
    int writeTime = layout.selected().size();
    type.addMethod(override("versionColumn", TypeName.get(String.class))
        .addStatement("return $N", layout.columnConstant(version))
        .build());
    type.addMethod(override("version", ClassName.get(Long.class))
        .addParameter(ROW, "row")
        .addStatement("return row.isNull($L) ? null : row.getLong($L)", selected, selected)
        .build());
    type.addMethod(override("versionWriteTime", ClassName.get(Long.class))
        .addParameter(ROW, "row")
        .addStatement("return row.isNull($L) ? null : row.getLong($L)", writeTime, writeTime)
        .build());
    List<ColumnModel> written = layout.written();
    CodeBlock.Builder insert = CodeBlock.builder().add("return insertIfNotExists.boundStatementBuilder()$>");
    for (int i = 0; i < written.size(); i++) {
      insert.add("\n$L", bindColumn(written.get(i), i, variable));
    }
    insert.add("\n.setLong($L, 1L)", written.size());
    type.addMethod(override("bindInsertIfNotExists", BOUND_STATEMENT)
        .addJavadoc("$L Not idempotent.\n", statementDocs.get("insertIfNotExists"))
        .addParameter(entity, variable)
        .addCode(insert.add("\n.setIdempotence(false)\n.build();\n$<").build())
        .build());
    CodeBlock.Builder update = CodeBlock.builder().add("return updateIfVersion.boundStatementBuilder()$>");
    int index = 0;
    for (ColumnModel column : layout.valueColumns()) {
      update.add("\n$L", bindColumn(column, index++, variable));
    }
    update.add("\n.setLong($L, expected == null ? 1L : expected + 1)", index++);
    for (ColumnModel column : table.primaryKey()) {
      update.add("\n$L", bindColumn(column, index++, variable));
    }
    update.add("\n.set($L, expected, $T.BIGINT)", index, RowCodecs.TYPE_CODECS);
    ParameterSpec expected = ParameterSpec.builder(Long.class, "expected").build();
    type.addMethod(override("bindUpdateIfVersion", BOUND_STATEMENT)
        .addJavadoc("$L Not idempotent.\n\n@param expected the version read, null for a row without one\n",
            statementDocs.get("updateIfVersion"))
        .addParameter(entity, variable)
        .addParameter(expected)
        .addCode(update.add("\n.setIdempotence(false)\n.build();\n$<").build())
        .build());
    CodeBlock.Builder delete = CodeBlock.builder().add("return deleteIfVersion.boundStatementBuilder()$>");
    List<ColumnModel> primaryKey = table.primaryKey();
    for (int i = 0; i < primaryKey.size(); i++) {
      delete.add("\n$L", bindColumn(primaryKey.get(i), i, variable));
    }
    delete.add("\n.set($L, expected, $T.BIGINT)", primaryKey.size(), RowCodecs.TYPE_CODECS);
    type.addMethod(override("bindDeleteIfVersion", BOUND_STATEMENT)
        .addJavadoc("$L Not idempotent.\n\n@param expected the version read, null for a row without one\n",
            statementDocs.get("deleteIfVersion"))
        .addParameter(entity, variable)
        .addParameter(expected)
        .addCode(delete.add("\n.setIdempotence(false)\n.build();\n$<").build())
        .build());
  }

  /**
   * A partition whose last row is deleted keeps its static values, and Cassandra then returns
   * them as a row of nulls to every read of the partition: the DAO checks such partitions and
   * deletes their statics through these.
   */
  private void addStaticMethods(TypeSpec.Builder type) {
    TypeName entity = access.entityType();
    String variable = access.variable();
    List<ColumnModel> partition = table.partitionKey();
    type.addMethod(override("partitionKey", OBJECT_LIST)
        .addParameter(entity, variable)
        .addStatement("return $T.of($L)", List.class, Docs.arguments(
            partition.stream().map(c -> storedValue(c, variable)).toList(), 2))
        .build());
    for (String statement : List.of("selectFirstRow", "deleteStatics")) {
      CodeBlock.Builder chain = CodeBlock.builder().add("return $N.boundStatementBuilder()$>", statement);
      for (int i = 0; i < partition.size(); i++) {
        chain.add("\n$L", bindColumn(partition.get(i), i, variable));
      }
      String binder = "bind" + Character.toUpperCase(statement.charAt(0)) + statement.substring(1);
      type.addMethod(override(binder, BOUND_STATEMENT)
          .addParameter(entity, variable)
          .addCode(chain.add("\n.setIdempotence(true)\n.build();\n$<").build())
          .build());
    }
    // The scan reads the partition key and the first clustering column after the entity's
    // columns; a static-only partition is the one row whose clustering column is null.
    int start = scanExtrasStart();
    type.addMethod(override("isStaticOnly", TypeName.BOOLEAN)
        .addParameter(ROW, "scanned")
        .addStatement("return scanned.isNull($L)", start + partition.size())
        .build());
    List<CodeBlock> keyValues = new ArrayList<>();
    CodeBlock.Builder delete = CodeBlock.builder().add("return deleteStatics.boundStatementBuilder()$>");
    for (int i = 0; i < partition.size(); i++) {
      keyValues.add(CodeBlock.of("scanned.getObject($L)", start + i));
      delete.add("\n.setBytesUnsafe($L, scanned.getBytesUnsafe($L))", i, start + i);
    }
    type.addMethod(override("partitionKey", OBJECT_LIST)
        .addParameter(ROW, "scanned")
        .addStatement("return $T.of($L)", List.class, Docs.arguments(keyValues, 2))
        .build());
    type.addMethod(override("bindDeleteStatics", BOUND_STATEMENT)
        .addParameter(ROW, "scanned")
        .addCode(delete.add("\n.setIdempotence(true)\n.build();\n$<").build())
        .build());
  }

  /** The base table's read by key, from the key's values rather than an entity. */
  private MethodSpec selectByKey() {
    MethodSpec.Builder method = MethodSpec.methodBuilder("bindSelectByKey")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Reads the row of the entity with this key.\n")
        .returns(BOUND_STATEMENT);
    CodeBlock.Builder chain = CodeBlock.builder().add("return selectRow.boundStatementBuilder()$>");
    List<ColumnModel> key = table.primaryKey();
    for (int i = 0; i < key.size(); i++) {
      ParameterSpec parameter = parameter(key.get(i));
      method.addParameter(parameter);
      chain.add("\n$L", bindParameter(key.get(i), i, parameter));
    }
    return method.addCode(chain.add("\n.setIdempotence(true)\n.build();\n$<").build()).build();
  }

  private void addPatternBinders(TypeSpec.Builder type) {
    for (PatternPlan plan : plans) {
      String field = patternStatement(plan.pattern().name());
      MethodSpec.Builder method = MethodSpec.methodBuilder(patternBinder(plan.pattern().name()))
          .addModifiers(Modifier.PUBLIC)
          .addJavadoc(statementDocs.get(field) + "\n")
          .returns(BOUND_STATEMENT);
      CodeBlock.Builder chain = CodeBlock.builder().add("return $N.boundStatementBuilder()$>", field);
      int index = 0;
      for (ColumnModel column : plan.equalityColumns()) {
        ParameterSpec parameter = parameter(column);
        method.addParameter(parameter);
        chain.add("\n$L", bindParameter(column, index++, parameter));
      }
      if (plan.bucketed()) {
        ColumnModel bucket = plan.bucketColumn();
        ParameterSpec parameter = ParameterSpec.builder(JavaTypes.of(bucket.type()),
            EntityAccess.javaName(CodecFields.lowerCamel(bucket.name()))).build();
        method.addParameter(parameter);
        chain.add("\n$L", RowCodecs.bind(bucket.type(), false, index++, CodeBlock.of("$N", parameter), null));
      }
      if (plan.rangeColumn() != null) {
        ColumnModel range = plan.rangeColumn();
        List<String> names = rangeParameters(plan);
        for (String name : names) {
          ParameterSpec parameter = ParameterSpec.builder(access.valueType(range.path()), name).build();
          method.addParameter(parameter);
          chain.add("\n$L", bindParameter(range, index++, parameter));
        }
      }
      type.addMethod(method.addCode(chain.add("\n.setIdempotence(true)\n.build();\n$<").build()).build());
    }
  }

  /** {@code from} and {@code to}, unless an equality parameter already has one of those names. */
  static List<String> rangeParameters(PatternPlan plan) {
    List<String> taken = plan.equalityColumns().stream().map(c -> parameterName(c)).toList();
    boolean clash = taken.contains("from") || taken.contains("to");
    String prefix = clash ? EntityAccess.camel(plan.rangeColumn().path()) : "";
    return clash ? List.of(prefix + "From", prefix + "To") : List.of("from", "to");
  }

  /** The parameter that carries a column's value: {@code customerId} for {@code customer.id}. */
  static String parameterName(ColumnModel column) {
    return EntityAccess.variableName(EntityAccess.camel(column.path()));
  }

  private ParameterSpec parameter(ColumnModel column) {
    return ParameterSpec.builder(JavaTypes.of(access.attribute(column.path()).type()), parameterName(column)).build();
  }

  private CodeBlock bindParameter(ColumnModel column, int index, ParameterSpec parameter) {
    return RowCodecs.bind(column.type(), false, index, CodeBlock.of("$N", parameter), columnCodecs.get(column.name()));
  }

  private CodeBlock bindColumn(ColumnModel column, int index, String variable) {
    boolean boxed = !column.isBucket() && EntityAccess.pushedDown(column.path());
    return RowCodecs.bind(column.type(), boxed, index, columnValue(column, variable), columnCodecs.get(column.name()));
  }

  /** The value of {@code column} for the entity in {@code variable}; a bucket is computed. */
  private CodeBlock columnValue(ColumnModel column, String variable) {
    if (column.isBucket()) {
      return CodeBlock.of("$N.bucketOf($L)", layout.bucketsConstant(column), access.value(column.path(), variable));
    }
    return access.value(column.path(), variable);
  }

  /**
   * The value of key column {@code column} in the form Cassandra compares it: a timestamp in
   * whole milliseconds, a clustering decimal without its scale (the runtime's {@code StoredForm}).
   */
  private CodeBlock storedValue(ColumnModel column, String variable) {
    CodeBlock value = columnValue(column, variable);
    if (column.isBucket() || !(column.type() instanceof TypeModel.Scalar scalar)) {
      return value;
    }
    return switch (scalar.kind()) {
      case TIMESTAMP, LOCAL_DATE_TIME -> CodeBlock.of("$T.timestamp($L)", STORED_FORM, value);
      case DECIMAL -> column.kind() == ColumnKind.CLUSTERING
          ? CodeBlock.of("$T.clusteringDecimal($L)", STORED_FORM, value) : value;
      default -> value;
    };
  }

  private CodeBlock readColumn(List<String> path) {
    int index = layout.selectedIndex(String.join(".", path));
    ColumnModel column = layout.selected().get(index);
    return RowCodecs.read(column.type(), "row", index, columnCodecs.get(column.name()));
  }

  private CodeBlock readReference(List<String> path) {
    return CodeBlock.of("$N(row)", readerName(path));
  }

  private static String readerName(List<String> path) {
    String camel = EntityAccess.camel(path);
    return "read" + Character.toUpperCase(camel.charAt(0)) + camel.substring(1);
  }

  /** Reads a pushed-down reference back: null when none of its key columns holds a value. */
  private MethodSpec referenceReader(List<String> path) {
    List<CodeBlock> absent = access.referenceKeyPaths(path).stream()
        .map(key -> CodeBlock.of("row.isNull($L)", layout.selectedIndex(String.join(".", key))))
        .toList();
    return MethodSpec.methodBuilder(readerName(path))
        .addModifiers(Modifier.PRIVATE)
        .returns(access.referenceType(path))
        .addParameter(ROW, "row")
        .beginControlFlow("if ($L)", CodeBlock.join(absent, " && "))
        .addStatement("return null")
        .endControlFlow()
        .addCode(access.construct(path, this::readColumn, this::readReference))
        .build();
  }

  private List<List<String>> pushedDownPaths() {
    return table.columns().stream()
        .filter(c -> !TableLayout.isVersion(c) && EntityAccess.pushedDown(c.path()))
        .map(ColumnModel::path)
        .distinct()
        .toList();
  }

  private static MethodSpec.Builder override(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns);
  }
}
