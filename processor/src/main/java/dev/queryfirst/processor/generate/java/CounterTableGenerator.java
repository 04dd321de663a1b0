package dev.queryfirst.processor.generate.java;

import static dev.queryfirst.processor.generate.java.Methods.BOUND_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.PREPARED_STATEMENT;
import static dev.queryfirst.processor.generate.java.Methods.ROW;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.cql.CqlText;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Generates the class of a counter table ({@code VideoRatingsTable};
 * docs/mapping-rules.md, "Counters"): its DDL, an {@code UPDATE ... SET c = c + ?} that increments
 * every counter of one row, a delete and a read by key. Cassandra refuses {@code INSERT} on a
 * counter table, so unlike other table classes it does not implement the runtime's
 * {@code EntityTable}: nothing writes whole rows here.
 */
final class CounterTableGenerator {

    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");

    private final EntityAccess access;
    private final TableModel table;
    /** The patterns reading a part of the key: one partition each. */
    private final List<PatternPlan> partitionReads;

    private final String className;
    private final UdtCodecs udts = new UdtCodecs();
    private final CodecFields codecs = new CodecFields(udts);
    /** The columns {@code selectRow} returns and {@code map} reads: in attribute order. */
    private final List<ColumnModel> selected;
    /** The codec of each key column, by column name: null where the driver needs none. */
    private final Map<String, CodeBlock> keyCodecs = new HashMap<>();

    CounterTableGenerator(EntityAccess access, TableModel table, List<PatternPlan> plans) {
        this.table = table;
        this.partitionReads = plans.stream().filter(p -> !p.singleRow()).toList();
        this.access = access.forClass(statementFields());
        this.className = TableNames.tableClass(table);
        this.selected = access.entity().attributes().stream()
                .map(a -> table.columns().stream()
                        .filter(c -> c.path().equals(List.of(a.name())))
                        .findFirst()
                        .orElseThrow())
                .toList();
    }

    /** The counter columns, in attribute order. */
    static List<ColumnModel> counters(TableModel table) {
        return table.columns().stream().filter(c -> !c.kind().isPrimaryKey()).toList();
    }

    /** The parameters of {@code bindIncrement}: the key (in key order), then one delta per counter. */
    static List<ParameterSpec> incrementParameters(EntityAccess access, TableModel table) {
        List<ParameterSpec> parameters = new ArrayList<>(keyParameters(access, table));
        // Named as what they are, the amounts to add: increment(videoId, ratingCounterDelta, …).
        counters(table)
                .forEach(c -> parameters.add(ParameterSpec.builder(long.class, access.parameter(c) + "Delta")
                        .build()));
        return parameters;
    }

    /** The key parameters, in key order. */
    static List<ParameterSpec> keyParameters(EntityAccess access, TableModel table) {
        return table.primaryKey().stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), access.parameter(c))
                        .build())
                .toList();
    }

    /** The fields of the statements the class prepares: its own, then one per partition read. */
    private List<String> statementFields() {
        List<String> statements = new ArrayList<>(List.of("increment", "delete", "selectRow"));
        partitionReads.forEach(
                p -> statements.add(MemberNames.patternStatement(p.pattern().name())));
        return statements;
    }

    /** {@code statements(keyspace)}: every statement the table prepares. */
    private static MethodSpec statements(List<String> statements) {
        return MethodSpec.methodBuilder("statements")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("Every statement this table prepares, in {@code keyspace}.\n")
                .returns(ParameterizedTypeName.get(List.class, String.class))
                .addParameter(String.class, "keyspace")
                .addStatement(
                        "return $T.of($L)",
                        List.class,
                        String.join(
                                ", ",
                                statements.stream()
                                        .map(s -> s + "Cql(keyspace)")
                                        .toList()))
                .build();
    }

    /** {@code bindIncrement(key…, deltas…)}: the deltas first, as the {@code UPDATE} sets them. */
    private MethodSpec bindIncrement() {
        List<ParameterSpec> increment = incrementParameters(access, table);
        int keySize = keyParameters(access, table).size();
        List<CodeBlock> all = new ArrayList<>();
        for (int i = 0; i < counters(table).size(); i++) {
            ParameterSpec delta = increment.get(keySize + i);
            all.add(CodeBlock.of(
                    ".setLong($L, $N) // $L", i, delta, counters(table).get(i).name()));
        }
        all.addAll(keyBindings(counters(table).size()));
        return binder(
                "bindIncrement",
                "increment",
                increment,
                all,
                false,
                "Binds an increment of the counters of one row: never idempotent (a retry may count twice).");
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(className)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.wrap("Counter table {@code " + table.name() + "}: the counters of {@link "
                        + access.entity().simpleName()
                        + "}, keyed by its key. Cassandra takes no INSERT here: rows appear with their first"
                        + " increment."));
        addConstants(type);
        List<String> statements = statementFields();
        statements.forEach(s -> type.addField(PREPARED_STATEMENT, s, Modifier.PRIVATE, Modifier.FINAL));
        List<CodeBlock> keyOnly = keyBindings(0);
        List<ParameterSpec> key = keyParameters(access, table);
        type.addMethod(constructor(statements));
        type.addMethod(DirectoryTableClassGenerator.qualified("qualified", table.name()));
        type.addMethod(TableClassGenerator.cqlMethod(
                "createCql",
                CqlText.around(CqlGenerator.createTable(table), Cql.qualified(table.keyspace(), table.name())),
                "The {@code CREATE TABLE} statement, in {@code keyspace}."));
        type.addMethod(statements(statements));
        String columns = selected.stream().map(c -> Cql.identifier(c.name())).collect(Collectors.joining(", "));
        addRowCqlMethods(type, columns);
        type.addMethod(bindIncrement());
        type.addMethod(binder("bindDelete", "delete", key, keyOnly, true, "Binds the delete of one row."));
        type.addMethod(binder("bindSelectRow", "selectRow", key, keyOnly, true, "Binds the read of one row."));
        for (PatternPlan plan : partitionReads) {
            addPartitionRead(type, plan, columns);
        }
        type.addMethod(map());
        codecs.addFields(type);
        udts.classes().forEach(type::addType);
        return type.build();
    }

    /** The constants {@code NAME}, one per column, and {@code CREATE_CQL}. */
    private void addConstants(TypeSpec.Builder type) {
        type.addField(constant("NAME", CodeBlock.of("$S", table.name()), "The table name, without keyspace."));
        for (ColumnModel column : table.columns()) {
            type.addField(constant(
                    TableNames.columnConstants(table).get(column.name()), CodeBlock.of("$S", column.name()), null));
        }
        type.addField(constant(
                "CREATE_CQL",
                CodeBlock.of("createCql($S)", table.keyspace()),
                "The {@code CREATE TABLE} statement in keyspace {@code " + table.keyspace() + "}."));
    }

    /** {@code incrementCql}, {@code deleteCql} and {@code selectRowCql}: the statements on one row, by its key. */
    private void addRowCqlMethods(TypeSpec.Builder type, String columns) {
        String where = " WHERE "
                + table.primaryKey().stream()
                        .map(c -> Cql.identifier(c.name()) + " = ?")
                        .collect(Collectors.joining(" AND "));
        String sets = counters(table).stream()
                .map(c -> Cql.identifier(c.name()) + " = " + Cql.identifier(c.name()) + " + ?")
                .collect(Collectors.joining(", "));
        type.addMethod(TableClassGenerator.cqlMethod(
                "incrementCql",
                new CqlText("UPDATE ", " SET " + sets + where),
                "Adds a delta to every counter of one row (a negative delta subtracts)."));
        type.addMethod(TableClassGenerator.cqlMethod(
                "deleteCql", new CqlText("DELETE FROM ", where), "Deletes one row, by its key."));
        type.addMethod(TableClassGenerator.cqlMethod(
                "selectRowCql", new CqlText("SELECT " + columns + " FROM ", where), "Reads one row, by its key."));
    }

    /**
     * The read of one partition for a pattern whose {@code where} is a part of the key (a user's
     * unread counts of every folder): its statement and its binder.
     */
    private void addPartitionRead(TypeSpec.Builder type, PatternPlan plan, String columns) {
        String statement = MemberNames.patternStatement(plan.pattern().name());
        List<ColumnModel> equality = plan.equalityColumns();
        type.addMethod(TableClassGenerator.cqlMethod(
                statement + "Cql",
                new CqlText(
                        "SELECT " + columns + " FROM ",
                        " WHERE "
                                + equality.stream()
                                        .map(c -> Cql.identifier(c.name()) + " = ?")
                                        .collect(Collectors.joining(" AND "))),
                "Access pattern {@code " + plan.pattern().name() + "}: the rows of one partition."));
        List<ParameterSpec> parameters = partitionParameters(access, plan);
        List<CodeBlock> bindings = new ArrayList<>();
        for (int i = 0; i < equality.size(); i++) {
            ColumnModel column = equality.get(i);
            bindings.add(CodeBlock.of(
                    "$L // $L",
                    RowCodecs.bind(column.type(), false, i, CodeBlock.of("$N", parameters.get(i)), codec(column)),
                    column.name()));
        }
        type.addMethod(binder(
                MemberNames.patternBinder(plan.pattern().name()),
                statement,
                parameters,
                bindings,
                true,
                "Binds the read of access pattern {@code " + plan.pattern().name() + "}."));
    }

    /** The parameters of a partition read: its {@code where} attributes, in order. */
    static List<ParameterSpec> partitionParameters(EntityAccess access, PatternPlan plan) {
        return plan.equalityColumns().stream()
                .map(c -> ParameterSpec.builder(
                                JavaTypes.of(access.attribute(c.path()).type()), access.parameter(c))
                        .build())
                .toList();
    }

    private static FieldSpec constant(String name, CodeBlock initializer, String doc) {
        FieldSpec.Builder field = FieldSpec.builder(
                        String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer(initializer);
        if (doc != null) {
            field.addJavadoc(doc + "\n");
        }
        return field.build();
    }

    private MethodSpec constructor(List<String> statements) {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("Looks up this table's statements, prepared in {@code keyspace}.\n")
                .addParameter(PREPARED, "prepared")
                .addParameter(String.class, "keyspace");
        statements.forEach(s -> constructor.addStatement("this.$N = prepared.get($N(keyspace))", s, s + "Cql"));
        return constructor.addCode(codecs.constructorStatements()).build();
    }

    /** The {@code .setX(i, key)} calls of the key columns, bound after {@code offset} other values. */
    private List<CodeBlock> keyBindings(int offset) {
        List<ParameterSpec> key = keyParameters(access, table);
        List<CodeBlock> bindings = new ArrayList<>();
        for (int i = 0; i < key.size(); i++) {
            ColumnModel column = table.primaryKey().get(i);
            CodeBlock codec = codec(column);
            bindings.add(CodeBlock.of(
                    "$L // $L",
                    RowCodecs.bind(column.type(), false, offset + i, CodeBlock.of("$N", key.get(i)), codec),
                    column.name()));
        }
        return bindings;
    }

    /**
     * The codec of a key column that needs one (null otherwise), made once; a UDT's takes its
     * definition from the prepared read.
     */
    private CodeBlock codec(ColumnModel column) {
        if (!keyCodecs.containsKey(column.name())) {
            keyCodecs.put(
                    column.name(),
                    codecs.codecFor(
                            column.name(),
                            column.type(),
                            CodeBlock.of(
                                    "selectRow.getResultSetDefinitions().get($L).getType()",
                                    selected.indexOf(column))));
        }
        return keyCodecs.get(column.name());
    }

    private static MethodSpec binder(
            String name,
            String statement,
            List<ParameterSpec> parameters,
            List<CodeBlock> bindings,
            boolean idempotent,
            String doc) {
        CodeBlock.Builder chain = CodeBlock.builder().add("return $N.boundStatementBuilder()\n$>", statement);
        bindings.forEach(b -> chain.add("$L\n", b));
        chain.add(".setIdempotence($L)\n.build()$<", idempotent);
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(doc + "\n")
                .returns(BOUND_STATEMENT)
                .addParameters(parameters)
                .addStatement("$L", chain.build())
                .build();
    }

    /** Reads a row; a counter no increment has reached yet is null in the row and reads 0. */
    private MethodSpec map() {
        return MethodSpec.methodBuilder("map")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc("The entity a row of {@code selectRow} holds; a counter never incremented reads 0.\n")
                .returns(access.entityType())
                .addParameter(ROW, "row")
                .addCode(access.construct(List.of(), this::read, path -> CodeBlock.of("null")))
                .build();
    }

    private CodeBlock read(List<String> path) {
        ColumnModel column =
                selected.stream().filter(c -> c.path().equals(path)).findFirst().orElseThrow();
        int index = selected.indexOf(column);
        CodeBlock value = column.kind().isPrimaryKey()
                ? RowCodecs.read(column.type(), "row", index, codec(column))
                : CodeBlock.of("row.getLong($L)", index);
        return CodeBlock.of("$L /* $L */", value, column.name());
    }
}
