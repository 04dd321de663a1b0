package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;
import dev.queryfirst.annotations.TimeBucket;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.util.Elements;

/**
 * Reads one property's annotations ({@code @Key}, {@code @Column}, {@code @Cardinality},
 * {@code @TimeBucket}) and type into an {@link Attribute}, validating their values (QF109 on the
 * offending member).
 */
final class AttributeReader {

    static final String KEY = Key.class.getCanonicalName();
    static final String SNAPSHOT = Snapshot.class.getCanonicalName();
    static final String COLUMN = Column.class.getCanonicalName();
    static final String CARDINALITY = Cardinality.class.getCanonicalName();
    static final String TIME_BUCKET = TimeBucket.class.getCanonicalName();
    static final String COUNTER = Counter.class.getCanonicalName();

    /**
     * An attribute with its raw key declaration, before the entity normalizes key order.
     *
     * @param attribute the attribute, with {@code keyOrder} -1
     * @param key whether it carries {@code @Key}
     * @param order the explicit {@code @Key(order)}, or -1 when unset
     */
    record Read(Attribute attribute, boolean key, int order) {}

    private final Elements elements;
    private final TypeReader types;

    AttributeReader(Elements elements, Properties properties, TypeReader.References references) {
        this.elements = elements;
        this.types = new TypeReader(properties, this, references);
    }

    /**
     * Reads a property of {@code owner} (an entity, or a value type when {@code entity} is false:
     * keys mean nothing there). Empty when its type is reported or missing.
     */
    Optional<Read> read(Property property, String owner, boolean entity, ReadScope scope) {
        Site site = Site.ofAttribute(owner, property.name());
        String label = "attribute " + property.name() + " of " + simpleName(owner);
        Optional<Values> column = values(property, COLUMN, site, scope);
        boolean timeuuid = column.map(c -> c.bool("timeuuid")).orElse(false);
        boolean frozen = column.map(c -> c.bool("frozen")).orElse(false);
        Optional<TypeModel> declared =
                types.read(property.type(), new TypeReader.Target(site, label, timeuuid, frozen), scope);
        Optional<Values> counter = values(property, COUNTER, site, scope);
        Optional<TypeModel> type = declared.isPresent() && counter.isPresent()
                ? CounterType.of(declared.get(), entity, counter.get(), label, scope)
                : declared;
        if (type.isEmpty()) {
            return Optional.empty();
        }
        column.ifPresent(c -> checkColumn(c, type.get(), label, scope));
        column.ifPresent(c -> checkColumnName(c, "name", "@Column(name", label, scope));
        String columnName = column.map(c -> c.string("name").trim())
                .filter(n -> !n.isEmpty())
                .orElse(Names.snake(property.name()));
        AttributeCardinality cardinality = EnumSizes.withNameBytes(
                values(property, CARDINALITY, site, scope)
                        .map(c -> cardinality(c, type.get(), label, scope))
                        .orElse(AttributeCardinality.NONE),
                type.get(),
                elements);
        Optional<TimeBucketModel> bucket =
                values(property, TIME_BUCKET, site, scope).flatMap(b -> bucket(b, type.get(), label, scope));
        Attribute attribute = new Attribute(
                property.name(),
                columnName,
                type.get(),
                -1,
                cardinality,
                bucket,
                property.getter(),
                property.setter(),
                site,
                snapshot(property, type.get(), label, site, scope));
        Optional<Values> key = entity ? values(property, KEY, site, scope) : Optional.empty();
        int order = key.map(k -> keyOrder(k, scope)).orElse(-1);
        return Optional.of(new Read(attribute, key.isPresent(), order));
    }

    private Optional<Values> values(Property property, String annotation, Site site, ReadScope scope) {
        Optional<AnnotationMirror> mirror = Mirrors.find(property.element(), annotation);
        return mirror.map(m -> new Values(elements, m, site.annotation(annotation, 0), scope));
    }

    /** Whether {@code @Snapshot} marks a reference; QF109 on it anywhere else, where it means nothing. */
    private boolean snapshot(Property property, TypeModel type, String label, Site site, ReadScope scope) {
        Optional<Values> snapshot = values(property, SNAPSHOT, site, scope);
        if (snapshot.isPresent() && !(type instanceof TypeModel.Reference)) {
            scope.report(
                    Code.QF109,
                    site.annotation(SNAPSHOT, 0),
                    "@Snapshot on " + label,
                    "only a reference to another @Entity is kept live, so only a reference can be a snapshot",
                    "remove @Snapshot: a value or a value type is stored as written");
            return false;
        }
        return snapshot.isPresent();
    }

    private static int keyOrder(Values key, ReadScope scope) {
        long order = key.number("order");
        if (key.isExplicit("order") && order < 0) {
            scope.report(
                    Code.QF109,
                    key.at("order"),
                    "@Key(order = " + order + ")",
                    "a key position cannot be negative",
                    "number the key attributes from 0, or leave order out to use declaration order");
            return -1;
        }
        return (int) order;
    }

    /**
     * QF107 for a column name generated Java cannot name: CQL would take {@code "a b"} or
     * {@code "semi;colon"} quoted, but the table class names a constant and a codec after every
     * column. Letters of any alphabet are fine ({@code größe}, {@code 名前}). Found by the
     * reliability module's fuzzer, where such names crashed the generator (QF000).
     *
     * @return whether the name is empty (the default) or usable
     */
    private static boolean checkColumnName(
            Values values, String member, String annotation, String label, ReadScope scope) {
        String name = values.string(member).trim();
        if (name.isEmpty() || isColumnName(name)) {
            return true;
        }
        scope.report(
                Code.QF107,
                values.at(member),
                annotation + " = \"" + name + "\") on " + label
                        + ": a column name is letters (of any alphabet), digits, _ and $, not starting with a"
                        + " digit, so that the generated Java can name it too",
                "use \"" + plainName(name) + "\"");
        return false;
    }

    private static boolean isColumnName(String name) {
        return !name.equals("_")
                && Character.isJavaIdentifierStart(name.codePointAt(0))
                && name.codePoints()
                        .allMatch(c -> Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c));
    }

    /** {@code "a b"} → {@code a_b}, {@code 1st} → {@code c_1st}: a name the check accepts. */
    private static String plainName(String name) {
        StringBuilder out = new StringBuilder();
        name.codePoints()
                .forEach(c -> out.appendCodePoint(
                        Character.isJavaIdentifierPart(c) && !Character.isIdentifierIgnorable(c) ? c : '_'));
        String plain = out.toString();
        return isColumnName(plain) ? plain : "c_" + plain;
    }

    private static void checkColumn(Values column, TypeModel type, String label, ReadScope scope) {
        if (column.bool("timeuuid") && !(type instanceof TypeModel.Scalar s && s.kind() == ScalarKind.TIMEUUID)) {
            scope.report(
                    Code.QF109,
                    column.at("timeuuid"),
                    "@Column(timeuuid = true) on " + label,
                    "only a java.util.UUID can be stored as a timeuuid",
                    "remove timeuuid, or declare the attribute as UUID");
        }
        if (column.bool("frozen") && !(type instanceof TypeModel.Collection || type instanceof TypeModel.Value)) {
            scope.report(
                    Code.QF109,
                    column.at("frozen"),
                    "@Column(frozen = true) on " + label,
                    "only collections and value types can be frozen",
                    "remove frozen");
        }
    }

    private static AttributeCardinality cardinality(Values c, TypeModel type, String label, ReadScope scope) {
        if (c.number("rows") != 0) {
            scope.report(
                    Code.QF109,
                    c.at("rows"),
                    "@Cardinality(rows) on " + label,
                    "rows counts the entity's rows, not an attribute's values",
                    "move rows to the entity's @Cardinality, or use distinct / rowsPerValue here");
        }
        boolean collection = type instanceof TypeModel.Collection;
        long elements = c.number("elements");
        if (elements != 0 && !collection) {
            scope.report(
                    Code.QF109,
                    c.at("elements"),
                    "@Cardinality(elements) on " + label,
                    "elements counts the elements of a collection, and this attribute is not one",
                    "remove elements, or use distinct / rowsPerValue");
        }
        if (c.bool("total") && c.number("rowsPerValue") == 0 && c.number("maxRowsPerValue") == 0) {
            scope.report(
                    Code.QF109,
                    c.at("total"),
                    "@Cardinality(total = true) on " + label,
                    "total makes rowsPerValue and maxRowsPerValue lifetime totals, and neither is set",
                    "add maxRowsPerValue = ... (the most rows one value ever has), or remove total");
        }
        if (c.bool("total") && per(c) != null) {
            scope.report(
                    Code.QF109,
                    c.at("per"),
                    "@Cardinality(total = true, per = ...) on " + label,
                    "a lifetime total has no time unit, and per makes the numbers a rate",
                    "remove per for a lifetime total, or remove total for a rate");
        }
        return new AttributeCardinality(
                nonNegative(c, "distinct", scope),
                nonNegative(c, "rowsPerValue", scope),
                nonNegative(c, "maxRowsPerValue", scope),
                per(c),
                (int) nonNegative(c, "elements", scope),
                (int) nonNegative(c, "avgBytes", scope),
                c.bool("total"));
    }

    /** A {@code @Cardinality} number, 0 (unset) when negative after reporting it. */
    static long nonNegative(Values c, String member, ReadScope scope) {
        long value = c.number(member);
        if (value < 0) {
            scope.report(
                    Code.QF109,
                    c.at(member),
                    "@Cardinality(" + member + " = " + value + ")",
                    "a count or size cannot be negative",
                    "use a positive number, or leave it out");
            return 0;
        }
        return value;
    }

    /** {@code per}: null when {@code FOREVER} (the default: the numbers are totals). */
    static ChronoUnit per(Values c) {
        String name = c.constant("per");
        return name.isEmpty() || name.equals(ChronoUnit.FOREVER.name()) ? null : ChronoUnit.valueOf(name);
    }

    private static Optional<TimeBucketModel> bucket(Values b, TypeModel type, String label, ReadScope scope) {
        boolean valid = true;
        if (!(type instanceof TypeModel.Scalar s && s.kind().isTime())) {
            boolean uuid = type instanceof TypeModel.Scalar s && s.kind() == ScalarKind.UUID;
            scope.report(
                    Code.QF109,
                    b.site(),
                    "@TimeBucket on " + label,
                    "only a time can be bucketed: Instant, LocalDate, LocalDateTime or a timeuuid UUID",
                    uuid
                            ? "store it as a timeuuid with @Column(timeuuid = true)"
                            : "move @TimeBucket to the attribute holding the time the rows are ordered by");
            valid = false;
        }
        String unitName = b.constant("value");
        ChronoUnit unit = unitName.isEmpty() ? ChronoUnit.DAYS : ChronoUnit.valueOf(unitName);
        if (unit.compareTo(ChronoUnit.MINUTES) < 0 || unit.compareTo(ChronoUnit.YEARS) > 0) {
            scope.report(
                    Code.QF109,
                    b.at("value"),
                    "@TimeBucket(" + unit.name() + ")",
                    "a bucket is MINUTES, HOURS, DAYS, WEEKS, MONTHS or YEARS",
                    "use a unit from MINUTES to YEARS (with size for multiples, e.g. size = 15 with MINUTES)");
            valid = false;
        } else if (type instanceof TypeModel.Scalar s
                && s.kind() == ScalarKind.DATE
                && unit.compareTo(ChronoUnit.DAYS) < 0) {
            scope.report(
                    Code.QF109,
                    b.at("value"),
                    "@TimeBucket(" + unit.name() + ") on " + label,
                    "a LocalDate has no time of day to bucket by " + unit.name().toLowerCase(Locale.ROOT),
                    "use DAYS or a longer unit");
            valid = false;
        }
        valid &= checkColumnName(b, "column", "@TimeBucket(column", label, scope);
        long size = b.number("size");
        if (size <= 0) {
            String one = unit.name().toLowerCase(Locale.ROOT).replaceAll("s$", "");
            scope.report(
                    Code.QF109,
                    b.at("size"),
                    "@TimeBucket(size = " + size + ")",
                    "a bucket spans at least one " + one,
                    "use size = 1 or more");
            valid = false;
        }
        long lookback = b.number("lookback");
        if (lookback < 0) {
            scope.report(
                    Code.QF109,
                    b.at("lookback"),
                    "@TimeBucket(lookback = " + lookback + ")",
                    "a read cannot walk back a negative number of buckets",
                    "use a positive number of buckets, or 0 to derive it from the ttl");
            valid = false;
        }
        return valid
                ? Optional.of(new TimeBucketModel(
                        unit, (int) size, (int) lookback, b.string("column").trim(), b.bool("directory")))
                : Optional.empty();
    }

    private static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
