package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * How generated code gets at an entity's values and builds entities back: through the accessors
 * and the canonical constructor (records) or the no-arg constructor and setters (beans) the model
 * names, never by reflection. A column's attribute path ({@code [customer, name]}) leads through
 * pushed-down references, each of which may be null: such values are read null-safely.
 *
 * <p>Each generated class has its own access ({@link #forClass}), whose variables are named by its
 * own {@link LocalNames}.
 */
final class EntityAccess {

    private final EntityModel entity;
    /** The entities the entity reaches through its references, by qualified name. */
    private final Map<String, EntityModel> referenced;

    /** The names of this class's variables. */
    private final LocalNames names;

    /** The access of a class with no fields of its own; see {@link #forClass}. */
    EntityAccess(EntityModel entity, Map<String, EntityModel> referenced) {
        this(entity, referenced, List.of());
    }

    private EntityAccess(EntityModel entity, Map<String, EntityModel> referenced, Collection<String> fields) {
        this.entity = entity;
        this.referenced = referenced;
        this.names = new LocalNames(entity, leafPaths(), fields);
    }

    /**
     * The access of one generated class, which declares {@code fields} (referred to by their simple
     * names): its variables are allocated anew, giving way to those fields.
     */
    EntityAccess forClass(Collection<String> fields) {
        return new EntityAccess(entity, referenced, fields);
    }

    /** {@link LocalNames#local}: one of the generator's own variables in this class. */
    String local(String name) {
        return names.local(name);
    }

    /** {@link LocalNames#parameter}: the parameter carrying a column's value in this class. */
    String parameter(ColumnModel column) {
        return names.parameter(column);
    }

    /** {@link LocalNames#userName}: a variable named after one of the user's names. */
    String userName(String name) {
        return names.userName(name);
    }

    EntityModel entity() {
        return entity;
    }

    ClassName entityType() {
        return JavaTypes.className(entity.qualifiedName());
    }

    /** The entity's parameter name in this class's methods: {@code logMessage}. */
    String variable() {
        return names.entity();
    }

    /** The attribute at the end of {@code path}, following references. */
    Attribute attribute(List<String> path) {
        EntityModel owner = entity;
        Attribute attribute = null;
        for (String step : path) {
            if (attribute != null) {
                owner = referenced(attribute);
            }
            EntityModel current = owner;
            attribute = owner.attribute(step)
                    .orElseThrow(
                            () -> new IllegalArgumentException(current.simpleName() + " has no attribute " + step));
        }
        return attribute;
    }

    /** Whether the value at {@code path} may be null for want of a reference (pushed down). */
    static boolean pushedDown(List<String> path) {
        return path.size() > 1;
    }

    /** The Java type of the value at {@code path}: boxed when pushed down. */
    TypeName valueType(List<String> path) {
        TypeName type = JavaTypes.of(attribute(path).type());
        return pushedDown(path) ? type.box() : type;
    }

    /** The value at {@code path} of the entity in {@code variable}. */
    CodeBlock value(List<String> path, String variable) {
        if (!pushedDown(path)) {
            return CodeBlock.of("$N.$N()", variable, attribute(path).getter());
        }
        return CodeBlock.of("$N($N)", MemberNames.accessorName(path), variable);
    }

    /** The null-safe accessor of a pushed-down value: {@code customer == null ? null : customer.name()}. */
    MethodSpec accessor(List<String> path) {
        String parameter = variable();
        MethodSpec.Builder method = MethodSpec.methodBuilder(MemberNames.accessorName(path))
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(valueType(path))
                .addParameter(entityType(), parameter);
        String current = parameter;
        for (int i = 1; i < path.size(); i++) {
            List<String> prefix = path.subList(0, i);
            Attribute reference = attribute(prefix);
            String local = names.userName(JavaNames.javaName(JavaNames.camel(prefix)));
            method.addStatement("$T $N = $N.$N()", JavaTypes.of(reference.type()), local, current, reference.getter());
            if (i + 1 < path.size()) {
                method.beginControlFlow("if ($N == null)", local)
                        .addStatement("return null")
                        .endControlFlow();
            } else {
                method.addStatement(
                        "return $N == null ? null : $N.$N()",
                        local,
                        local,
                        attribute(path).getter());
            }
            current = local;
        }
        return method.build();
    }

    /** {@code order.customer().name()}: the value at {@code path}, once it is known not to be null. */
    CodeBlock getterChain(List<String> path, String variable) {
        CodeBlock value = CodeBlock.of("$N", variable);
        for (int i = 1; i <= path.size(); i++) {
            value = CodeBlock.of("$L.$N()", value, attribute(path.subList(0, i)).getter());
        }
        return value;
    }

    /**
     * {@code Args.notNull} for every step of {@code path} (the reference, then its attribute), each
     * named as the caller wrote it: {@code order.customer}, {@code order.customer.id}.
     */
    List<CodeBlock> notNullChecks(List<String> path, String variable, List<String> alreadyChecked) {
        List<CodeBlock> checks = new ArrayList<>();
        CodeBlock value = CodeBlock.of("$N", variable);
        for (int i = 1; i <= path.size(); i++) {
            Attribute step = attribute(path.subList(0, i));
            value = CodeBlock.of("$L.$N()", value, step.getter());
            String name = variable + "." + String.join(".", path.subList(0, i));
            if (!JavaTypes.isPrimitive(step.type()) && !alreadyChecked.contains(name)) {
                alreadyChecked.add(name);
                checks.add(CodeBlock.of("$T.notNull($L, $S)", JavaTypes.runtime("internal", "Args"), value, name));
            }
        }
        return checks;
    }

    /**
     * Builds the entity (or, for a non-empty {@code prefix}, the referenced entity at that path)
     * from values read by {@code read}, which maps an attribute path to an expression.
     *
     * @param referenceReader the method that reads a nested reference: {@code readCustomer(row)}
     */
    CodeBlock construct(
            List<String> prefix,
            Function<List<String>, CodeBlock> read,
            Function<List<String>, CodeBlock> referenceReader) {
        EntityModel target = prefix.isEmpty() ? entity : referenced(attribute(prefix));
        return construct(prefix, read, referenceReader, JavaNames.javaName(JavaNames.lowerFirst(target.simpleName())));
    }

    /**
     * {@link #construct(List, Function, Function)}, a JavaBean built in the local variable
     * {@code local}: where the bean's own name is taken (the DAO's entity parameter).
     */
    CodeBlock construct(
            List<String> prefix,
            Function<List<String>, CodeBlock> read,
            Function<List<String>, CodeBlock> referenceReader,
            String local) {
        EntityModel target = prefix.isEmpty() ? entity : referenced(attribute(prefix));
        ClassName type = JavaTypes.className(target.qualifiedName());
        CodeBlock.Builder code = CodeBlock.builder();
        if (target.record()) {
            List<CodeBlock> arguments = new ArrayList<>();
            for (Attribute attribute : target.attributes()) {
                arguments.add(valueOf(prefix, attribute, read, referenceReader));
            }
            return code.addStatement("return new $T($L)", type, Docs.arguments(arguments, 2))
                    .build();
        }
        code.addStatement("$T $N = new $T()", type, local, type);
        for (Attribute attribute : target.attributes()) {
            code.addStatement(
                    "$N.$N($L)", local, attribute.setter(), valueOf(prefix, attribute, read, referenceReader));
        }
        return code.addStatement("return $N", local).build();
    }

    private CodeBlock valueOf(
            List<String> prefix,
            Attribute attribute,
            Function<List<String>, CodeBlock> read,
            Function<List<String>, CodeBlock> referenceReader) {
        List<String> path = append(prefix, attribute.name());
        return attribute.type() instanceof TypeModel.Reference ? referenceReader.apply(path) : read.apply(path);
    }

    /**
     * Every stored value's path in declaration order, references expanded where they are declared:
     * the order a row is selected in, so that mapping it reads columns 0, 1, 2, …
     */
    List<String> leafPaths() {
        List<String> paths = new ArrayList<>();
        collectLeaves(entity, List.of(), paths);
        return paths;
    }

    private void collectLeaves(EntityModel owner, List<String> prefix, List<String> out) {
        for (Attribute attribute : owner.attributes()) {
            List<String> path = append(prefix, attribute.name());
            if (attribute.type() instanceof TypeModel.Reference) {
                collectLeaves(referenced(attribute), path, out);
            } else {
                out.add(String.join(".", path));
            }
        }
    }

    /** The attribute paths of every reference, outermost first: {@code [customer]}, {@code [customer, address]}. */
    List<List<String>> referencePaths() {
        List<List<String>> paths = new ArrayList<>();
        collectReferences(entity, List.of(), paths);
        return paths;
    }

    private void collectReferences(EntityModel owner, List<String> prefix, List<List<String>> out) {
        for (Attribute attribute : owner.attributes()) {
            if (attribute.type() instanceof TypeModel.Reference) {
                List<String> path = append(prefix, attribute.name());
                out.add(path);
                collectReferences(referenced(attribute), path, out);
            }
        }
    }

    /** The leaf paths of the key of the reference at {@code path}: whether it is there at all. */
    List<List<String>> referenceKeyPaths(List<String> path) {
        List<List<String>> keys = new ArrayList<>();
        for (Attribute key : referenced(attribute(path)).key()) {
            List<String> keyPath = append(path, key.name());
            if (key.type() instanceof TypeModel.Reference) {
                keys.addAll(referenceKeyPaths(keyPath));
            } else {
                keys.add(keyPath);
            }
        }
        return keys;
    }

    /** {@code [customer]} → the reference's type name ({@code Customer}). */
    ClassName referenceType(List<String> path) {
        return JavaTypes.className(((TypeModel.Reference) attribute(path).type()).javaType());
    }

    private EntityModel referenced(Attribute attribute) {
        String type = ((TypeModel.Reference) attribute.type()).javaType();
        EntityModel model = referenced.get(type);
        if (model == null) {
            throw new IllegalArgumentException("referenced entity " + type + " is not known");
        }
        return model;
    }

    private static List<String> append(List<String> list, String element) {
        List<String> out = new ArrayList<>(list);
        out.add(element);
        return List.copyOf(out);
    }
}
