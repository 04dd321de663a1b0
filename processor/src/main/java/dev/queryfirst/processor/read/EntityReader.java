package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.StatementOptionsModel;
import dev.queryfirst.processor.model.TableOverrides;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
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
import java.util.stream.Stream;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
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
    private static final String KOTLIN_SUPPRESS = "kotlin.Suppress";

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
        this.attributes = new AttributeReader(elements, properties, this::reference, options.vectorTermBytes());
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
        Optional<Phrase> shape = properties.unsupportedShape(type);
        if (shape.isPresent()) {
            scope.report(
                    site,
                    EntityMessages.ENTITY_SHAPE
                            .with("entity", type.getSimpleName())
                            .with("shape", shape.get().text()));
            return Optional.empty();
        }
        Values entity =
                new Values(elements, Mirrors.find(type, ENTITY).orElseThrow(), site.annotation(ENTITY, 0), scope);
        List<Attribute> read = keyed(type, name, site, scope);
        StatementOptionsModel statementOptions = StatementOptionsReader.ofEntity(
                elements, type, site, notIdempotent(read, entity.bool("versioned")), scope);
        List<AccessPatternModel> accessPatterns = patterns.read(type, site, statementOptions, scope);
        String simpleName = type.getSimpleName().toString();
        String table = entity.string("table").trim();
        return Optional.of(new EntityModel(
                name,
                elements.getPackageOf(type).getQualifiedName().toString(),
                simpleName,
                Properties.constructed(type),
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
                overrides(entity, simpleName, scope),
                statementOptions));
    }

    /** Why the entity's writes cannot be idempotent (docs/statement-options.md, "Writes"); empty when they can. */
    private static String notIdempotent(List<Attribute> attributes, boolean versioned) {
        if (attributes.stream().anyMatch(Attribute::isCounter)) {
            return "its writes are counter increments, and an increment retried after a timeout may count twice";
        }
        if (versioned) {
            return "its writes are lightweight transactions, and a transaction retried after a timeout may fail"
                    + " on its own write";
        }
        return "";
    }

    /**
     * {@code @Entity(compaction, gcGraceSeconds)}; a value javac could not attribute reads as unset,
     * and so does a negative gcGraceSeconds (-1, the default, is unset; below it an error).
     */
    private static TableOverrides overrides(Values entity, String simpleName, ReadScope scope) {
        String compaction = entity.constant("compaction");
        long gcGraceSeconds = entity.number("gcGraceSeconds");
        if (gcGraceSeconds < -1) {
            scope.report(
                    entity.at("gcGraceSeconds"),
                    ValueMessages.NEGATIVE_GC_GRACE
                            .with("seconds", gcGraceSeconds)
                            .with("entity", simpleName));
        }
        return new TableOverrides(
                compaction.isEmpty() ? Entity.Compaction.BY_SHAPE : Entity.Compaction.valueOf(compaction),
                Math.max(-1, gcGraceSeconds));
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
                            a.attribute()
                                    .site()
                                    .annotation(AttributeReader.KEY, 0)
                                    .member("order"),
                            ValueMessages.DUPLICATE_KEY_ORDER
                                    .with("order", a.order())
                                    .with("attribute", a.attribute().name())
                                    .with("previous", previous));
                }
            }
        }
        List<AttributeReader.Read> keys = read.stream()
                .filter(AttributeReader.Read::key)
                .sorted(Comparator.comparingInt(a -> a.order() < 0 ? Integer.MAX_VALUE : a.order()))
                .toList();
        if (keys.isEmpty() && !declaresKey(type)) {
            scope.report(site, EntityMessages.NO_KEY.with("entity", type.getSimpleName()));
        }
        List<Attribute> out = new ArrayList<>();
        for (AttributeReader.Read a : read) {
            Attribute attribute = a.attribute();
            int position = keys.indexOf(a);
            out.add(
                    position < 0
                            ? attribute
                            // Every other declaration stays: a @Snapshot key reference was once rebuilt without it.
                            : attribute.withKeyOrder(position));
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
            ValueMessages origin = !explicit.isEmpty()
                    ? ValueMessages.INVALID_KEYSPACE
                    : !options.keyspace().isEmpty()
                            ? ValueMessages.INVALID_KEYSPACE_OPTION
                            : ValueMessages.INVALID_KEYSPACE_FROM_PACKAGE;
            scope.report(
                    !explicit.isEmpty() ? entity.at("keyspace") : entity.site(),
                    origin.with("keyspace", keyspace).with("package", packageName));
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
            scope.report(entity.at("ttl"), ValueMessages.INVALID_TTL.with("ttl", text));
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
                        c.at(member),
                        ValueMessages.ATTRIBUTE_NUMBER_ON_ENTITY
                                .with("member", member)
                                .with("entity", type.getSimpleName()));
            }
        }
        long deletes = AttributeReader.nonNegative(c, "deletes", "entity " + type.getSimpleName(), scope);
        ChronoUnit per = AttributeReader.per(c);
        if (deletes > 0 && per == null) {
            scope.report(c.at("deletes"), ValueMessages.DELETES_WITHOUT_RATE.with("entity", type.getSimpleName()));
            deletes = 0;
        }
        return new Volume(
                AttributeReader.nonNegative(c, "rows", "entity " + type.getSimpleName(), scope), per, deletes);
    }

    /**
     * The QF codes of {@code @SuppressWarnings} on the type (a SOURCE annotation: source only), or of
     * Kotlin's {@code @Suppress(names)}, which kapt keeps in the stub it runs processors on.
     */
    private static Set<String> suppressed(TypeElement type) {
        return Stream.concat(
                        suppressedNames(type, SuppressWarnings.class.getCanonicalName(), "value"),
                        suppressedNames(type, KOTLIN_SUPPRESS, "names"))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    private static Stream<String> suppressedNames(TypeElement type, String annotation, String member) {
        return Mirrors.find(type, annotation)
                .flatMap(m -> Mirrors.explicit(m, member))
                .map(v -> v.getValue() instanceof List<?> list ? list : List.of())
                .orElse(List.of())
                .stream()
                .filter(AnnotationValue.class::isInstance)
                .map(v -> String.valueOf(((AnnotationValue) v).getValue()).trim())
                .filter(code -> code.startsWith("QF"));
    }
}
