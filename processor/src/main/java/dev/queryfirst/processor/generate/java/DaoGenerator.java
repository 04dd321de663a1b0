package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.evolve.BackfillSources;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Generates the DAO of one entity ({@code LogMessageDao}): prepares every statement once, writes
 * every copy of an entity in one step through the runtime's writer (moving rows whose key
 * changed), reads each access pattern from the one table built for it through the runtime's
 * reader, and audits the copies. Every argument is checked before anything is sent.
 */
final class DaoGenerator {

    private static final ClassName CQL_SESSION = JavaTypes.driver("", "CqlSession");
    private static final ClassName DAO_OPTIONS = JavaTypes.runtime("", "DaoOptions");
    private static final ClassName PREPARED = JavaTypes.runtime("internal", "Prepared");
    private static final ClassName READER = JavaTypes.runtime("internal.read", "Reader");
    private static final ClassName WRITER = JavaTypes.runtime("internal.write", "Writer");
    private static final ClassName AUDIT = JavaTypes.runtime("internal.audit", "Audit");
    private static final ClassName MODEL_DESCRIPTION = JavaTypes.runtime("internal.copy", "ModelDescription");
    private static final ClassName AUDIT_REPORT = JavaTypes.runtime("audit", "AuditReport");
    private static final ClassName AUDITABLE = JavaTypes.runtime("audit", "Auditable");

    private final EntityAccess access;
    private final EntityDesign design;
    private final List<TableLayout> layouts;
    private final ClassName entity;
    private final String variable;
    private final ClassName dao;
    private final DirectoryMethods directories;
    private final PropagationMethods propagation;
    private final NearestMethods nearest;
    private final OptionsMethods options;

    DaoGenerator(EntityAccess access, EntityDesign design, List<TableLayout> layouts, PropagationMethods propagation) {
        this.directories = new DirectoryMethods(design, access);
        this.propagation = propagation;
        this.access = access;
        this.design = design;
        this.layouts = layouts;
        this.entity = access.entityType();
        this.variable = access.variable();
        this.dao = ClassName.get(entity.packageName(), className(design));
        this.nearest = new NearestMethods(access, design, layouts);
        this.options = new OptionsMethods(design.entity().statementOptions(), dao);
    }

    /** {@code LogMessage} → {@code LogMessageDao}. */
    static String className(EntityDesign design) {
        return TableNames.daoClass(design.entity().simpleName());
    }

    TypeSpec type() {
        TypeSpec.Builder type = TypeSpec.classBuilder(dao)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(AUDITABLE)
                .addJavadoc(classDoc());
        addFields(type);
        Optional<TableLayout> versioned = versionedBase();
        type.addMethod(constructor());
        List<ClassName> prepared =
                new ArrayList<>(layouts.stream().map(DaoGenerator::tableType).toList());
        prepared.addAll(directories.tableTypes());
        DaoFactories.addTo(
                type,
                dao,
                prepared,
                propagation::addStatements,
                propagation.constructorArguments(),
                options.constructorOptions());
        options.addTo(type, CodeBlock.of("this.options"), propagation.fieldArguments());
        EntityWrites writes = new EntityWrites(access, design, layouts, propagation);
        if (versioned.isPresent()) {
            new VersionedWrites(access, layouts, versioned.get(), directories)
                    .addTo(type, writes.keyParameters(versioned.get()));
            writes.addDropEmptyPartitions(type);
        } else {
            writes.addTo(type);
        }
        base().ifPresent(base -> addFindByKey(type, base));
        // Only where the DAO reads the previous state: a versioned write, or one that may move rows
        // or propagate.
        boolean reads = versioned.isPresent() || UpdateAndSave.reads(layouts, propagation);
        if (reads && !design.entity().immutable()) {
            new FixedChecks(access).addTo(type);
        }
        patterns().forEach(pattern -> pattern.addTo(type));
        nearest.addTo(type);
        layouts.stream()
                .filter(l -> l.table().projected())
                .forEach(l -> type.addType(projections().record(l.table())));
        addAudit(type);
        type.addMethod(checkKey());
        return ReactiveMethods.addTo(ObservedMethods.observe(type.build(), design.plans(), nearest.names()));
    }

    /**
     * The DAO's fields: its keyspace, session, options, reader and writer, one per table class,
     * directory, versions, pattern identity and propagated copy.
     */
    private void addFields(TypeSpec.Builder type) {
        type.addField(keyspaceField())
                .addField(CQL_SESSION, "session", Modifier.PRIVATE, Modifier.FINAL)
                .addField(DAO_OPTIONS, "options", Modifier.PRIVATE, Modifier.FINAL)
                .addField(READER, "reader", Modifier.PRIVATE, Modifier.FINAL)
                .addField(WRITER, "writer", Modifier.PRIVATE, Modifier.FINAL)
                .addField(ObservedMethods.field());
        options.addFields(type);
        for (TableLayout layout : layouts) {
            type.addField(tableType(layout), layout.fieldName(), Modifier.PRIVATE, Modifier.FINAL);
        }
        directories.addFields(type);
        if (versionedBase().isPresent()) {
            type.addField(VersionedWrites.versionsOf(entity), "versions", Modifier.PRIVATE, Modifier.FINAL);
        }
        patterns().forEach(pattern -> pattern.identityField().ifPresent(type::addField));
        nearest.addFields(type);
        propagation.addFields(type);
    }

    private FieldSpec keyspaceField() {
        return FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(
                        "The keyspace of $L's tables, unless {@link $T#withKeyspace} names another.\n",
                        entity.simpleName(),
                        DAO_OPTIONS)
                .initializer("$S", design.entity().keyspace())
                .build();
    }

    /** The base table of a versioned entity, whose writes go through {@link VersionedWrites}. */
    private Optional<TableLayout> versionedBase() {
        return base().filter(
                        b -> !design.entity().immutable() && b.versionColumn().isPresent());
    }

    private CodeBlock classDoc() {
        CodeBlock.Builder doc = CodeBlock.builder()
                .add(
                        Docs.wrap("Reads and writes {@link $T}s: "
                                + String.join(
                                        ", ",
                                        layouts.stream()
                                                .map(l -> "{@code " + l.table().name() + "}")
                                                .toList())
                                + "."),
                        entity)
                .add("\n");
        if (design.entity().immutable()) {
            doc.add("<p>Immutable entity: {@code insert} and {@code delete($N)}, no update.\n", variable);
        } else if (versionedBase().isPresent()) {
            doc.add(VersionedWrites.classDoc());
        } else if (UpdateAndSave.reads(layouts, propagation)) {
            doc.add(Docs.wrap("<p>{@code update}, {@code save} and {@code delete} read the previous state from the"
                    + " base table first, and write what changed from it: "
                    + (layouts.stream().anyMatch(l -> !l.table().base() && l.keyCanMove())
                            ? "the old rows of keys that changed are deleted in the batch that writes the new ones, "
                            : "")
                    + "a null is written (a tombstone) only over a stored value, a collection changes element by"
                    + " element, and a save that changes nothing writes nothing."));
        } else if (base().isEmpty()) {
            doc.add("<p>No table's key can change (it holds the key and attributes that never change), so every\n"
                    + "write goes to every table without reading first, and there is no base table: no\n"
                    + "{@code findByKey}; {@code delete} takes the entity. {@code insert} leaves nulls unset;\n"
                    + "{@code update} and {@code save} write the entity whole, over whatever its rows held.\n");
        } else {
            doc.add("<p>No table's key can change, so {@code insert}, {@code update} and {@code save} write every\n"
                    + "table without reading first: {@code insert} leaves nulls unset, {@code update} and\n"
                    + "{@code save} write the entity whole, over whatever its rows held.\n");
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
                .addParameter(PREPARED, "prepared");
        propagation.addConstructorParameters(constructor);
        constructor
                .addStatement("this.session = session")
                .addStatement("this.options = options")
                .addStatement(ObservedMethods.initializer(entity.simpleName()))
                .addStatement("this.reader = new $T(session, options)", READER)
                .addStatement("this.writer = new $T(session, options, accesses)", WRITER);
        options.addConstructorCode(constructor);
        for (TableLayout layout : layouts) {
            constructor.addStatement("this.$N = new $T(prepared, keyspace)", layout.fieldName(), tableType(layout));
        }
        directories.addConstruction(constructor);
        patterns()
                .forEach(pattern -> pattern.identityField()
                        .ifPresent(field -> constructor.addStatement(pattern.identityInitializer())));
        versionedBase()
                .ifPresent(base -> constructor.addStatement(
                        "this.versions = new $T<>(session, options, $N, $S)",
                        VersionedWrites.VERSIONS,
                        base.fieldName(),
                        entity.simpleName()));
        propagation.addConstructorCode(constructor);
        nearest.addConstruction(constructor);
        return constructor.build();
    }

    private void addFindByKey(TypeSpec.Builder type, TableLayout base) {
        List<ParameterSpec> key = keyParameters(base);
        ParameterSpec wholeKey = KeyValues.wholeKeyParameter(base.table(), KeyValues.inKeyOrder(base, access), key);
        type.addMethod(Methods.sync(
                "findByKey",
                Methods.optionalOf(entity),
                "The entity with this key, if any.\n" + KeyValues.emptyDoc(wholeKey),
                key.toArray(ParameterSpec[]::new)));
        MethodSpec.Builder async = Methods.async(
                "findByKey",
                Methods.stageOf(Methods.optionalOf(entity)),
                "See {@link #findByKey}.\n",
                key.toArray(ParameterSpec[]::new));
        Methods.checkParameters(async, key);
        KeyValues.checkNotEmpty(async, wholeKey);
        CodeBlock select = CodeBlock.of("$N.bindSelectByKey($L)", base.fieldName(), Methods.names(key));
        type.addMethod(async.addStatement(
                        "return reader.oneAsync($L, $N::map)",
                        PatternOptions.ofEntity(design.entity().statementOptions())
                                .apply(select),
                        base.fieldName())
                .build());
    }

    private List<PatternMethods> patterns() {
        return design.plans().stream()
                .map(plan -> new PatternMethods(plan, layoutOf(plan), access, projections(), directories))
                .toList();
    }

    private ProjectionRecords projections() {
        return new ProjectionRecords(access, dao);
    }

    private TableLayout layoutOf(PatternPlan plan) {
        return layoutOf(plan.table());
    }

    private TableLayout layoutOf(TableModel table) {
        return layouts.stream()
                .filter(l -> l.table().name().equals(table.name()))
                .findFirst()
                .orElseThrow();
    }

    private void addAudit(TypeSpec.Builder type) {
        // The table the copies are computed from, as the model description says (docs/architecture.md,
        // "The copy row"): the base table, or the table holding whole entities that stands in for it.
        TableLayout source = layoutOf(BackfillSources.copySource(design).orElseThrow());
        List<CodeBlock> derived = layouts.stream()
                .filter(l -> l != source)
                .map(l -> CodeBlock.of("$N", l.fieldName()))
                .toList();
        CodeBlock arguments = CodeBlock.of(
                "session, options,\n$T.fromClasspath(KEYSPACE, $T.class.getClassLoader()).entity($S),\n$N, $T.of($L)$L",
                MODEL_DESCRIPTION,
                dao,
                design.entity().qualifiedName(),
                source.fieldName(),
                List.class,
                CodeBlock.join(derived, ", "),
                references(propagation.auditArguments()));
        String what = base().isPresent()
                ? "Reports every row of the other tables that is missing, stale or orphaned, against the base table {@code "
                        + source.table().name() + "}."
                : design.entity().simpleName() + " has no base table: {@code "
                        + source.table().name()
                        + "} (a table holding every attribute of its own) is the reference, and every other table is"
                        + " compared with it.";
        type.addMethod(MethodSpec.methodBuilder("audit")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.wrap(what + " Scans every table: run it off-peak."))
                .returns(AUDIT_REPORT)
                .addStatement("return $T.check($L)", AUDIT, arguments)
                .build());
        type.addMethod(MethodSpec.methodBuilder("auditAndRepair")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(
                        Docs.wrap(
                                "{@link #audit()}, then repairs every finding: rewrites missing and stale rows, deletes orphans."))
                .returns(AUDIT_REPORT)
                .addStatement("return $T.repair($L)", AUDIT, arguments)
                .build());
    }

    /**
     * Every attribute of K must be set, and every attribute in a primary key outside K may be null
     * (the entity then has no row in that sparse table): Cassandra rejects null key columns.
     */
    private MethodSpec checkKey() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("checkKey")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addJavadoc(
                        layouts.stream()
                                        .allMatch(l -> KeyValues.optionalKeyPaths(l, access)
                                                .isEmpty())
                                ? "Every attribute in a primary key must be set: Cassandra rejects null key columns.\n"
                                : "Every attribute of the entity key must be set: Cassandra rejects null key columns. An\n"
                                        + "attribute outside it may be null: the entity then has no row in the tables keyed by it.\n")
                .addParameter(entity, variable)
                .addStatement("$T.notNull($N, $S)", Methods.ARGS, variable, variable);
        List<String> checked = new ArrayList<>();
        for (TableLayout layout : layouts) {
            for (ColumnModel column : layout.table().primaryKey()) {
                if (!KeyValues.optional(layout, access, column.path())) {
                    access.notNullChecks(column.path(), variable, checked).forEach(method::addStatement);
                }
            }
        }
        // Cassandra refuses an empty text or blob as a whole partition key: checked before anything
        // is sent, or a PARALLEL write would leave the other copies behind (found by the reliability
        // module's value round trips). A null optional attribute leaves the entity out of the table.
        List<List<String>> wholeKeys = new ArrayList<>();
        for (TableLayout layout : layouts) {
            ColumnModel whole = KeyValues.emptiableWholeKey(layout.table());
            if (whole == null || wholeKeys.contains(whole.path())) {
                continue;
            }
            wholeKeys.add(whole.path());
            CodeBlock check = CodeBlock.of(
                    "$T.notEmptyKey($L, $S)",
                    Methods.ARGS,
                    access.getterChain(whole.path(), variable),
                    variable + "." + String.join(".", whole.path()));
            if (KeyValues.optional(layout, access, whole.path())) {
                method.beginControlFlow("if ($L)", KeyValues.present(access, whole.path(), variable))
                        .addStatement(check)
                        .endControlFlow();
            } else {
                method.addStatement(check);
            }
        }
        return method.build();
    }

    /** The audit's live references, then its directories when it has any (they come after the references). */
    private CodeBlock references(CodeBlock liveReferences) {
        if (directories.isEmpty()) {
            return liveReferences;
        }
        CodeBlock references = liveReferences.isEmpty() ? CodeBlock.of(", $T.of()", List.class) : liveReferences;
        return CodeBlock.of("$L, $L", references, directories.auditList());
    }

    private List<ParameterSpec> keyParameters(TableLayout base) {
        return new EntityWrites(access, design, layouts, propagation).keyParameters(base);
    }
}
