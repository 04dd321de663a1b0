package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * {@code <Entity>Rehearsal}, in the entity's package: what a rehearsal needs of one entity, with
 * no reflection. The entity's declared numbers ({@code NUMBERS}), its tables' compile-time
 * estimates ({@code TABLES}), a method building a synthetic entity from a rehearsal's values,
 * and {@code plan()}: how its DAO writes, saves, deletes and reads it. The schema class's
 * {@code rehearse} runs every entity's plan; its {@code observe} compares nodes with the tables'
 * estimates.
 */
public final class RehearsalGenerator {

    private static final ClassName ENTITY_PLAN = JavaTypes.runtime("tune", "EntityPlan");
    private static final ClassName RANGES = JavaTypes.runtime("internal.tune", "Ranges");
    /** Rows a read asks for when its pattern declares no limit. */
    private static final int DEFAULT_LIMIT = 100;

    private final ColumnSizes sizes;
    /** Attributes other entities' tables key on through a reference, by the referenced entity's name. */
    private final Map<String, Set<String>> keyedByReferrers = new HashMap<>();

    /**
     * A generator sizing variable values at {@code defaultTextBytes} when undeclared, as the estimate
     * does, for the entities of {@code designs} (whose references key tables on each other's attributes).
     */
    public RehearsalGenerator(long defaultTextBytes, List<EntityDesign> designs) {
        this.sizes = new ColumnSizes(defaultTextBytes);
        for (EntityDesign design : designs) {
            EntityAccess access = new EntityAccess(design.entity(), design.referenced());
            for (TableModel table : design.tables()) {
                for (ColumnModel column : table.primaryKey()) {
                    if (column.path().size() > 1) {
                        String referenced = ((TypeModel.Reference) access.attribute(column.path()
                                                .subList(0, column.path().size() - 1))
                                        .type())
                                .javaType();
                        keyedByReferrers
                                .computeIfAbsent(referenced, k -> new HashSet<>())
                                .add(column.path().get(column.path().size() - 1));
                    }
                }
            }
        }
    }

    /** {@code Order} → {@code OrderRehearsal}. */
    public static String className(EntityModel entity) {
        return entity.simpleName() + "Rehearsal";
    }

    public static ClassName type(EntityModel entity) {
        return ClassName.get(entity.packageName(), className(entity));
    }

    /** The class of {@code design}, with the estimates of its tables. */
    public JavaFile javaFile(EntityDesign design, List<PartitionEstimate> estimates) {
        EntityModel entity = design.entity();
        ClassName self = type(entity);
        ClassName entityType = JavaTypes.className(entity.qualifiedName());
        ClassName dao = ClassName.get(entity.packageName(), TableNames.daoClass(entity.simpleName()));
        RehearsalNumbers numbers =
                new RehearsalNumbers(design, sizes, keyedByReferrers.getOrDefault(entity.qualifiedName(), Set.of()));
        SynthesisCode synthesis = new SynthesisCode(self);
        String builder = MemberNames.entityVariable(entity);
        MethodSpec synthesize =
                synthesis.builder(builder, entityType, entity.record(), entity.attributes(), numbers::isOptional);
        TypeSpec type = TypeSpec.classBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(
                        "What a rehearsal needs of {@link $T}: its declared numbers, the estimates of its tables,\n"
                                + "how to build a synthetic one and how its DAO writes and reads it. The schema class's\n"
                                + "{@code rehearse} and {@code observe} use it.\n",
                        entityType)
                .addField(numbersField(entity, numbers))
                .addField(tablesField(entity, numbers.tables(estimates)))
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .build())
                .addMethod(plan(design, entityType, dao, self, builder))
                .addMethod(synthesize.toBuilder()
                        .addJavadoc(
                                "A synthetic $L: each value drawn as its attribute's numbers say.\n",
                                entity.simpleName())
                        .build())
                .addMethods(synthesis.valueTypeBuilders())
                .build();
        return JavaFiles.file(entity.packageName(), type, entity.qualifiedName());
    }

    /** {@code NUMBERS}: the entity's numbers as its {@code @Cardinality} declares them. */
    private static FieldSpec numbersField(EntityModel entity, RehearsalNumbers numbers) {
        return FieldSpec.builder(
                        RehearsalNumbers.ENTITY_NUMBERS, "NUMBERS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L's numbers as declared by its {@code @Cardinality}.\n", entity.simpleName())
                .initializer(numbers.numbers())
                .build();
    }

    /** {@code TABLES}: the compile-time estimates of the entity's tables. */
    private static FieldSpec tablesField(EntityModel entity, CodeBlock estimates) {
        return FieldSpec.builder(
                        ParameterizedTypeName.get(ClassName.get(List.class), RehearsalNumbers.TABLE_ESTIMATE),
                        "TABLES",
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("The compile-time estimates of $L's tables.\n", entity.simpleName())
                .initializer(estimates)
                .build();
    }

    private MethodSpec plan(EntityDesign design, ClassName entityType, ClassName dao, ClassName self, String builder) {
        EntityModel entity = design.entity();
        EntityAccess access = new EntityAccess(entity, design.referenced());
        String e = access.variable();
        String daoVariable = access.local("dao");
        TypeName planType = ParameterizedTypeName.get(ENTITY_PLAN, entityType, dao);
        CodeBlock.Builder code = CodeBlock.builder()
                .add(
                        "return $T.of($T.class, NUMBERS, TABLES, $T::createAsync, $T::$N)",
                        ENTITY_PLAN,
                        entityType,
                        dao,
                        self,
                        builder)
                .indent()
                .indent();
        code.add("\n.key($N -> $T.of($L))", e, List.class, join(keyValues(access, e)));
        code.add(writes(design, dao, daoVariable, e, access));
        for (PatternPlan plan : design.plans()) {
            code.add(
                    "\n.read($S, ($N, $N) -> $N.$NAsync($L))",
                    plan.pattern().name(),
                    daoVariable,
                    e,
                    daoVariable,
                    plan.pattern().name(),
                    join(readArguments(plan, access, e)));
        }
        return MethodSpec.methodBuilder("plan")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        "How a rehearsal writes, changes, deletes and reads $L through its DAO.\n", entity.simpleName())
                .returns(planType)
                .addStatement("$L", code.unindent().unindent().build())
                .build();
    }

    /** The plan's insert, save and delete steps: through the DAO's {@code Async} methods. */
    private static CodeBlock writes(
            EntityDesign design, ClassName dao, String daoVariable, String e, EntityAccess access) {
        EntityModel entity = design.entity();
        CodeBlock.Builder code = CodeBlock.builder();
        if (entity.hasCounters()) {
            code.add(
                    "\n.insert(($N, $N) -> $N.incrementAsync($L))",
                    daoVariable,
                    e,
                    daoVariable,
                    incrementArguments(design, access, e));
        } else {
            code.add("\n.insert($T::insertAsync)", dao);
            if (!entity.immutable()) {
                code.add("\n.save($T::saveAsync)", dao);
            }
            // A DAO deletes by key when it has a base table to read the entity from, else by entity.
            if (!entity.immutable() && design.baseTable().isPresent()) {
                code.add(
                        "\n.delete(($N, $N) -> $N.deleteAsync($L))",
                        daoVariable,
                        e,
                        daoVariable,
                        join(keyValues(access, e)));
            } else {
                code.add("\n.delete($T::deleteAsync)", dao);
            }
        }
        return code.build();
    }

    /** The values of the entity's key: a reference's key values, not the reference. */
    private static List<CodeBlock> keyValues(EntityAccess access, String e) {
        return KeyValues.keyPaths(access).stream()
                .map(path -> access.getterChain(path, e))
                .toList();
    }

    /** A counter entity's increment: its key's values, then each counter's value as the delta. */
    private static CodeBlock incrementArguments(EntityDesign design, EntityAccess access, String e) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (ColumnModel column : design.tables().get(0).columns()) {
            if (column.kind().isPrimaryKey() || column.kind() == ColumnKind.REGULAR) {
                arguments.add(access.getterChain(column.path(), e));
            }
        }
        return join(arguments);
    }

    /**
     * The arguments of a pattern's read, from an entity: its equality values, a range around its
     * range value ({@code Ranges.from}, {@code Ranges.to}), the limit when the method takes one.
     */
    private static List<CodeBlock> readArguments(PatternPlan plan, EntityAccess access, String e) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (ColumnModel column : plan.equalityColumns()) {
            arguments.add(access.getterChain(column.path(), e));
        }
        if (plan.rangeColumn() != null) {
            CodeBlock value = access.getterChain(plan.rangeColumn().path(), e);
            if (JavaTypes.of(access.attribute(plan.rangeColumn().path()).type()).equals(TypeName.BYTE)) {
                // Ranges has no byte overload: a byte would widen to its short one and not convert back.
                // Boxed, it takes the generic one, an empty range around the value.
                value = CodeBlock.of("($T) $L", Byte.class, value);
            }
            long seconds = plan.bucketed() ? (long) plan.bucketColumn().bucket().widthSeconds() : 86_400;
            arguments.add(CodeBlock.of("$T.from($L, $L)", RANGES, value, RehearsalNumbers.literal(seconds)));
            arguments.add(CodeBlock.of("$T.to($L)", RANGES, value));
        }
        if (!plan.singleRow() && PatternMethods.limited(plan)) {
            arguments.add(CodeBlock.of(
                    "$L", plan.pattern().limit() > 0 ? plan.pattern().limit() : DEFAULT_LIMIT));
        }
        return arguments;
    }

    private static CodeBlock join(List<CodeBlock> blocks) {
        return CodeBlock.join(blocks, ", ");
    }
}
