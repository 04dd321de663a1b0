package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.VectorMessages;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.TypeModel.CollectionKind;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Turns an attribute's {@link TypeMirror} into a {@link TypeModel}: scalars, enums, collections
 * (nested ones frozen, as CQL requires), value types (frozen UDTs, read recursively) and
 * references to other entities. Anything else is reported on the attribute with what is supported;
 * an error type is recorded as missing so the entity can be deferred to a later round.
 */
final class TypeReader {

    private static final String ENTITY = Entity.class.getCanonicalName();

    private static final Map<String, ScalarKind> SCALARS = Map.ofEntries(
            Map.entry("java.lang.String", ScalarKind.TEXT),
            Map.entry("java.util.UUID", ScalarKind.UUID),
            Map.entry("java.time.Instant", ScalarKind.TIMESTAMP),
            Map.entry("java.time.LocalDate", ScalarKind.DATE),
            Map.entry("java.time.LocalTime", ScalarKind.TIME),
            Map.entry("java.time.LocalDateTime", ScalarKind.LOCAL_DATE_TIME),
            Map.entry("java.time.Duration", ScalarKind.DURATION),
            Map.entry("java.lang.Boolean", ScalarKind.BOOLEAN),
            Map.entry("java.lang.Byte", ScalarKind.TINYINT),
            Map.entry("java.lang.Short", ScalarKind.SMALLINT),
            Map.entry("java.lang.Integer", ScalarKind.INT),
            Map.entry("java.lang.Long", ScalarKind.BIGINT),
            Map.entry("java.lang.Float", ScalarKind.FLOAT),
            Map.entry("java.lang.Double", ScalarKind.DOUBLE),
            Map.entry("java.math.BigDecimal", ScalarKind.DECIMAL),
            Map.entry("java.math.BigInteger", ScalarKind.VARINT),
            Map.entry("java.nio.ByteBuffer", ScalarKind.BLOB),
            Map.entry("java.net.InetAddress", ScalarKind.INET));

    private static final Map<String, CollectionKind> COLLECTIONS = Map.of(
            "java.util.List", CollectionKind.LIST,
            "java.util.Set", CollectionKind.SET,
            "java.util.Map", CollectionKind.MAP);

    /** Reads the entities that attributes reference, so their readings can gate this one. */
    interface References {
        void reference(TypeElement entity, Site site, ReadScope scope);
    }

    /**
     * What is being read, for messages and hints.
     *
     * @param site the attribute
     * @param label {@code "attribute tags of Post"}, used to start messages
     * @param timeuuid {@code @Column(timeuuid = true)}
     * @param frozen {@code @Column(frozen = true)}
     * @param vector the attribute's {@code @Vector}, or null
     */
    record Target(Site site, String label, boolean timeuuid, boolean frozen, Values vector) {}

    private final Properties properties;
    private final AttributeReader attributes;
    private final References references;
    private final VectorReader vectors;
    /** Value types being read, innermost last: a type met again contains itself. */
    private final Deque<String> valuesInProgress = new ArrayDeque<>();

    TypeReader(Properties properties, AttributeReader attributes, References references, VectorReader vectors) {
        this.properties = properties;
        this.attributes = attributes;
        this.references = references;
        this.vectors = vectors;
    }

    /** The attribute's type, or empty when it is reported or still missing. */
    Optional<TypeModel> read(TypeMirror type, Target target, ReadScope scope) {
        return Optional.ofNullable(type(type, target, scope, false));
    }

    private TypeModel type(TypeMirror type, Target target, ReadScope scope, boolean nested) {
        if (target.vector() != null && !nested && type.getKind() != TypeKind.ERROR) {
            return vectors.read(type, target.vector(), target, scope);
        }
        switch (type.getKind()) {
            case BOOLEAN:
                return new TypeModel.Scalar(ScalarKind.BOOLEAN, "boolean");
            case BYTE:
                return new TypeModel.Scalar(ScalarKind.TINYINT, "byte");
            case SHORT:
                return new TypeModel.Scalar(ScalarKind.SMALLINT, "short");
            case INT:
                return new TypeModel.Scalar(ScalarKind.INT, "int");
            case LONG:
                return new TypeModel.Scalar(ScalarKind.BIGINT, "long");
            case FLOAT:
                return new TypeModel.Scalar(ScalarKind.FLOAT, "float");
            case DOUBLE:
                return new TypeModel.Scalar(ScalarKind.DOUBLE, "double");
            case ERROR:
                scope.missing(type.toString(), target.site());
                return null;
            case ARRAY:
                if (((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
                    return new TypeModel.Scalar(ScalarKind.BLOB, "byte[]");
                }
                if (((ArrayType) type).getComponentType().getKind() == TypeKind.FLOAT && !nested) {
                    return unsupported(target, scope, VectorMessages.FLOAT_ARRAY_WITHOUT_VECTOR.filled());
                }
                return unsupported(
                        target,
                        scope,
                        EntityMessages.ARRAY_TYPE
                                .with("type", type)
                                .with("element", boxed(((ArrayType) type).getComponentType())));
            case TYPEVAR:
                return unsupported(target, scope, EntityMessages.TYPE_VARIABLE.with("type", type));
            case WILDCARD:
                return unsupported(target, scope, EntityMessages.WILDCARD_TYPE.with("type", type));
            case DECLARED:
                return declared((DeclaredType) type, target, scope, nested);
            default:
                return unsupported(target, scope, EntityMessages.UNSTORABLE_TYPE.with("type", type));
        }
    }

    private TypeModel declared(DeclaredType type, Target target, ReadScope scope, boolean nested) {
        TypeElement element = (TypeElement) type.asElement();
        String name = element.getQualifiedName().toString();
        ScalarKind scalar = SCALARS.get(name);
        if (scalar != null) {
            boolean timeuuid = scalar == ScalarKind.UUID && target.timeuuid() && !nested;
            return new TypeModel.Scalar(timeuuid ? ScalarKind.TIMEUUID : scalar, name);
        }
        if (element.getKind() == ElementKind.ENUM) {
            return new TypeModel.Scalar(ScalarKind.ENUM, name);
        }
        CollectionKind collection = COLLECTIONS.get(name);
        if (collection != null) {
            return collection(type, collection, target, scope, nested);
        }
        if (Mirrors.has(element, ENTITY)) {
            if (!valuesInProgress.isEmpty()) {
                return unsupported(
                        target, scope, EntityMessages.ENTITY_IN_VALUE_TYPE.with("entity", element.getSimpleName()));
            }
            if (nested) {
                return unsupported(
                        target, scope, EntityMessages.ENTITY_COLLECTION.with("entity", element.getSimpleName()));
            }
            references.reference(element, target.site(), scope);
            return new TypeModel.Reference(name);
        }
        if (isPlatform(name)) {
            return unsupported(target, scope, EntityMessages.PLATFORM_TYPE.with("type", element.getSimpleName()));
        }
        return value(element, target, scope);
    }

    private TypeModel collection(
            DeclaredType type, CollectionKind kind, Target target, ReadScope scope, boolean nested) {
        String simple = type.asElement().getSimpleName().toString();
        List<? extends TypeMirror> arguments = type.getTypeArguments();
        if (arguments.isEmpty()) {
            return unsupported(
                    target,
                    scope,
                    EntityMessages.RAW_COLLECTION
                            .with("collection", simple)
                            .with("example", kind == CollectionKind.MAP ? "Map<String, String>" : simple + "<String>"));
        }
        List<TypeModel> parts = new ArrayList<>();
        for (TypeMirror argument : arguments) {
            TypeModel part = type(argument, target, scope, true);
            if (part == null) {
                return null;
            }
            parts.add(part);
        }
        // Cassandra compares set elements and map keys, and durations have no order: it refuses them.
        TypeModel ordered = parts.get(0); // a set's element, a map's key
        if ((kind == CollectionKind.SET || kind == CollectionKind.MAP) && isDuration(ordered)) {
            return unsupported(
                    target,
                    scope,
                    (kind == CollectionKind.SET ? EntityMessages.DURATION_IN_SET : EntityMessages.DURATION_MAP_KEY)
                            .filled());
        }
        // CQL only nests frozen collections; the outermost one is frozen when @Column asks for it.
        boolean frozen = nested || target.frozen();
        return kind == CollectionKind.MAP
                ? new TypeModel.Collection(kind, parts.get(0), parts.get(1), frozen)
                : new TypeModel.Collection(kind, null, parts.get(0), frozen);
    }

    private TypeModel value(TypeElement element, Target target, ReadScope scope) {
        String name = element.getQualifiedName().toString();
        Optional<Phrase> shape = properties.unsupportedShape(element);
        if (shape.isPresent()) {
            scope.report(
                    target.site(),
                    EntityMessages.NOT_A_VALUE_TYPE
                            .with("attribute", target.label())
                            .with("type", element.getSimpleName())
                            .with("shape", shape.get().text()));
            return null;
        }
        if (valuesInProgress.contains(name)) {
            return unsupported(target, scope, EntityMessages.VALUE_TYPE_CYCLE.with("type", element.getSimpleName()));
        }
        valuesInProgress.addLast(name);
        try {
            List<Property> candidates = properties.of(element, scope);
            if (candidates.isEmpty()) {
                return unsupported(
                        target, scope, EntityMessages.EMPTY_VALUE_TYPE.with("type", element.getSimpleName()));
            }
            List<Attribute> fields = new ArrayList<>();
            for (Property property : candidates) {
                attributes.read(property, name, false, scope).ifPresent(a -> fields.add(a.attribute()));
            }
            return new TypeModel.Value(name, Names.snake(element.getSimpleName().toString()), List.copyOf(fields));
        } finally {
            valuesInProgress.removeLast();
        }
    }

    private static boolean isDuration(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.DURATION;
    }

    /** JDK types other than the supported ones are never value types: their fields are private. */
    private static boolean isPlatform(String name) {
        return name.startsWith("java.")
                || name.startsWith("javax.")
                || name.startsWith("jdk.")
                || name.startsWith("sun.")
                || name.startsWith("com.sun.");
    }

    /** Reports {@code message} on the attribute, whose label fills its {@code {attribute}}. */
    private static TypeModel unsupported(Target target, ReadScope scope, Filled<Message> message) {
        scope.report(target.site(), message.with("attribute", target.label()));
        return null;
    }

    /**
     * {@code float} → {@code Float}, {@code java.lang.String} → {@code String}: a list's element as
     * the fix writes it ({@code List<float>} is not Java).
     */
    private static String boxed(TypeMirror element) {
        return switch (element.getKind()) {
            case BOOLEAN -> "Boolean";
            case SHORT -> "Short";
            case INT -> "Integer";
            case LONG -> "Long";
            case CHAR -> "Character";
            case FLOAT -> "Float";
            case DOUBLE -> "Double";
            case DECLARED ->
                ((DeclaredType) element).asElement().getSimpleName().toString();
            default -> element.toString();
        };
    }
}
