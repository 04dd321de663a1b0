package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableOverrides;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads {@code @Entity} types — from source or from class files of other jars, whose CLASS
 * retention annotations javac still exposes — into {@link EntityModel}s. Readings are memoized
 * for the life of the reader (one round): an entity referenced by several others is read once,
 * and its outcome gates theirs.
 */
public final class EntityReader {

    static final String ENTITY = Entity.class.getCanonicalName();

    private final Elements elements;
    private final ProcessorOptions options;
    private final Properties properties;
    private final AttributeReader attributes;
    private final PatternReader patterns;
    private final Map<String, Reading> readings = new LinkedHashMap<>();
    private final Set<String> inProgress = new HashSet<>();

    public EntityReader(Elements elements, Types types, ProcessorOptions options) {
        this.elements = elements;
        this.options = options;
        this.properties = new Properties(elements, types);
        this.attributes = new AttributeReader(elements, properties, this::reference);
        this.patterns = new PatternReader(elements);
    }

    /** Reads an {@code @Entity} type (once; later calls return the same reading). */
    public Reading read(TypeElement type) {
        String name = type.getQualifiedName().toString();
        Reading done = readings.get(name);
        if (done != null) {
            return done;
        }
        inProgress.add(name);
        ReadScope scope = new ReadScope();
        Optional<EntityModel> model = entity(type, scope);
        boolean clean = !scope.sink().hasErrors()
                && !scope.isDependencyFailed()
                && scope.missing().isEmpty();
        Reading reading = new Reading(
                name,
                clean ? model : Optional.empty(),
                scope.sink().all(),
                Collections.unmodifiableMap(new LinkedHashMap<>(scope.missing())));
        inProgress.remove(name);
        readings.put(name, reading);
        return reading;
    }

    /** Every entity read cleanly so far, by qualified name: the processed ones and those referenced. */
    public Map<String, EntityModel> known() {
        Map<String, EntityModel> known = new LinkedHashMap<>();
        readings.values().forEach(r -> r.model().ifPresent(m -> known.put(r.qualifiedName(), m)));
        return known;
    }

    /** Every reading so far, including referenced entities from class files. */
    public List<Reading> readings() {
        return List.copyOf(readings.values());
    }

    private void reference(TypeElement entity, Site site, ReadScope scope) {
        String name = entity.getQualifiedName().toString();
        if (inProgress.contains(name)) {
            // A reference cycle: derive reports it (QF108) once every entity of the cycle is known.
            return;
        }
        Reading referenced = read(entity);
        referenced.missing().keySet().forEach(type -> scope.missing(type, site));
        if (!referenced.deferred() && referenced.model().isEmpty()) {
            scope.dependencyFailed();
        }
    }

    private Optional<EntityModel> entity(TypeElement type, ReadScope scope) {
        String name = type.getQualifiedName().toString();
        Site site = Site.ofEntity(name);
        Optional<String> shape = properties.unsupportedShape(type);
        if (shape.isPresent()) {
            scope.report(
                    Code.QF103,
                    site,
                    "@Entity " + type.getSimpleName() + " " + shape.get() + "; an entity is a record or a JavaBean",
                    "make " + type.getSimpleName() + " a record, or a class with a no-arg constructor and a"
                            + " getter and setter per field");
            return Optional.empty();
        }
        Values entity =
                new Values(elements, Mirrors.find(type, ENTITY).orElseThrow(), site.annotation(ENTITY, 0), scope);
        List<Attribute> read = keyed(type, name, site, scope);
        List<AccessPatternModel> accessPatterns = patterns.read(type, site, scope);
        String simpleName = type.getSimpleName().toString();
        String table = entity.string("table").trim();
        return Optional.of(new EntityModel(
                name,
                elements.getPackageOf(type).getQualifiedName().toString(),
                simpleName,
                type.getKind() == ElementKind.RECORD,
                keyspace(type, entity, scope),
                table.isEmpty() ? Names.pluralSnake(simpleName) : table,
                ttl(entity, scope),
                entity.bool("immutable"),
                entity.bool("versioned"),
                volume(type, site, scope),
                read,
                accessPatterns,
                suppressed(type),
                site,
                overrides(entity)));
    }

    /** {@code @Entity(compaction, gcGraceSeconds)}; a value javac could not attribute reads as unset. */
    private static TableOverrides overrides(Values entity) {
        String compaction = entity.constant("compaction");
        return new TableOverrides(
                compaction.isEmpty() ? Entity.Compaction.BY_SHAPE : Entity.Compaction.valueOf(compaction),
                entity.number("gcGraceSeconds"));
    }

    /** The attributes, key order normalized: explicit orders first, then declaration order. */
    private List<Attribute> keyed(TypeElement type, String name, Site site, ReadScope scope) {
        List<AttributeReader.Read> read = new ArrayList<>();
        for (Property property : properties.of(type, scope)) {
            attributes.read(property, name, true, scope).ifPresent(read::add);
        }
        Map<Integer, String> explicit = new HashMap<>();
        for (AttributeReader.Read a : read) {
            if (a.key() && a.order() >= 0) {
                String previous = explicit.putIfAbsent(a.order(), a.attribute().name());
                if (previous != null) {
                    scope.report(
                            Code.QF109,
                            a.attribute()
                                    .site()
                                    .annotation(AttributeReader.KEY, 0)
                                    .member("order"),
                            "@Key(order = " + a.order() + ") on "
                                    + a.attribute().name(),
                            "key position " + a.order() + " is already taken by " + previous,
                            "give each key attribute its own order");
                }
            }
        }
        List<AttributeReader.Read> keys = read.stream()
                .filter(AttributeReader.Read::key)
                .sorted(Comparator.comparingInt(a -> a.order() < 0 ? Integer.MAX_VALUE : a.order()))
                .toList();
        if (keys.isEmpty() && !declaresKey(type)) {
            scope.report(Code.QF102, site, type.getSimpleName(), type.getSimpleName());
        }
        List<Attribute> out = new ArrayList<>();
        for (AttributeReader.Read a : read) {
            Attribute attribute = a.attribute();
            int position = keys.indexOf(a);
            out.add(
                    position < 0
                            ? attribute
                            : new Attribute(
                                    attribute.name(),
                                    attribute.column(),
                                    attribute.type(),
                                    position,
                                    attribute.cardinality(),
                                    attribute.bucket(),
                                    attribute.getter(),
                                    attribute.setter(),
                                    attribute.site()));
        }
        return List.copyOf(out);
    }

    /**
     * Whether any component or field carries {@code @Key}, even one that could not be read: its
     * own error explains the problem, a QF102 on top would not.
     */
    private boolean declaresKey(TypeElement type) {
        List<Element> candidates = new ArrayList<>(type.getRecordComponents());
        candidates.addAll(ElementFilter.fieldsIn(elements.getAllMembers(type)));
        return candidates.stream().anyMatch(e -> Mirrors.has(e, AttributeReader.KEY));
    }

    private String keyspace(TypeElement type, Values entity, ReadScope scope) {
        String explicit = entity.string("keyspace").trim();
        String packageName = elements.getPackageOf(type).getQualifiedName().toString();
        String keyspace = !explicit.isEmpty()
                ? explicit
                : !options.keyspace().isEmpty()
                        ? options.keyspace()
                        : packageName.substring(packageName.lastIndexOf('.') + 1);
        if (!keyspace.matches("[A-Za-z][A-Za-z0-9_]{0,47}")) {
            String origin = !explicit.isEmpty()
                    ? "@Entity(keyspace)"
                    : !options.keyspace().isEmpty()
                            ? "-Aqueryfirst.keyspace"
                            : "the last segment of package '" + packageName + "'";
            scope.report(
                    Code.QF109,
                    !explicit.isEmpty() ? entity.at("keyspace") : entity.site(),
                    "keyspace '" + keyspace + "' (from " + origin + ")",
                    "a keyspace name is a letter followed by up to 47 letters, digits or underscores",
                    "set @Entity(keyspace = \"...\") to a valid name");
        }
        return keyspace;
    }

    private static Optional<Duration> ttl(Values entity, ReadScope scope) {
        String text = entity.string("ttl").trim();
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Optional<Duration> ttl = Ttl.parse(text);
        if (ttl.isEmpty()) {
            scope.report(
                    Code.QF109,
                    entity.at("ttl"),
                    "ttl \"" + text + "\"",
                    "a ttl is a positive ISO-8601 duration of at most 20 years (Cassandra's limit)",
                    "write it like \"P30D\" (30 days), \"PT12H\" (12 hours) or \"P1Y\"");
        }
        return ttl;
    }

    private Volume volume(TypeElement type, Site site, ReadScope scope) {
        Optional<AnnotationMirror> mirror = Mirrors.find(type, AttributeReader.CARDINALITY);
        if (mirror.isEmpty()) {
            return Volume.UNKNOWN;
        }
        Values c = new Values(elements, mirror.get(), site.annotation(AttributeReader.CARDINALITY, 0), scope);
        for (String member :
                List.of("distinct", "rowsPerValue", "maxRowsPerValue", "elements", "avgBytes", "changes")) {
            if (c.decimal(member) != 0) {
                scope.report(
                        Code.QF109,
                        c.at(member),
                        "@Cardinality(" + member + ") on entity " + type.getSimpleName(),
                        member + " describes an attribute, not the entity",
                        "move it to the attribute's @Cardinality; on the entity, use rows (and per)");
            }
        }
        return new Volume(
                AttributeReader.nonNegative(c, "rows", scope),
                AttributeReader.per(c),
                AttributeReader.nonNegative(c, "deletes", scope));
    }

    /** The QF codes of {@code @SuppressWarnings} on the type (a SOURCE annotation: source only). */
    private static Set<String> suppressed(TypeElement type) {
        return Mirrors.find(type, SuppressWarnings.class.getCanonicalName())
                .flatMap(m -> Mirrors.explicit(m, "value"))
                .map(v -> v.getValue() instanceof List<?> list ? list : List.of())
                .orElse(List.of())
                .stream()
                .filter(AnnotationValue.class::isInstance)
                .map(v -> String.valueOf(((AnnotationValue) v).getValue()).trim())
                .filter(code -> code.startsWith("QF"))
                .collect(Collectors.toCollection(TreeSet::new));
    }
}
