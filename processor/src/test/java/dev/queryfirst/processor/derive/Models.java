package dev.queryfirst.processor.derive;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableOverrides;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.Volume;
import dev.queryfirst.processor.vocabulary.Names;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Hand-built entity models for derive and check tests, read like the annotated source they stand
 * for:
 *
 * <pre>{@code
 * EntityModel log = entity("com.example.logs.LogMessage").immutable().rate(50_000_000, DAYS)
 *     .attribute(uuid("messageId").key())
 *     .attribute(text("sourceName").distinct(5_000))
 *     .attribute(instant("messageTime").bucket(DAYS))
 *     .pattern("recentBySource", p -> p.where("sourceName").orderBy("messageTime DESC").limit(10))
 *     .build();
 * }</pre>
 */
public final class Models {

    public static final String ACCESS_PATTERN = "dev.queryfirst.annotations.AccessPattern";

    private Models() {}

    public static EntityBuilder entity(String qualifiedName) {
        return new EntityBuilder(qualifiedName);
    }

    public static AttributeBuilder text(String name) {
        return scalar(name, ScalarKind.TEXT, "java.lang.String");
    }

    public static AttributeBuilder uuid(String name) {
        return scalar(name, ScalarKind.UUID, "java.util.UUID");
    }

    public static AttributeBuilder timeuuid(String name) {
        return scalar(name, ScalarKind.TIMEUUID, "java.util.UUID");
    }

    public static AttributeBuilder instant(String name) {
        return scalar(name, ScalarKind.TIMESTAMP, "java.time.Instant");
    }

    public static AttributeBuilder localDate(String name) {
        return scalar(name, ScalarKind.DATE, "java.time.LocalDate");
    }

    public static AttributeBuilder integer(String name) {
        return scalar(name, ScalarKind.INT, "int");
    }

    public static AttributeBuilder bigint(String name) {
        return scalar(name, ScalarKind.BIGINT, "long");
    }

    public static AttributeBuilder decimal(String name) {
        return scalar(name, ScalarKind.DECIMAL, "java.math.BigDecimal");
    }

    public static AttributeBuilder duration(String name) {
        return scalar(name, ScalarKind.DURATION, "java.time.Duration");
    }

    public static AttributeBuilder scalar(String name, ScalarKind kind, String javaType) {
        return new AttributeBuilder(name, new TypeModel.Scalar(kind, javaType));
    }

    public static AttributeBuilder list(String name, ScalarKind element) {
        return collection(name, TypeModel.CollectionKind.LIST, null, element);
    }

    public static AttributeBuilder set(String name, ScalarKind element) {
        return collection(name, TypeModel.CollectionKind.SET, null, element);
    }

    public static AttributeBuilder map(String name, ScalarKind key, ScalarKind value) {
        return collection(name, TypeModel.CollectionKind.MAP, key, value);
    }

    private static AttributeBuilder collection(
            String name, TypeModel.CollectionKind kind, ScalarKind key, ScalarKind element) {
        return new AttributeBuilder(
                name,
                new TypeModel.Collection(
                        kind,
                        key == null ? null : new TypeModel.Scalar(key, "java.lang.Object"),
                        new TypeModel.Scalar(element, "java.lang.Object"),
                        false));
    }

    /** A reference to another {@code @Entity}. */
    public static AttributeBuilder ref(String name, String entityQualifiedName) {
        return new AttributeBuilder(name, new TypeModel.Reference(entityQualifiedName));
    }

    /** A non-entity value type, stored as a frozen UDT. */
    public static AttributeBuilder value(String name, String javaType, String udtName, AttributeBuilder... fields) {
        List<Attribute> built = new ArrayList<>();
        for (AttributeBuilder field : fields) {
            built.add(field.build(javaType, -1));
        }
        return new AttributeBuilder(name, new TypeModel.Value(javaType, udtName, List.copyOf(built)));
    }

    /** A site on the n-th {@code @AccessPattern} of an entity. */
    public static Site patternSite(String entity, int index) {
        return Site.ofEntity(entity).annotation(ACCESS_PATTERN, index);
    }

    /** Builds one attribute. */
    public static final class AttributeBuilder {
        private final String name;
        private TypeModel type;
        private String column;
        private int keyOrder = -1;
        private long distinct;
        private long rowsPerValue;
        private long maxRowsPerValue;
        private ChronoUnit per;
        private int elements;
        private int avgBytes;
        private double changes;
        private TimeBucketModel bucket;
        private boolean fixed;

        private AttributeBuilder(String name, TypeModel type) {
            this.name = name;
            this.type = type;
            this.column = Names.snake(name);
        }

        /** {@code @Key}; order follows the order attributes are added. */
        public AttributeBuilder key() {
            keyOrder = Integer.MAX_VALUE;
            return this;
        }

        /** {@code @Fixed}: never changes once written. */
        public AttributeBuilder fixed() {
            fixed = true;
            return this;
        }

        public AttributeBuilder column(String name) {
            this.column = name;
            return this;
        }

        public AttributeBuilder frozen() {
            TypeModel.Collection c = (TypeModel.Collection) type;
            type = new TypeModel.Collection(c.kind(), c.key(), c.element(), true);
            return this;
        }

        public AttributeBuilder distinct(long value) {
            distinct = value;
            return this;
        }

        public AttributeBuilder rowsPerValue(long value) {
            rowsPerValue = value;
            return this;
        }

        public AttributeBuilder maxRowsPerValue(long value) {
            maxRowsPerValue = value;
            return this;
        }

        public AttributeBuilder per(ChronoUnit unit) {
            per = unit;
            return this;
        }

        public AttributeBuilder elements(int value) {
            elements = value;
            return this;
        }

        public AttributeBuilder avgBytes(int value) {
            avgBytes = value;
            return this;
        }

        /** {@code @Cardinality(changes)}: over the entity's life, or per {@link #per} when set. */
        public AttributeBuilder changes(double value) {
            changes = value;
            return this;
        }

        public AttributeBuilder bucket(ChronoUnit unit) {
            return bucket(unit, 1);
        }

        public AttributeBuilder bucket(ChronoUnit unit, int size) {
            bucket = new TimeBucketModel(unit, size, 0, "");
            return this;
        }

        /** A record component: read through {@code name()}, no setter. */
        Attribute build(String entity, int order) {
            return new Attribute(
                    name,
                    column,
                    type,
                    order,
                    new AttributeCardinality(
                            distinct, rowsPerValue, maxRowsPerValue, per, elements, avgBytes, false, changes),
                    Optional.ofNullable(bucket),
                    name,
                    null,
                    Site.ofAttribute(entity, name),
                    false,
                    fixed);
        }
    }

    /** Builds one access pattern. */
    public static final class PatternBuilder {
        private final List<String> where = new ArrayList<>();
        private String range = "";
        private final List<Ordering> orderBy = new ArrayList<>();
        private int limit;
        private String table = "";
        private boolean index;
        private final List<String> select = new ArrayList<>();
        private final List<String> partitionBy = new ArrayList<>();
        private boolean bucketed = true;
        private int shards = 1;

        /** {@code bucketed = false}. */
        public PatternBuilder unbucketed() {
            bucketed = false;
            return this;
        }

        public PatternBuilder shards(int count) {
            shards = count;
            return this;
        }

        public PatternBuilder where(String... paths) {
            where.addAll(List.of(paths));
            return this;
        }

        /** The part of {@code where} that forms the partition key. */
        public PatternBuilder partitionBy(String... paths) {
            partitionBy.addAll(List.of(paths));
            return this;
        }

        public PatternBuilder range(String path) {
            range = path;
            return this;
        }

        /** {@code "messageTime DESC"} or {@code "price"}. */
        public PatternBuilder orderBy(String... orderings) {
            for (String ordering : orderings) {
                String[] parts = ordering.trim().split("\\s+");
                orderBy.add(new Ordering(parts[0], parts.length > 1 && parts[1].equalsIgnoreCase("DESC")));
            }
            return this;
        }

        public PatternBuilder limit(int value) {
            limit = value;
            return this;
        }

        public PatternBuilder table(String name) {
            table = name;
            return this;
        }

        public PatternBuilder index() {
            index = true;
            return this;
        }

        /** The attributes a projected table holds besides its key (docs/mapping-rules.md, "Projections"). */
        public PatternBuilder select(String... paths) {
            select.addAll(List.of(paths));
            return this;
        }
    }

    /** Builds one entity. */
    public static final class EntityBuilder {
        private final String qualifiedName;
        private String keyspace;
        private String baseName;
        private Duration ttl;
        private boolean immutable;
        private boolean versioned;
        private Volume volume = Volume.UNKNOWN;
        private final List<AttributeBuilder> attributes = new ArrayList<>();
        private final List<Map.Entry<String, PatternBuilder>> patterns = new ArrayList<>();
        private final Set<String> suppressed = new TreeSet<>();
        private TableOverrides overrides = TableOverrides.NONE;

        private EntityBuilder(String qualifiedName) {
            this.qualifiedName = qualifiedName;
            String pkg = packageName();
            this.keyspace = pkg.substring(pkg.lastIndexOf('.') + 1);
            this.baseName = Names.pluralSnake(simpleName());
        }

        public EntityBuilder keyspace(String name) {
            keyspace = name;
            return this;
        }

        public EntityBuilder table(String name) {
            baseName = name;
            return this;
        }

        public EntityBuilder ttl(Duration value) {
            ttl = value;
            return this;
        }

        public EntityBuilder immutable() {
            immutable = true;
            return this;
        }

        public EntityBuilder versioned() {
            versioned = true;
            return this;
        }

        /** {@code @Cardinality(rows = n)}: a total. */
        public EntityBuilder rows(long rows) {
            volume = new Volume(rows, null);
            return this;
        }

        /** {@code @Cardinality(rows = n, per = unit)}: a growth rate. */
        public EntityBuilder rate(long rows, ChronoUnit per) {
            volume = new Volume(rows, per);
            return this;
        }

        /** A growth rate with {@code deletes} rows deleted per {@code per}. */
        public EntityBuilder rate(long rows, long deletes, ChronoUnit per) {
            volume = new Volume(rows, per, deletes);
            return this;
        }

        /** {@code @Entity(compaction, gcGraceSeconds)}; a negative gcGraceSeconds leaves it unset. */
        public EntityBuilder options(Entity.Compaction compaction, long gcGraceSeconds) {
            overrides = new TableOverrides(compaction, gcGraceSeconds);
            return this;
        }

        public EntityBuilder suppress(String code) {
            suppressed.add(code);
            return this;
        }

        public EntityBuilder attribute(AttributeBuilder attribute) {
            attributes.add(attribute);
            return this;
        }

        public EntityBuilder pattern(String name, Consumer<PatternBuilder> spec) {
            PatternBuilder builder = new PatternBuilder();
            spec.accept(builder);
            patterns.add(Map.entry(name, builder));
            return this;
        }

        public EntityModel build() {
            List<Attribute> built = new ArrayList<>();
            int keys = 0;
            for (AttributeBuilder attribute : attributes) {
                built.add(attribute.build(qualifiedName, attribute.keyOrder >= 0 ? keys++ : -1));
            }
            List<AccessPatternModel> builtPatterns = new ArrayList<>();
            for (int i = 0; i < patterns.size(); i++) {
                PatternBuilder p = patterns.get(i).getValue();
                builtPatterns.add(new AccessPatternModel(
                        patterns.get(i).getKey(),
                        List.copyOf(p.where),
                        p.range,
                        List.copyOf(p.orderBy),
                        p.limit,
                        p.table,
                        p.index,
                        p.bucketed,
                        p.shards,
                        patternSite(qualifiedName, i),
                        List.copyOf(p.select),
                        List.copyOf(p.partitionBy)));
            }
            return new EntityModel(
                    qualifiedName,
                    packageName(),
                    simpleName(),
                    true,
                    keyspace,
                    baseName,
                    Optional.ofNullable(ttl),
                    immutable,
                    versioned,
                    volume,
                    List.copyOf(built),
                    List.copyOf(builtPatterns),
                    Set.copyOf(suppressed),
                    Site.ofEntity(qualifiedName),
                    overrides);
        }

        private String packageName() {
            return qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        }

        private String simpleName() {
            return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        }
    }

    /** The {@code known} map of a compilation holding these entities. */
    public static Map<String, EntityModel> known(EntityModel... entities) {
        Map<String, EntityModel> known = new HashMap<>();
        for (EntityModel entity : entities) {
            known.put(entity.qualifiedName(), entity);
        }
        return known;
    }
}
