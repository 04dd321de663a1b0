package dev.queryfirst.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Designs derived from hand-built models, as the processor derives them, for the generator tests.
 * The derive tests' {@code Models} leave collection elements untyped ({@code java.lang.Object});
 * generated code needs the Java types, so {@link #typed} fills them in from the CQL kind, as read
 * would have.
 */
final class Designs {

    private static final Map<ScalarKind, String> ELEMENT_TYPES = Map.ofEntries(
            Map.entry(ScalarKind.TEXT, "java.lang.String"),
            Map.entry(ScalarKind.UUID, "java.util.UUID"),
            Map.entry(ScalarKind.TIMEUUID, "java.util.UUID"),
            Map.entry(ScalarKind.TIMESTAMP, "java.time.Instant"),
            Map.entry(ScalarKind.DATE, "java.time.LocalDate"),
            Map.entry(ScalarKind.INT, "java.lang.Integer"),
            Map.entry(ScalarKind.BIGINT, "java.lang.Long"),
            Map.entry(ScalarKind.DOUBLE, "java.lang.Double"),
            Map.entry(ScalarKind.DECIMAL, "java.math.BigDecimal"));

    private final Map<String, EntityModel> known = new HashMap<>();

    /** Registers {@code entity} (typed) so references to it resolve; returns the typed model. */
    EntityModel add(EntityModel entity) {
        EntityModel typed = typed(entity);
        known.put(typed.qualifiedName(), typed);
        return typed;
    }

    Map<String, EntityModel> known() {
        return known;
    }

    /** Derives {@code entity} (added first), asserting derive reports nothing but warnings. */
    EntityDesign derive(EntityModel entity) {
        EntityModel typed = add(entity);
        Sink sink = new Sink();
        EntityDesign design = new Deriver(ProcessorOptions.defaults(), sink).derive(typed, known);
        assertEquals(List.of(), sink.all().stream().filter(Diagnostic::isError).toList(), "derive errors");
        return design;
    }

    static EntityModel typed(EntityModel entity) {
        List<Attribute> attributes =
                entity.attributes().stream().map(Designs::typed).toList();
        return new EntityModel(
                entity.qualifiedName(),
                entity.packageName(),
                entity.simpleName(),
                entity.record(),
                entity.keyspace(),
                entity.baseName(),
                entity.ttl(),
                entity.immutable(),
                entity.versioned(),
                entity.volume(),
                attributes,
                entity.accessPatterns(),
                entity.suppressed(),
                entity.site());
    }

    private static Attribute typed(Attribute a) {
        return new Attribute(
                a.name(),
                a.column(),
                typed(a.type()),
                a.keyOrder(),
                a.cardinality(),
                a.bucket(),
                a.getter(),
                a.setter(),
                a.site());
    }

    private static TypeModel typed(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar && scalar.javaType().equals("java.lang.Object")) {
            return new TypeModel.Scalar(scalar.kind(), ELEMENT_TYPES.get(scalar.kind()));
        }
        if (type instanceof TypeModel.Collection c) {
            return new TypeModel.Collection(
                    c.kind(), c.key() == null ? null : typed(c.key()), typed(c.element()), c.frozen());
        }
        if (type instanceof TypeModel.Value v) {
            return new TypeModel.Value(
                    v.javaType(),
                    v.udtName(),
                    v.fields().stream().map(Designs::typed).toList());
        }
        return type;
    }
}
