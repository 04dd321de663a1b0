package dev.queryfirst.processor.evolve;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeVariableName;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The schema class's {@code migrate} methods and the versions they apply (docs/schema-evolution.md, "Migrating at run time"): every
 * version's statements in the keyspace chosen at run time, its checksum as a constant (of the
 * statements in the keyspace derived, so an override does not change it), and a backfill task for
 * each new table of an entity whose source table held data before.
 */
public final class MigrationMethods {

    private static final ClassName CQL_SESSION = ClassName.get("com.datastax.oss.driver.api.core", "CqlSession");
    private static final ClassName CQL_IDENTIFIER = ClassName.get("com.datastax.oss.driver.api.core", "CqlIdentifier");
    private static final String MIGRATE = "dev.queryfirst.runtime.migrate";
    private static final ClassName MIGRATOR = ClassName.get(MIGRATE, "Migrator");
    private static final ClassName MIGRATION_STEP = ClassName.get(MIGRATE, "MigrationStep");
    private static final ClassName MIGRATION_OPTIONS = ClassName.get(MIGRATE, "MigrationOptions");
    private static final ClassName MIGRATION_REPORT = ClassName.get(MIGRATE, "MigrationReport");
    private static final ClassName BACKFILL = ClassName.get("dev.queryfirst.runtime.internal.backfill", "Backfill");
    private static final ClassName MODEL_DESCRIPTION =
            ClassName.get("dev.queryfirst.runtime.internal.copy", "ModelDescription");
    private static final ClassName PREPARED = ClassName.get("dev.queryfirst.runtime.internal", "Prepared");
    private static final ClassName FUTURES = ClassName.get("dev.queryfirst.runtime.internal", "Futures");
    private static final TypeName STRING_LIST =
            ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

    private MigrationMethods() {}

    /**
     * @param schemaClass the simple name of the schema class, for its Javadoc
     * @param keyspaceCql the derived keyspace as CQL writes it, for the checksums
     */
    public static List<MethodSpec> of(
            KeyspaceDesign design, List<MigrationVersion> versions, String schemaClass, String keyspaceCql) {
        return of(design, versions, schemaClass, keyspaceCql, "");
    }

    /**
     * @param module the compilation's module ({@code -Aqueryfirst.module}): its versions are recorded
     *     as its own (docs/schema-evolution.md, "Several modules, one keyspace"); empty when none
     */
    public static List<MethodSpec> of(
            KeyspaceDesign design,
            List<MigrationVersion> versions,
            String schemaClass,
            String keyspaceCql,
            String module) {
        if (versions.isEmpty()) {
            return List.of();
        }
        List<CodeBlock> steps = new ArrayList<>();
        boolean backfills = false;
        for (MigrationVersion version : versions) {
            CodeBlock.Builder step = CodeBlock.builder()
                    .add(
                            "new $T($L, $S, $S, $T.of($>$>\n$L$<$<))",
                            MIGRATION_STEP,
                            version.version(),
                            version.description(),
                            version.checksum(keyspaceCql),
                            List.class,
                            CodeBlock.join(
                                    version.statements().stream()
                                            .map(MigrationMethods::statement)
                                            .toList(),
                                    ",\n"));
            for (MigrationVersion.Backfill backfill : version.backfills()) {
                Optional<CodeBlock> task = task(design, backfill, schemaClass);
                task.ifPresent(t -> step.add("\n$>$>.withTask($L)$<$<", t));
                backfills |= task.isPresent();
            }
            steps.add(step.build());
        }
        List<MethodSpec> methods = new ArrayList<>(List.of(
                migrateWithDefaults(design, schemaClass),
                migrate(module),
                stepsMethod(design, versions.size(), steps)));
        if (backfills) {
            methods.add(preparedTable());
        }
        return methods;
    }

    private static MethodSpec migrateWithDefaults(KeyspaceDesign design, String schemaClass) {
        return MethodSpec.methodBuilder("migrate")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "Applies the schema versions keyspace {@code $L} lacks, with the default options: safe to call\n"
                                + "at every start-up.\n\n<pre>{@code\nMigrationReport report = $L.migrate(session);\n}</pre>\n",
                        design.keyspace(),
                        schemaClass)
                .returns(MIGRATION_REPORT)
                .addParameter(CQL_SESSION, "session")
                .addStatement("return migrate(session, $T.defaults())", MIGRATION_OPTIONS)
                .build();
    }

    private static MethodSpec migrate(String module) {
        MethodSpec.Builder migrate = MethodSpec.methodBuilder("migrate")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(MIGRATION_REPORT)
                .addParameter(CQL_SESSION, "session")
                .addParameter(MIGRATION_OPTIONS, "options")
                .addStatement("String keyspace = options.keyspaceOr(KEYSPACE)");
        if (module.isEmpty()) {
            return migrate.addJavadoc(
                            "Applies the pending schema versions in order, one migrator at a time, and backfills the"
                                    + " tables\nthey add for entities that have data; recorded in {@code"
                                    + " queryfirst_schema_history}.\n")
                    .addStatement("return $T.migrate(session, keyspace, steps(keyspace, options), options)", MIGRATOR)
                    .build();
        }
        return migrate.addJavadoc(
                        "Applies module {@code $L}'s pending schema versions in order, one migrator at a time, and"
                                + " backfills\nthe tables they add for entities that have data; recorded as the"
                                + " module's own in\n{@code queryfirst_module_history}.\n",
                        module)
                .addStatement(
                        "return $T.migrate(session, keyspace, $S, steps(keyspace, options), options)", MIGRATOR, module)
                .build();
    }

    /** {@code steps(keyspace, options)}: every schema version, its statements and backfills. */
    private static MethodSpec stepsMethod(KeyspaceDesign design, int versions, List<CodeBlock> steps) {
        return MethodSpec.methodBuilder("steps")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "The schema versions 1 to $L, in {@code keyspace}: {@code META-INF/queryfirst/migrations/$L/V<n>.cql}.\n",
                        versions,
                        design.keyspace())
                .returns(ParameterizedTypeName.get(ClassName.get(List.class), MIGRATION_STEP))
                .addParameter(String.class, "keyspace")
                .addParameter(MIGRATION_OPTIONS, "options")
                .addStatement("String ks = $T.fromInternal(keyspace).asCql(true)", CQL_IDENTIFIER)
                .addStatement("return $T.of($>$>\n$L$<$<)", List.class, CodeBlock.join(steps, ",\n"))
                .build();
    }

    /** {@code "CREATE TABLE " + ks + ".users (…"}: the placeholder becomes the run-time keyspace. */
    private static CodeBlock statement(String statement) {
        String[] parts = statement.split(MigrationCql.KEYSPACE, -1);
        List<CodeBlock> blocks = new ArrayList<>();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                blocks.add(CodeBlock.of("ks"));
            }
            if (!parts[i].isEmpty()) {
                blocks.add(CodeBlock.of("$S", parts[i]));
            }
        }
        return CodeBlock.join(blocks, " + ");
    }

    /**
     * The backfill of a new table from its entity's source table, when both are generated now and
     * the source can be scanned; a version whose tables are gone since needs none. Each row is
     * written as the copy row the entity's model description computes, read from the class path
     * the schema class was loaded from (docs/architecture.md, "The copy row").
     */
    private static Optional<CodeBlock> task(
            KeyspaceDesign design, MigrationVersion.Backfill backfill, String schemaClass) {
        for (EntityDesign entity : design.entities()) {
            Optional<TableModel> source = table(entity, backfill.source());
            Optional<TableModel> target = table(entity, backfill.target());
            if (source.isPresent() && target.isPresent() && BackfillSources.isSource(entity, source.get())) {
                String packageName = entity.entity().packageName();
                return Optional.of(CodeBlock.of(
                        "(session, lease) -> $T.run(session, keyspace,\n"
                                + "$T.fromClasspath($S, $L.class.getClassLoader()).entity($S),\n$L,\n$L,\n"
                                + "lease.watching(options.backfillOptions()))",
                        BACKFILL,
                        MODEL_DESCRIPTION,
                        design.keyspace(),
                        schemaClass,
                        entity.entity().qualifiedName(),
                        construct(ClassName.get(
                                packageName, Names.tableClass(source.get().name()))),
                        construct(ClassName.get(
                                packageName, Names.tableClass(target.get().name())))));
            }
        }
        return Optional.empty();
    }

    private static Optional<TableModel> table(EntityDesign entity, String name) {
        return entity.tables().stream().filter(t -> t.name().equals(name)).findFirst();
    }

    private static CodeBlock construct(ClassName table) {
        return CodeBlock.of(
                "preparedTable(session, $T.statements(keyspace), prepared -> new $T(prepared, keyspace))",
                table,
                table);
    }

    private static MethodSpec preparedTable() {
        TypeVariableName t = TypeVariableName.get("T");
        return MethodSpec.methodBuilder("preparedTable")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addJavadoc("A table class with its statements prepared, for a backfill.\n")
                .addTypeVariable(t)
                .returns(t)
                .addParameter(CQL_SESSION, "session")
                .addParameter(STRING_LIST, "statements")
                .addParameter(ParameterizedTypeName.get(ClassName.get(Function.class), PREPARED, t), "create")
                .addStatement(
                        "return create.apply($T.getUninterruptibly($T.prepareAsync(session, statements)))",
                        FUTURES,
                        PREPARED)
                .build();
    }
}
