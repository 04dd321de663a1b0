package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;
import dev.queryfirst.annotations.TimeBucket;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.ValueMessages;
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
    static final String FIXED = Fixed.class.getCanonicalName();

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

    /** @param vectorTermBytes the cluster's vector term size, which bounds {@code @Vector(dimensions)} */
    AttributeReader(Elements elements, Properties properties, TypeReader.References references, long vectorTermBytes) {
        this.elements = elements;
        this.types = new TypeReader(properties, this, references, new VectorReader(vectorTermBytes));
    }

    /**
     * Reads a property of {@code owner} (an entity, or a value type when {@code entity} is false:
     * keys mean nothing there). Empty when its type is reported or missing.
     */
    Optional<Read> read(Property property, String owner, boolean entity, ReadScope scope) {
        Site site = Site.ofAttribute(owner, property.name());
        String label = Phrase.ATTRIBUTE
                .with("attribute", property.name())
                .with("owner", simpleName(owner))
                .text();
        Optional<Values> column = values(property, COLUMN, site, scope);
        boolean timeuuid = column.map(c -> c.bool("timeuuid")).orElse(false);
        boolean frozen = column.map(c -> c.bool("frozen")).orElse(false);
        Values vector = values(property, VectorReader.VECTOR, site, scope).orElse(null);
        Optional<TypeModel> declared =
                types.read(property.type(), new TypeReader.Target(site, label, timeuuid, frozen, vector), scope);
        Optional<Values> counter = values(property, COUNTER, site, scope);
        Optional<TypeModel> type = declared.isPresent() && counter.isPresent()
                ? CounterType.of(declared.get(), entity, counter.get(), label, scope)
                : declared;
        if (type.isEmpty()) {
            return Optional.empty();
        }
        column.ifPresent(c -> checkColumn(c, type.get(), label, scope));
        column.ifPresent(c -> checkColumnName(c, "name", "@Column", label, scope));
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
                snapshot(property, type.get(), label, site, scope),
                fixed(property, counter.isPresent(), label, site, scope),
                values(property, MaskReader.MASKED, site, scope)
                        .flatMap(masked -> MaskReader.read(masked, type.get(), label, scope)));
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
            scope.report(site.annotation(SNAPSHOT, 0), ValueMessages.SNAPSHOT_NOT_REFERENCE.with("attribute", label));
            return false;
        }
        return snapshot.isPresent();
    }

    /**
     * Whether {@code @Fixed} marks the attribute; QF109 on it for a counter, which changes with every
     * increment. On a key attribute it is accepted: the key never changes anyway.
     */
    private boolean fixed(Property property, boolean counter, String label, Site site, ReadScope scope) {
        Optional<Values> fixed = values(property, FIXED, site, scope);
        if (fixed.isPresent() && counter) {
            scope.report(site.annotation(FIXED, 0), ValueMessages.FIXED_ON_COUNTER.with("attribute", label));
            return false;
        }
        return fixed.isPresent();
    }

    private static int keyOrder(Values key, ReadScope scope) {
        long order = key.number("order");
        if (key.isExplicit("order") && order < 0) {
            scope.report(key.at("order"), ValueMessages.NEGATIVE_KEY_ORDER.with("order", order));
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
                values.at(member),
                NameMessages.COLUMN_NAME_NOT_JAVA
                        .with("annotation", annotation)
                        .with("member", member)
                        .with("name", name)
                        .with("attribute", label)
                        .with("plain", plainName(name)));
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
            scope.report(column.at("timeuuid"), ValueMessages.TIMEUUID_NOT_UUID.with("attribute", label));
        }
        if (column.bool("frozen") && !(type instanceof TypeModel.Collection || type instanceof TypeModel.Value)) {
            scope.report(column.at("frozen"), ValueMessages.FROZEN_NOT_COLLECTION.with("attribute", label));
        }
    }

    private static AttributeCardinality cardinality(Values c, TypeModel type, String label, ReadScope scope) {
        if (c.number("rows") != 0) {
            scope.report(c.at("rows"), ValueMessages.ROWS_ON_ATTRIBUTE.with("attribute", label));
        }
        boolean collection = type instanceof TypeModel.Collection;
        long elements = c.number("elements");
        if (elements != 0 && !collection) {
            scope.report(c.at("elements"), ValueMessages.ELEMENTS_NOT_COLLECTION.with("attribute", label));
        }
        if (c.bool("total") && c.number("rowsPerValue") == 0 && c.number("maxRowsPerValue") == 0) {
            scope.report(c.at("total"), ValueMessages.TOTAL_WITHOUT_ROWS.with("attribute", label));
        }
        if (c.bool("total") && per(c) != null) {
            scope.report(c.at("per"), ValueMessages.TOTAL_WITH_PER.with("attribute", label));
        }
        if (c.number("deletes") != 0) {
            scope.report(c.at("deletes"), ValueMessages.DELETES_ON_ATTRIBUTE.with("attribute", label));
        }
        return new AttributeCardinality(
                nonNegative(c, "distinct", label, scope),
                nonNegative(c, "rowsPerValue", label, scope),
                nonNegative(c, "maxRowsPerValue", label, scope),
                per(c),
                (int) nonNegative(c, "elements", label, scope),
                (int) nonNegative(c, "avgBytes", label, scope),
                c.bool("total"),
                changes(c, label, scope));
    }

    /** {@code @Cardinality(changes)}: 0 (unset) when negative after reporting it. */
    private static double changes(Values c, String owner, ReadScope scope) {
        double value = c.decimal("changes");
        if (value < 0) {
            scope.report(
                    c.at("changes"),
                    ValueMessages.NEGATIVE_CARDINALITY
                            .with("member", "changes")
                            .with("value", value)
                            .with("owner", owner));
            return 0;
        }
        return value;
    }

    /**
     * A {@code @Cardinality} number, 0 (unset) when negative after reporting it on {@code owner}
     * (the attribute's label, or {@code entity Log}).
     */
    static long nonNegative(Values c, String member, String owner, ReadScope scope) {
        long value = c.number(member);
        if (value < 0) {
            scope.report(
                    c.at(member),
                    ValueMessages.NEGATIVE_CARDINALITY
                            .with("member", member)
                            .with("value", value)
                            .with("owner", owner));
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
                    b.site(),
                    (uuid ? ValueMessages.BUCKET_ON_PLAIN_UUID : ValueMessages.BUCKET_NOT_TIME)
                            .with("attribute", label));
            valid = false;
        }
        String unitName = b.constant("value");
        ChronoUnit unit = unitName.isEmpty() ? ChronoUnit.DAYS : ChronoUnit.valueOf(unitName);
        if (unit.compareTo(ChronoUnit.MINUTES) < 0 || unit.compareTo(ChronoUnit.YEARS) > 0) {
            scope.report(b.at("value"), ValueMessages.BUCKET_UNIT_OUT_OF_RANGE.with("unit", unit.name()));
            valid = false;
        } else if (type instanceof TypeModel.Scalar s
                && s.kind() == ScalarKind.DATE
                && unit.compareTo(ChronoUnit.DAYS) < 0) {
            scope.report(
                    b.at("value"),
                    ValueMessages.DATE_BUCKET_BELOW_DAY
                            .with("unit", unit.name())
                            .with("attribute", label)
                            .with("units", unit.name().toLowerCase(Locale.ROOT)));
            valid = false;
        }
        valid &= checkColumnName(b, "column", "@TimeBucket", label, scope);
        long size = b.number("size");
        if (size <= 0) {
            String one = unit.name().toLowerCase(Locale.ROOT).replaceAll("s$", "");
            scope.report(
                    b.at("size"),
                    ValueMessages.BUCKET_SIZE_BELOW_ONE.with("size", size).with("unit", one));
            valid = false;
        }
        long lookback = b.number("lookback");
        if (lookback < 0) {
            scope.report(b.at("lookback"), ValueMessages.NEGATIVE_LOOKBACK.with("lookback", lookback));
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
