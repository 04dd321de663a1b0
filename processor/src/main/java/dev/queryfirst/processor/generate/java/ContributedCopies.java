package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.EntityDesign;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The DAO code of an entity R compiled with {@code -Aqueryfirst.module}, which other modules may
 * copy live (docs/architecture.md, "One keyspace, many modules"): its {@code createAsync} finds
 * their {@code LiveCopies} contributions on the class path and prepares their statements, and its
 * propagation runs them after the references it was generated with. A DAO is open when it has a
 * base table (a referencing module's audit and writes read R's truth from it) and writes without
 * versions. Its {@code MODULE} constant tells a referencing module's processor which module
 * generated it.
 */
final class ContributedCopies {

    /** The field keeping the contributions (a name {@code DaoMembers.OWN_FIELDS} reserves). */
    static final String CONTRIBUTIONS = "contributions";

    /** The name of the constant a referencing module's processor looks for on R's DAO. */
    static final String MODULE_FIELD = "MODULE";

    private static final ClassName LIVE_COPIES = JavaTypes.runtime("internal.propagate", "LiveCopies");

    private final EntityAccess access;
    private final EntityDesign design;
    private final String module;

    ContributedCopies(EntityAccess access, EntityDesign design, String module) {
        this.access = access;
        this.design = design;
        this.module = module;
    }

    /** Whether other modules' live copies of this entity reach its DAO. */
    boolean open() {
        return !module.isEmpty()
                && !design.entity().hasCounters()
                && !design.entity().immutable()
                && !design.entity().versioned()
                && design.baseTable().isPresent();
    }

    /** {@code MODULE}, the module that generated the DAO, when it has one. */
    void addFields(TypeSpec.Builder type) {
        if (open()) {
            addContributionsField(type);
        }
        if (module.isEmpty()) {
            return;
        }
        String reach = open()
                ? " The live copies of a {@code " + design.entity().simpleName() + "} that other modules hold"
                        + " reach it: each module's generated {@code LiveCopies} found on the class path when the"
                        + " DAO is created."
                : "";
        type.addField(FieldSpec.builder(String.class, MODULE_FIELD, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(Docs.wrap("The module that generated this DAO." + reach))
                .initializer("$S", module)
                .build());
    }

    /**
     * In {@code createAsync}: the contributions on the class path, except the references the DAO
     * propagates itself ({@code generated}), and their statements.
     */
    void addDiscovery(MethodSpec.Builder createAsync, List<String> generated) {
        createAsync.addStatement(
                "$T $N = $T.on($T.class, $T.of($L))",
                listType(),
                access.local("contributed"),
                LIVE_COPIES,
                access.entityType(),
                List.class,
                CodeBlock.join(
                        generated.stream().map(name -> CodeBlock.of("$S", name)).toList(), ", "));
        createAsync.addStatement(
                "$N.forEach(copies -> statements.addAll(copies.statements(options)))", access.local("contributed"));
    }

    /** {@code , contributed}: the constructor's last argument in {@code createAsync}. */
    CodeBlock constructorArgument() {
        return CodeBlock.of(", $N", access.local("contributed"));
    }

    /** The constructor's last parameter, {@code contributed}, kept for {@code withOptions}. */
    void addParameter(MethodSpec.Builder constructor) {
        constructor.addParameter(listType(), access.local("contributed"));
        constructor.addStatement("this.$N = $N", CONTRIBUTIONS, access.local("contributed"));
    }

    /** The field keeping the contributions, which {@code withOptions} gives the DAO it builds. */
    void addContributionsField(TypeSpec.Builder type) {
        type.addField(FieldSpec.builder(listType(), CONTRIBUTIONS, Modifier.PRIVATE, Modifier.FINAL)
                .addJavadoc("The other modules' live copies found when the DAO was created.\n")
                .build());
    }

    /** {@code , contributions}: the constructor's last argument in {@code withOptions}. */
    CodeBlock fieldArgument() {
        return CodeBlock.of(", $N", CONTRIBUTIONS);
    }

    /** {@code LiveCopies.references(List.of(…), contributed, depots, prepared, options)}. */
    CodeBlock references(CodeBlock generated, String baseField) {
        return CodeBlock.of(
                "$T.references($L, $N, $N, prepared, options)",
                LIVE_COPIES,
                generated,
                access.local("contributed"),
                baseField);
    }

    /** The Javadoc words on the contributed copies, after those of the generated references. */
    static String writeDoc() {
        return "those other modules on the class path hold (their generated {@code LiveCopies})";
    }

    private TypeName listType() {
        return ParameterizedTypeName.get(
                ClassName.get(List.class), ParameterizedTypeName.get(LIVE_COPIES, access.entityType()));
    }
}
