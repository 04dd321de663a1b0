package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.GeneratedNames;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
    private static final ClassName FUTURES = JavaTypes.runtime("", "Futures");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");
    private static final ClassName PREPARED = JavaTypes.runtime("", "Prepared");
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
    private final PropagationMethods propagation;

    DaoGenerator(EntityAccess access, EntityDesign design, List<TableLayout> layouts, PropagationMethods propagation) {
        this.propagation = propagation;
        this.access = access;
        this.design = design;
        this.layouts = layouts;
        this.entity = access.entityType();
        this.variable = access.variable();
        this.dao = ClassName.get(entity.packageName(), className(design));
    }

    /** {@code LogMessage} → {@code LogMessageDao}. */
    static String className(EntityDesign design) {
        return GeneratedNames.daoClass(design.entity().simpleName());
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(dao)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(classDoc())
                .addField(FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc(
                                "The keyspace of $L's tables, unless {@link $T#withKeyspace} names another.\n",
                                entity.simpleName(),
                                DAO_OPTIONS)
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
        propagation.addFields(type);
        type.addMethod(constructor());
        addFactories(type);
        EntityWrites writes = new EntityWrites(access, design, layouts, propagation);
        if (versioned.isPresent()) {
            new VersionedWrites(access, layouts, versioned.get()).addTo(type, writes.keyParameters(versioned.get()));
            writes.addDropEmptyPartitions(type);
        } else {
            writes.addTo(type);
        }
        base().ifPresent(base -> addFindByKey(type, base));
        patterns().forEach(pattern -> pattern.addTo(type));
        addAudit(type);
        type.addMethod(checkKey());
        return type.build();
    }

    /** The base table of a versioned entity, whose writes go through {@link VersionedWrites}. */
    private Optional<TableLayout> versionedBase() {
        return base().filter(
                        b -> !design.entity().immutable() && b.versionColumn().isPresent());
    }

    private CodeBlock classDoc() {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add("Reads and writes {@link $T}s: ", entity)
                .add(String.join(
                        ", ",
                        layouts.stream()
                                .map(l -> "{@code " + l.table().name() + "}")
                                .toList()))
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
        patterns().forEach(pattern -> pattern.identityField()
                .ifPresent(field -> constructor.addStatement(pattern.identityInitializer())));
        versionedBase()
                .ifPresent(base -> constructor.addStatement(
                        "this.versions = new $T<>(session, options, $N, $S)",
                        VersionedWrites.VERSIONS,
                        base.fieldName(),
                        entity.simpleName()));
        propagation.addConstructorCode(constructor);
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
                .addJavadoc(
                        "A DAO on keyspace {@link #KEYSPACE} with default options, once its statements are prepared.\n")
                .returns(stage)
                .addParameter(CQL_SESSION, "session")
                .addStatement("return createAsync(session, $T.defaults())", DAO_OPTIONS)
                .build());
        MethodSpec.Builder createAsync = MethodSpec.methodBuilder("createAsync")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "A DAO with {@code options}, once its statements are prepared (all at once, concurrently).\n")
                .returns(stage)
                .addParameter(CQL_SESSION, "session")
                .addParameter(DAO_OPTIONS, "options")
                .addStatement("$T.notNull(session, $S)", Methods.ARGS, "session")
                .addStatement("$T.notNull(options, $S)", Methods.ARGS, "options")
                .addStatement("String keyspace = options.keyspaceOr(KEYSPACE)")
                .addStatement("$T<String> statements = new $T<>()", List.class, ArrayList.class);
        for (TableLayout layout : layouts) {
            createAsync.addStatement("statements.addAll($T.statements(keyspace))", tableType(layout));
        }
        propagation.addStatements(createAsync);
        type.addMethod(createAsync
                .addStatement(
                        "return $T.prepareAsync(session, statements)\n.thenApply(prepared -> new $T(session, options, keyspace, prepared))",
                        PREPARED,
                        dao)
                .build());
    }

    private void addFindByKey(TypeSpec.Builder type, TableLayout base) {
        List<ParameterSpec> key = keyParameters(base);
        type.addMethod(Methods.sync(
                "findByKey",
                Methods.optionalOf(entity),
                "The entity with this key, if any.\n",
                key.toArray(ParameterSpec[]::new)));
        MethodSpec.Builder async = Methods.async(
                "findByKey",
                Methods.stageOf(Methods.optionalOf(entity)),
                "See {@link #findByKey}.\n",
                key.toArray(ParameterSpec[]::new));
        Methods.checkParameters(async, key);
        type.addMethod(async.addStatement(
                        "return reader.oneAsync($N.bindSelectByKey($L), $N::map)",
                        base.fieldName(),
                        Methods.names(key),
                        base.fieldName())
                .build());
    }

    private List<PatternMethods> patterns() {
        return design.plans().stream()
                .map(plan -> new PatternMethods(plan, layoutOf(plan), access))
                .toList();
    }

    private TableLayout layoutOf(PatternPlan plan) {
        return layouts.stream()
                .filter(l -> l.table().name().equals(plan.table().name()))
                .findFirst()
                .orElseThrow();
    }

    private void addAudit(TypeSpec.Builder type) {
        TableLayout source = base().orElse(layouts.get(0));
        List<CodeBlock> derived = layouts.stream()
                .filter(l -> l != source)
                .map(l -> CodeBlock.of("$N", l.fieldName()))
                .toList();
        CodeBlock arguments = CodeBlock.of(
                "session, options, $N, $T.of($L)$L",
                source.fieldName(),
                List.class,
                CodeBlock.join(derived, ", "),
                propagation.auditArguments());
        String what = base().isPresent()
                ? "Reports every row of the other tables that is missing, stale or orphaned, against the base table {@code "
                        + source.table().name() + "}."
                : design.entity().simpleName() + " has no base table: {@code "
                        + source.table().name()
                        + "} (its first table) is the reference, and every other table is compared with it.";
        type.addMethod(MethodSpec.methodBuilder("audit")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.wrap(what + " Scans every table: run it off-peak."))
                .returns(AUDIT_REPORT)
                .addStatement("return $T.check($L)", AUDIT, arguments)
                .build());
        type.addMethod(MethodSpec.methodBuilder("auditAndRepair")
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(
                        Docs.wrap(
                                "{@link #audit()}, then repairs every finding: rewrites missing and stale rows, deletes orphans."))
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
                .addStatement("$T.notNull($N, $S)", Methods.ARGS, variable, variable);
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
            if (partition.size() == 1
                    && canBeEmpty(partition.get(0))
                    && !wholeKeys.contains(partition.get(0).path())) {
                wholeKeys.add(partition.get(0).path());
                method.addStatement(
                        "$T.notEmptyKey($L, $S)",
                        Methods.ARGS,
                        access.getterChain(partition.get(0).path(), variable),
                        variable + "." + String.join(".", partition.get(0).path()));
            }
        }
        return method.build();
    }

    private static boolean canBeEmpty(ColumnModel column) {
        return !column.isBucket()
                && column.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.TEXT || scalar.kind() == ScalarKind.BLOB);
    }

    private List<ParameterSpec> keyParameters(TableLayout base) {
        return new EntityWrites(access, design, layouts, propagation).keyParameters(base);
    }
}
