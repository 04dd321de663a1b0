package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The schema class of a module compiled with {@code -Aqueryfirst.module} (docs/architecture.md,
 * "One keyspace, many modules"): one fragment of its keyspace. It implements the runtime's
 * {@code KeyspaceFragment} (and {@code TuneFragment}), is listed for {@code ServiceLoader}, and its
 * {@code create}, {@code verify}, {@code rehearse} and {@code observe} cover the whole keyspace, every fragment on the class path
 * ({@code KeyspaceSchema.assemble}), so that none covers half a keyspace.
 */
final class SchemaFragment {

    /** The service file of schema fragments, under {@code META-INF/services/}. */
    static final String SERVICE = JavaTypes.RUNTIME + ".schema.KeyspaceFragment";

    private static final ClassName FRAGMENT = ClassName.get(JavaTypes.RUNTIME + ".schema", "KeyspaceFragment");
    private static final ClassName KEYSPACE_SCHEMA = ClassName.get(JavaTypes.RUNTIME + ".schema", "KeyspaceSchema");

    private static final ClassName CQL_SESSION = ClassName.get("com.datastax.oss.driver.api.core", "CqlSession");
    private static final ClassName MIGRATION_OPTIONS =
            ClassName.get(JavaTypes.RUNTIME + ".migrate", "MigrationOptions");
    private static final ClassName MIGRATION_REPORT = ClassName.get(JavaTypes.RUNTIME + ".migrate", "MigrationReport");

    private final String module;
    private final boolean versions;

    /** @param versions whether the schema class has {@code migrate} (the module keeps versions) */
    SchemaFragment(String module, boolean versions) {
        this.module = module;
        this.versions = versions;
    }

    /** Whether the schema class is a fragment: the compilation names its module. */
    boolean any() {
        return !module.isEmpty();
    }

    /** {@code implements KeyspaceFragment} and its methods, on a fragment. */
    void addTo(TypeSpec.Builder type) {
        if (!any()) {
            return;
        }
        TypeName strings = ParameterizedTypeName.get(List.class, String.class);
        // keyspace() is GeneratedSchema's too and tableSpecs() SchemaTables': SchemaGenerator adds them to every
        // schema class.
        // TuneFragment's methods come with rehearse and observe (TuneMethods).
        type.addSuperinterface(FRAGMENT)
                .addSuperinterface(TuneMethods.TUNE_FRAGMENT)
                .addMethod(Methods.constant("module", ClassName.get(String.class), CodeBlock.of("$S", module)))
                .addMethod(Methods.constant("tables", strings, CodeBlock.of("TABLES")))
                .addMethod(MethodSpec.methodBuilder("statements")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(strings)
                        .addParameter(String.class, "keyspace")
                        .addStatement("return cql(keyspace)")
                        .build());
        if (versions) {
            type.addMethod(MethodSpec.methodBuilder("migrateModule")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), MIGRATION_REPORT))
                    .addParameter(CQL_SESSION, "session")
                    .addParameter(MIGRATION_OPTIONS, "options")
                    .addStatement("return $T.of(migrate(session, options))", Optional.class)
                    .build());
        }
    }

    /** The class Javadoc's sentence on what {@code TABLES}, {@code create} and {@code verify} cover. */
    String doc(String keyspace) {
        return any()
                ? "\n<p>The tables module {@code " + module + "} generates in keyspace {@code " + keyspace
                        + "}: {@link #TABLES}, {@link #CQL}. {@code create}, {@code verify}, {@code rehearse} and"
                        + " {@code observe} cover the whole"
                        + " keyspace: every module's fragment on the class path ({@link " + KEYSPACE_SCHEMA
                        + "#assemble}).\n"
                : "";
    }

    /** {@code create(session, keyspace, replication)}'s body. */
    CodeBlock create(ClassName applier) {
        return any()
                ? CodeBlock.of("$T.assemble(KEYSPACE).create(session, keyspace, replication)", KEYSPACE_SCHEMA)
                : CodeBlock.of("$T.create(session, keyspace, replication, cql(keyspace))", applier);
    }

    /** {@code verify(session, keyspace)}'s body. */
    CodeBlock verify(ClassName verifier) {
        return any()
                ? CodeBlock.of("return $T.assemble(KEYSPACE).verify(session, keyspace)", KEYSPACE_SCHEMA)
                : CodeBlock.of("return $T.verify(session, keyspace, TABLE_SPECS)", verifier);
    }
}
