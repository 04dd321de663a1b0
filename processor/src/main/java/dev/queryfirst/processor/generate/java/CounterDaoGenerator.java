package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.DaoMembers;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Generates the DAO of an entity with counters ({@code VideoRatingDao};
 * docs/mapping-rules.md, "Counters"): {@code increment(key…, deltas…)}, {@code findByKey} and a
 * final {@code delete}, each with its {@code …Async} twin; an access pattern by the whole key reads
 * like {@code findByKey}, one by a part of it reads the rows of one partition. No insert, update or
 * save: a counter is only ever incremented, and an increment is not idempotent, so it is sent
 * alone, never retried, never in a logged batch.
 */
final class CounterDaoGenerator {

    private static final ClassName CQL_SESSION = JavaTypes.driver("", "CqlSession");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");
    private static final ClassName READER = JavaTypes.runtime("internal.read", "Reader");
    private static final ClassName COUNTER_WRITER = JavaTypes.runtime("internal.write", "CounterWriter");
    private static final ClassName QUERY = JavaTypes.runtime("internal.read", "Query");

    private final EntityAccess access;
    private final EntityDesign design;
    private final TableModel table;
    private final ClassName tableType;
    private final String field;
    private final ClassName dao;
    private final OptionsMethods options;

    CounterDaoGenerator(EntityAccess access, EntityDesign design) {
        this.access = access.forClass(DaoMembers.daoFields(design));
        this.design = design;
        this.table = design.tables().get(0);
        this.tableType = ClassName.get(access.entityType().packageName(), TableNames.tableClass(table));
        this.field = MemberNames.tableField(design.entity(), table);
        this.dao = ClassName.get(
                access.entityType().packageName(),
                TableNames.daoClass(design.entity().simpleName()));
        this.options = new OptionsMethods(design.entity().statementOptions(), dao);
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(dao)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(classDoc())
                .addField(keyspaceField())
                .addField(ObservedMethods.field())
                .addField(CQL_SESSION, "session", Modifier.PRIVATE, Modifier.FINAL)
                .addField(DAO_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
                .addField(READER, "reader", Modifier.PRIVATE, Modifier.FINAL)
                .addField(COUNTER_WRITER, "counters", Modifier.PRIVATE, Modifier.FINAL)
                .addField(tableType, field, Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(constructor());
        if (partitionReads()) {
            type.addField(FieldSpec.builder(String.class, "identity", Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("{@code keyspace.table}: the identity of this DAO's partition reads.\n")
                    .build());
        }
        options.addFields(type);
        DaoFactories.addTo(
                type, dao, List.of(tableType), statements -> {}, CodeBlock.of(""), options.constructorOptions());
        options.addTo(type, CodeBlock.of("this.options"), CodeBlock.of(""));
        addIncrement(type);
        addFindByKey(
                type,
                "findByKey",
                "The counters of the row with this key, if any increment reached it (a"
                        + " counter no increment reached reads 0); empty when there is no such row, never"
                        + " incremented or deleted.\n");
        for (PatternPlan plan : design.plans()) {
            patternOptions(plan).constant().ifPresent(type::addField);
            if (plan.singleRow()) {
                addOneRow(type, plan);
            } else {
                addPartitionRead(type, plan);
            }
        }
        addDelete(type);
        return ReactiveMethods.addTo(ObservedMethods.observe(type.build(), design.plans(), List.of()));
    }

    private CodeBlock classDoc() {
        String counters = CounterTableGenerator.counters(table).stream()
                .map(c -> "{@code " + c.name() + "}")
                .collect(Collectors.joining(", "));
        return CodeBlock.of(
                "$L\n$L\n$L",
                Docs.wrap("Increments and reads the counters of {@link "
                        + design.entity().simpleName() + "} (" + counters + ") in counter table {@code " + table.name()
                        + "}."),
                // wrap ends each paragraph with a newline: one blank line between
                Docs.wrap("<p>An increment is not idempotent: it is sent alone, marked non-idempotent, so the"
                        + " driver never retries it (a timed-out increment may or may not have been applied, and is"
                        + " reported, not repeated); counters never join a logged batch. Increments from many"
                        + " threads or clients add up exactly."),
                Docs.wrap("<p>Bad arguments throw {@link IllegalArgumentException} naming the parameter, also"
                        + " from the {@code Async} methods (before anything is sent)."));
    }

    /** {@code KEYSPACE}: the keyspace of the entity's table unless the options name another. */
    private FieldSpec keyspaceField() {
        return FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(
                        "The keyspace of $L's table, unless {@link $T#withKeyspace} names another.\n",
                        design.entity().simpleName(),
                        DAO_OPTIONS)
                .initializer("$S", design.entity().keyspace())
                .build();
    }

    private MethodSpec constructor() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                .addModifiers(Modifier.PRIVATE)
                .addParameter(CQL_SESSION, "session")
                .addParameter(DAO_OPTIONS, "options")
                .addParameter(String.class, "keyspace")
                .addParameter(PREPARED, "prepared")
                .addStatement("this.session = session")
                .addStatement("this.options = options");
        options.addConstructorCode(constructor);
        return constructor
                .addStatement(ObservedMethods.initializer(design.entity().simpleName()))
                .addStatement("this.reader = new $T(session, options)", READER)
                .addStatement("this.counters = new $T(session, options)", COUNTER_WRITER)
                .addStatement("this.$N = new $T(prepared, keyspace)", field, tableType)
                .addCode(
                        partitionReads()
                                ? CodeBlock.of("this.identity = keyspace + \".\" + $T.NAME;\n", tableType)
                                : CodeBlock.of(""))
                .build();
    }

    private void addIncrement(TypeSpec.Builder type) {
        List<ParameterSpec> parameters = CounterTableGenerator.incrementParameters(access, table);
        ParameterSpec[] array = parameters.toArray(ParameterSpec[]::new);
        type.addMethod(Methods.sync(
                "increment",
                TypeName.VOID,
                "Adds each delta to its counter of the row with this key (a negative delta subtracts; the row"
                        + " appears with its first increment). Not idempotent, so never retried: after a timeout"
                        + " the increment may or may not have been applied.\n",
                array));
        MethodSpec.Builder async = Methods.async(
                "increment", Methods.stageOf(ClassName.get(Void.class)), "See {@link #increment}.\n", array);
        Methods.checkParameters(async, CounterTableGenerator.keyParameters(access, table));
        type.addMethod(async.addStatement(
                        "return counters.incrementAsync($N.bindIncrement($L))", field, Methods.names(parameters))
                .build());
    }

    private void addFindByKey(TypeSpec.Builder type, String name, String doc) {
        List<ParameterSpec> key = CounterTableGenerator.keyParameters(access, table);
        addFindByKey(
                type,
                name,
                doc,
                key,
                key,
                PatternOptions.ofEntity(design.entity().statementOptions()));
    }

    /**
     * A read of one row, taking {@code parameters} (a pattern's are in its {@code where} order) and
     * binding {@code key}, the same parameters in the table's key order.
     */
    private void addFindByKey(
            TypeSpec.Builder type,
            String name,
            String doc,
            List<ParameterSpec> parameters,
            List<ParameterSpec> key,
            PatternOptions readOptions) {
        ParameterSpec[] array = parameters.toArray(ParameterSpec[]::new);
        TypeName optional = Methods.optionalOf(access.entityType());
        type.addMethod(Methods.sync(name, optional, doc, array));
        MethodSpec.Builder async =
                Methods.async(name, Methods.stageOf(optional), "See {@link #" + name + "}.\n", array);
        Methods.checkParameters(async, parameters);
        type.addMethod(async.addStatement(
                        "return reader.oneAsync($L, $N::map)",
                        readOptions.apply(CodeBlock.of("$N.bindSelectRow($L)", field, Methods.names(key))),
                        field)
                .build());
    }

    /** A pattern reading one row by the whole key, its parameters in its {@code where} order. */
    private void addOneRow(TypeSpec.Builder type, PatternPlan plan) {
        List<ParameterSpec> parameters = CounterTableGenerator.partitionParameters(access, plan);
        List<ParameterSpec> key = table.primaryKey().stream()
                .map(column -> parameters.get(plan.equalityColumns().indexOf(column)))
                .toList();
        addFindByKey(
                type,
                plan.pattern().name(),
                "Access pattern {@code " + plan.pattern().name()
                        + "}: the counters of one row, as {@link #findByKey}.\n",
                parameters,
                key,
                patternOptions(plan));
    }

    /** A pattern's {@code @StatementOptions}, over the entity's, applied to its reads. */
    private static PatternOptions patternOptions(PatternPlan plan) {
        return new PatternOptions(plan.pattern().name(), plan.pattern().options());
    }

    /** Whether a pattern reads a part of the key: the DAO then reads partitions. */
    private boolean partitionReads() {
        return design.plans().stream().anyMatch(p -> !p.singleRow());
    }

    /** A pattern reading a part of the key: every row of one partition, in clustering order. */
    private void addPartitionRead(TypeSpec.Builder type, PatternPlan plan) {
        String name = plan.pattern().name();
        List<ParameterSpec> parameters = CounterTableGenerator.partitionParameters(access, plan);
        ParameterSpec[] array = parameters.toArray(ParameterSpec[]::new);
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), access.entityType());
        type.addMethod(Methods.sync(
                name,
                list,
                "Access pattern {@code " + name + "}: the counters of every row with these "
                        + plan.equalityColumns().stream().map(c -> c.name()).collect(Collectors.joining(", "))
                        + ", in the table's order (a counter never incremented reads 0).\n",
                array));
        MethodSpec.Builder async = Methods.async(name, Methods.stageOf(list), "See {@link #" + name + "}.\n", array);
        Methods.checkParameters(async, parameters);
        type.addMethod(async.addStatement(
                        "return reader.listAsync($T.partition($N + $S, $L, $N::map))",
                        QUERY,
                        "identity",
                        "/" + name,
                        patternOptions(plan)
                                .apply(CodeBlock.of(
                                        "$N.$N($L)",
                                        field,
                                        MemberNames.patternBinder(name),
                                        Methods.names(parameters))),
                        field)
                .build());
    }

    private void addDelete(TypeSpec.Builder type) {
        List<ParameterSpec> key = CounterTableGenerator.keyParameters(access, table);
        ParameterSpec[] array = key.toArray(ParameterSpec[]::new);
        type.addMethod(Methods.sync(
                "delete",
                TypeName.VOID,
                "Deletes the counters of the row with this key, for good: Cassandra cannot reliably count"
                        + " again in a deleted counter row (an increment after the delete may be lost, or be"
                        + " added to the old value once the tombstone is purged). Use a new key to count"
                        + " afresh.\n",
                array));
        MethodSpec.Builder async =
                Methods.async("delete", Methods.stageOf(ClassName.get(Void.class)), "See {@link #delete}.\n", array);
        Methods.checkParameters(async, key);
        type.addMethod(async.addStatement("return counters.deleteAsync($N.bindDelete($L))", field, Methods.names(key))
                .build());
    }
}
