package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * {@code checkFixed(previous, entity)}: where a DAO reads an entity's previous state before writing
 * it, a save or update that changes a {@code @Fixed} attribute is refused with an
 * {@code IllegalArgumentException} naming the attribute, before anything is sent. Values compare as
 * Cassandra stores them (a timestamp in whole milliseconds, a blob by its bytes); a reference by its
 * key. A decimal keeps its scale: as a partition key, {@code 1.0} and {@code 1.00} are two.
 */
final class FixedChecks {

    static final String METHOD = "checkFixed";
    private static final ClassName STORED_FORM = JavaTypes.runtime("internal", "StoredForm");

    private final EntityAccess access;

    FixedChecks(EntityAccess access) {
        this.access = access;
    }

    /** The entity's {@code @Fixed} attributes outside its key: what a write may not change. */
    static List<Attribute> fixed(EntityAccess access) {
        return access.entity().attributes().stream()
                .filter(a -> a.fixed() && !a.isKey())
                .toList();
    }

    /** Whether the entity has any: the DAO then checks them after reading the previous state. */
    boolean any() {
        return !fixed(access).isEmpty();
    }

    /** {@code checkFixed(previous, order);}, or nothing when the entity has no fixed attribute. */
    CodeBlock call(CodeBlock previous) {
        return any() ? CodeBlock.of("$N($L, $N);\n", METHOD, previous, access.variable()) : CodeBlock.of("");
    }

    void addTo(TypeSpec.Builder type) {
        if (!any()) {
            return;
        }
        String variable = access.variable();
        MethodSpec.Builder method = MethodSpec.methodBuilder(METHOD)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addJavadoc(Docs.wrap("Refuses a write that changes a {@code @Fixed} attribute of the stored entity:"
                        + " tables keyed by it never move rows.\n\n"
                        + "@throws IllegalArgumentException naming the attribute, before anything is sent"))
                .addParameter(access.entityType(), access.local("previous"))
                .addParameter(access.entityType(), variable);
        for (Attribute attribute : fixed(access)) {
            method.addStatement(
                    "$T.unchanged($L, $L, $S)",
                    Methods.ARGS,
                    stored(attribute, access.local("previous")),
                    stored(attribute, variable),
                    variable + "." + attribute.name());
        }
        type.addMethod(method.build());
    }

    /** The attribute's value as Cassandra compares it: a reference by its key values. */
    private CodeBlock stored(Attribute attribute, String variable) {
        List<String> path = List.of(attribute.name());
        CodeBlock value = access.getterChain(path, variable);
        if (attribute.type() instanceof TypeModel.Reference) {
            List<CodeBlock> keys = new ArrayList<>();
            for (List<String> key : access.referenceKeyPaths(path)) {
                keys.add(nullSafe(key, variable));
            }
            return CodeBlock.of("$L == null ? null : $T.asList($L)", value, Arrays.class, CodeBlock.join(keys, ", "));
        }
        if (attribute.type() instanceof TypeModel.Scalar scalar) {
            if (scalar.kind() == ScalarKind.TIMESTAMP || scalar.kind() == ScalarKind.LOCAL_DATE_TIME) {
                return CodeBlock.of("$T.timestamp($L)", STORED_FORM, value);
            }
            if (scalar.kind() == ScalarKind.BLOB && scalar.javaType().equals("byte[]")) {
                return CodeBlock.of("$L == null ? null : $T.wrap($L)", value, ByteBuffer.class, value);
            }
        }
        return value;
    }

    /** {@code a.b().c()}, null when a step before the last is null. */
    private CodeBlock nullSafe(List<String> path, String variable) {
        CodeBlock value = access.getterChain(path, variable);
        for (int i = path.size() - 1; i >= 1; i--) {
            value = CodeBlock.of("($L == null ? null : $L)", access.getterChain(path.subList(0, i), variable), value);
        }
        return value;
    }
}
