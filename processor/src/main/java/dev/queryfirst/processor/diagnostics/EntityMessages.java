package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF102;
import static dev.queryfirst.processor.diagnostics.Code.QF103;
import static dev.queryfirst.processor.diagnostics.Code.QF106;
import static dev.queryfirst.processor.diagnostics.Code.QF108;

/**
 * The catalog's entity and type situations: keys (QF102), shapes and types QueryFirst cannot store
 * (QF103), types CQL keeps out of primary keys (QF106), references (QF108). {@code {attribute}} is
 * {@link Phrase#ATTRIBUTE}: "attribute tags of Post".
 */
public enum EntityMessages implements Message {
    NO_KEY(
            QF102,
            "entity {entity} has no @Key attribute. Fix: annotate the attribute(s) that identify one {entity} with @Key"),

    ENTITY_SHAPE(
            QF103,
            "@Entity {entity} {shape}; an entity is a record or a JavaBean. Fix: make {entity} a record, or a class"
                    + " with a no-arg constructor and a getter and setter per field"),
    BEAN_FIELD_WITHOUT_GETTER(QF103, "field {field} of {type} has no getter {getter}(), " + EntityMessages.BEAN_FIX),
    BEAN_FIELD_WITHOUT_SETTER(
            QF103, "field {field} of {type} has no setter {setter}(value), " + EntityMessages.BEAN_FIX),
    BEAN_FIELD_WITHOUT_ACCESSORS(
            QF103,
            "field {field} of {type} has no getter {getter}() and no setter {setter}(value), "
                    + EntityMessages.BEAN_FIX),
    KOTLIN_PROPERTY_NOT_IN_CONSTRUCTOR(
            QF103,
            "property {property} of Kotlin class {type} is not a parameter of its primary constructor, which builds"
                    + " {type} when a row is read (a lateinit var or a property declared in the class body). Fix: declare"
                    + " it in the primary constructor (val {property}: …), or mark it @Transient if it is not persisted"),
    KOTLIN_PARAMETER_WITHOUT_FIELD(
            QF103,
            "constructor parameter {parameter} of Kotlin class {type} is not a property with a backing field of the"
                    + " same type, so a saved {type} has no value to store for it. Fix: declare it as a property of the"
                    + " primary constructor (val {parameter}: …)"),
    KOTLIN_PROPERTY_WITHOUT_GETTER(
            QF103,
            "property {property} of Kotlin class {type} has no public getter {getter}() to read it with (a private or"
                    + " internal val, or a @JvmField). Fix: make the property public"),
    ARRAY_TYPE(
            QF103,
            "{attribute}: {type}: arrays other than byte[] have no CQL type. Fix: use a List<{element}> instead"),
    TYPE_VARIABLE(
            QF103,
            "{attribute}: type variable {type} does not say what is stored. Fix: declare a concrete type; "
                    + EntityMessages.SUPPORTED),
    WILDCARD_TYPE(
            QF103,
            "{attribute}: wildcard {type} does not say what is stored. Fix: declare the exact type argument (no ? extends"
                    + " / ? super)"),
    UNSTORABLE_TYPE(QF103, "{attribute}: {type} cannot be stored. Fix: " + EntityMessages.SUPPORTED),
    PLATFORM_TYPE(QF103, "{attribute}: {type} is not a type QueryFirst can store. Fix: " + EntityMessages.SUPPORTED),
    RAW_COLLECTION(
            QF103,
            "{attribute}: raw {collection} does not say what it holds. Fix: declare its type arguments, for example"
                    + " {example}"),
    DURATION_IN_SET(
            QF103,
            "{attribute}: CQL does not allow durations inside sets, because they have no order. Fix: use a"
                    + " List<Duration>, or store the durations as longs of nanoseconds"),
    DURATION_MAP_KEY(
            QF103,
            "{attribute}: CQL does not allow durations as map keys, because they have no order. Fix: key the map by"
                    + " another type, or by the duration's length in nanoseconds (a Long)"),
    ENTITY_IN_VALUE_TYPE(
            QF103,
            "{attribute}: a value type cannot reference @Entity {entity}: a user-defined type holds no pushed-down"
                    + " entity. Fix: move the reference to the entity that holds the value type, or store an id"),
    ENTITY_COLLECTION(
            QF103,
            "{attribute}: a collection of @Entity {entity} cannot be stored in a column. Fix: store the referenced keys"
                    + " (for example List<UUID>), or declare an access pattern on {entity} that finds them"),
    VALUE_TYPE_CYCLE(
            QF103,
            "{attribute}: value type {type} contains itself, and a user-defined type cannot. Fix: break the cycle: make"
                    + " {type} an @Entity, or store an id"),
    EMPTY_VALUE_TYPE(
            QF103,
            "{attribute}: value type {type} has no persisted fields. Fix: give it fields, or mark the attribute"
                    + " @Transient"),
    REFERENCE_IN_COLLECTION(
            QF103,
            "{path} holds {entity} entities inside a collection or value type, which cannot be flattened into"
                    + " columns. Fix: store the referenced keys (e.g. a Set<UUID>) or a non-entity value type instead"),
    UNRESOLVED_TYPE(
            QF103,
            "{entity}: {type} could not be resolved: it is not on the classpath and no annotation processor generated"
                    + " it. Fix: add the dependency that declares it, or fix the processor that should generate it"),

    UNFROZEN_COLLECTION_IN_KEY(
            QF106,
            "{column} ({type}) cannot be part of a primary key (a non-frozen collection is stored as separate cells,"
                    + " not one value). Fix: annotate {attribute} with @Column(frozen = true), or key by another"
                    + " attribute"),
    COUNTER_IN_KEY(
            QF106,
            "{column} ({type}) cannot be part of a primary key (a counter is only ever incremented; CQL keeps it out"
                    + " of primary keys). Fix: remove @Counter from {attribute}, or key by another attribute"),
    DURATION_IN_KEY(
            QF106,
            "{column} ({type}) cannot be part of a primary key (CQL does not allow duration in a primary key:"
                    + " durations have no total order). Fix: key by another attribute, or store the value as a bigint"
                    + " of nanoseconds"),
    NESTED_DURATION_IN_KEY(
            QF106,
            "{column} ({type}) cannot be part of a primary key (CQL does not allow duration in a primary key, not even"
                    + " inside a frozen collection or user-defined type: durations have no total order). Fix: key by"
                    + " another attribute, or store the durations inside it as longs of nanoseconds"),

    NOT_A_VALUE_TYPE(
            QF108,
            "{attribute} has type {type}, which is not an @Entity and cannot be a value type: it {shape}. Fix:"
                    + " annotate {type} with @Entity to reference it, or make it a record (or a JavaBean) to store it"
                    + " as a frozen user-defined type"),
    REFERENCE_NOT_ENTITY(
            QF108,
            "{path} refers to {type}, which is not an @Entity. Fix: annotate {simpleType} with @Entity, or make it a"
                    + " plain value type (stored as a frozen UDT)"),
    REFERENCE_CYCLE(
            QF108,
            "reference cycle: {entity}.{path} leads back to {target}. Fix: keep only the key on one side (e.g. UUID"
                    + " {attribute}Id) instead of the reference"),
    REFERENCE_WITHOUT_KEY(
            QF108,
            "{path} refers to {target}, which has no @Key to push down. Fix: annotate the attribute(s) that identify"
                    + " one {target} with @Key");

    private static final String BEAN_FIX = "so it is not a JavaBean property. Fix: add the missing accessor, or mark"
            + " the field @Transient (or transient) if it is not persisted";

    private static final String SUPPORTED = "use String, UUID, Instant, LocalDate, LocalTime, LocalDateTime,"
            + " Duration, a primitive or its box, BigDecimal, BigInteger, ByteBuffer, byte[], InetAddress, an enum, a"
            + " List/Set/Map of these, a record or JavaBean (stored as a frozen user-defined type) or another @Entity"
            + " (a reference)";

    private final Code code;
    private final String template;

    EntityMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
