package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.fuzz.Ann;
import dev.queryfirst.reliability.fuzz.AttributeSpec;
import dev.queryfirst.reliability.fuzz.Design;
import dev.queryfirst.reliability.fuzz.EntitySpec;
import dev.queryfirst.reliability.fuzz.PatternSpec;
import dev.queryfirst.runtime.bucket.BucketSpec;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The oracle's reading of a generated design, from docs/mapping-rules.md and docs/architecture.md, "The runtime" alone (not from the
 * processor): the attributes and what each access pattern's table is keyed and ordered by, hence
 * what each DAO method is and what it must return.
 *
 * @param design the generated design
 * @param attributes the main entity's attributes, in declaration order
 * @param patterns its access patterns, in declaration order
 * @param immutable {@code @Entity(immutable = true)}: insert and delete(entity) only
 * @param versioned {@code @Entity(versioned = true)}
 * @param referenced the referenced entity's simple name, or null
 * @param referencedNameFixed whether the referenced entity's name is {@code @Fixed}: its copies are
 *     never propagated
 * @param module whether the entity is compiled as a module of its keyspace ({@link SplitModel}):
 *     its DAO then takes the live copies other modules hold, so its writes read first
 */
record ModelShape(
        Design design,
        List<Attr> attributes,
        List<Shape> patterns,
        boolean immutable,
        boolean versioned,
        String referenced,
        boolean referencedNameFixed,
        boolean module) {

    /**
     * This shape compiled as a module of its keyspace: a mutable, unversioned entity's DAO is then
     * open to other modules' live copies (every oracle table holds whole entities, so one stands in
     * for a base table), and its {@code update} and {@code save} read the previous state first to
     * propagate to them (docs/architecture.md, "One keyspace, many modules").
     */
    ModelShape asModule() {
        return new ModelShape(
                design, attributes, patterns, immutable, versioned, referenced, referencedNameFixed, true);
    }

    /**
     * One attribute.
     *
     * @param index its position in the entity (and in the oracle's value arrays)
     * @param bucket its {@code @TimeBucket}, or null
     */
    record Attr(
            int index,
            String name,
            String javaType,
            Kind kind,
            boolean key,
            BucketSpec<?> bucket,
            boolean directory,
            boolean fixed) {

        /** Whether its value never changes once written: a key attribute, or a {@code @Fixed} one. */
        boolean neverChanges() {
            return key || fixed;
        }
    }

    /** A clustering column of a pattern's table: an attribute and its direction. */
    record Clustering(Attr attr, boolean descending) {}

    /**
     * One access pattern as its table serves it.
     *
     * @param where the equality attributes; a reference's key ({@code customer.id}) is its attribute
     *     with {@code referenceKey} set, its name ({@code customer.name}, a copy that never changes)
     *     its attribute with {@code referenceName} set
     * @param range the range attribute, or null
     * @param clustering the table's clustering columns in order (range, orderings, the rest of K)
     * @param bucket the bucketed clustering attribute, or null
     * @param limit the pattern's {@code limit}, 0 when unset
     * @param index {@code strategy = INDEX}: read through an index on the base table
     * @param sharded {@code shards = n}: its partitions are split in shards, read together and merged
     */
    record Shape(
            int position,
            String name,
            List<Attr> where,
            boolean referenceKey,
            boolean referenceName,
            Attr range,
            List<Clustering> clustering,
            Attr bucket,
            int limit,
            boolean index,
            boolean sharded) {

        /** The kind of the {@code i}-th equality argument: a reference's id or name, or the attribute's. */
        Kind argumentKind(int i) {
            return referenceKey
                    ? Kind.UUID
                    : referenceName ? Kind.TEXT : where.get(i).kind();
        }

        /** The pattern binds its table's whole primary key: an {@code Optional}, no pages. */
        boolean singleRow() {
            return bucket == null && range == null && !index && clustering.isEmpty();
        }

        /**
         * The list method takes a limit: a bucket walk, a read through an index (it spans every
         * partition), a merge of shards, or a pattern with a {@code limit} (a single-row pattern's
         * says nothing).
         */
        boolean limited() {
            return bucket != null || index || sharded || limit > 0 && !singleRow();
        }

        /**
         * Its table keeps a bucket directory (docs/mapping-rules.md, "Bucket directories"): reads list the non-empty buckets, so a
         * latest-first read has no lookback. (A where-less feed gets none: every bucket holds rows.)
         */
        boolean listed() {
            return bucket != null && bucket.directory() && !where.isEmpty();
        }

        /** A bucketed range read (walks the range's buckets) rather than a latest-first walk. */
        boolean bucketedRange() {
            return bucket != null && range == bucket;
        }

        /** The range attribute's clustering is descending. */
        boolean rangeDescending() {
            return !clustering.isEmpty()
                    && clustering.get(0).attr() == range
                    && clustering.get(0).descending();
        }
    }

    static final int LOOKBACK = 90;

    private static final Pattern BUCKET =
            Pattern.compile("value = java\\.time\\.temporal\\.ChronoUnit\\.(\\w+)(?:, size = (\\d+))?");

    /**
     * The shape of {@code design}, or empty when it uses what the oracle does not model: value
     * types, a TTL, patterns over a value type, projections, unbucketed patterns of bucketed
     * attributes, tables held in one partition, counters, snapshots. {@code @Fixed} attributes and
     * the base tables they make unnecessary are modeled.
     */
    static Optional<ModelShape> of(Design design) {
        EntitySpec main = design.main;
        if (main.entityMembers.stream().anyMatch(m -> m.startsWith("ttl"))
                || design.others.stream().anyMatch(o -> !o.entity && o.shape != EntitySpec.Shape.ENUM)
                || main.patterns.stream()
                        .anyMatch(p -> p.shaped() || !p.index() && p.where().isEmpty())
                || main.attributes.stream()
                        .flatMap(a -> a.annotations().stream())
                        .anyMatch(a -> a.startsWith(Ann.COUNTER) || a.startsWith(Ann.SNAPSHOT))) {
            return Optional.empty();
        }
        String referenced = design.others.stream()
                .filter(o -> o.entity)
                .map(o -> o.name)
                .findFirst()
                .orElse(null);
        List<Attr> attributes = new ArrayList<>();
        for (AttributeSpec a : main.attributes) {
            boolean isEnum = a.type().equals(design.packageName + ".Level");
            boolean isReference = referenced != null && a.type().equals(design.packageName + "." + referenced);
            Optional<Kind> kind = Kind.of(a.type(), isEnum, isReference);
            if (kind.isEmpty()) {
                return Optional.empty();
            }
            attributes.add(new Attr(
                    attributes.size(),
                    a.name(),
                    a.type(),
                    kind.get(),
                    a.isKey(),
                    bucket(a),
                    a.annotations().stream()
                            .anyMatch(s -> s.startsWith(Ann.TIME_BUCKET) && s.contains("directory = true")),
                    a.annotations().contains(Ann.FIXED)));
        }
        List<Shape> shapes = new ArrayList<>();
        for (PatternSpec p : main.patterns) {
            shapes.add(shape(shapes.size(), p, attributes));
        }
        if (shapes.stream().anyMatch(p -> !p.index() && p.where().isEmpty() && p.bucket() == null)) {
            // A table held in one partition, keyed by a constant: not modeled.
            return Optional.empty();
        }
        boolean referencedNameFixed = design.others.stream()
                .filter(o -> o.entity)
                .flatMap(o -> o.attributes.stream())
                .anyMatch(a -> a.name().equals("name") && a.annotations().contains(Ann.FIXED));
        return Optional.of(new ModelShape(
                design,
                List.copyOf(attributes),
                List.copyOf(shapes),
                main.entityMembers.contains("immutable = true"),
                main.entityMembers.contains("versioned = true"),
                referenced,
                referencedNameFixed,
                false));
    }

    private static BucketSpec<?> bucket(AttributeSpec a) {
        for (String annotation : a.annotations()) {
            if (annotation.startsWith(Ann.TIME_BUCKET)) {
                Matcher m = BUCKET.matcher(annotation);
                if (!m.find()) {
                    throw new IllegalStateException("unexpected bucket " + annotation);
                }
                ChronoUnit unit = ChronoUnit.valueOf(m.group(1));
                int size = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
                return unit.compareTo(ChronoUnit.DAYS) < 0
                        ? BucketSpec.instants(unit, size)
                        : BucketSpec.dates(unit, size);
            }
        }
        return null;
    }

    private static Shape shape(int position, PatternSpec p, List<Attr> attributes) {
        List<Attr> where = new ArrayList<>();
        boolean referenceKey = false;
        boolean referenceName = false;
        for (String w : p.where()) {
            referenceKey |= w.endsWith(".id");
            referenceName |= w.endsWith(".name");
            where.add(named(attributes, w.contains(".") ? w.substring(0, w.indexOf('.')) : w));
        }
        Attr range = p.range() == null ? null : named(attributes, p.range());
        Set<Attr> placed = new LinkedHashSet<>(where);
        List<Clustering> clustering = new ArrayList<>();
        if (!p.index()) {
            List<String> orderBy = p.orderBy();
            if (range != null) {
                boolean desc = !orderBy.isEmpty() && orderBy.get(0).endsWith(" DESC");
                clustering.add(new Clustering(range, desc));
                placed.add(range);
            }
            for (String o : orderBy) {
                Attr a = named(attributes, o.replace(" DESC", ""));
                if (placed.add(a)) {
                    clustering.add(new Clustering(a, o.endsWith(" DESC")));
                }
            }
            for (Attr a : attributes) {
                if (a.key() && placed.add(a)) {
                    clustering.add(new Clustering(a, false));
                }
            }
        }
        Attr bucket = clustering.stream()
                .map(Clustering::attr)
                .filter(a -> a.bucket() != null)
                .findFirst()
                .orElse(null);
        int limit = p.limit() == null ? 0 : Integer.parseInt(p.limit());
        return new Shape(
                position,
                p.name(),
                List.copyOf(where),
                referenceKey,
                referenceName,
                range,
                List.copyOf(clustering),
                bucket,
                limit,
                p.index(),
                p.shards() != null);
    }

    private static Attr named(List<Attr> attributes, String name) {
        return attributes.stream()
                .filter(a -> a.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("no attribute " + name));
    }

    List<Attr> key() {
        return attributes.stream().filter(Attr::key).toList();
    }

    /**
     * Attributes some table keys by. Only K's are never null: a null one outside K leaves the
     * entity out of the tables keyed by it (docs/mapping-rules.md, "Sparse tables").
     */
    boolean inSomePrimaryKey(Attr attr) {
        return attr.key()
                || patterns.stream()
                        .anyMatch(p -> !p.index()
                                && (p.where().contains(attr)
                                        || p.clustering().stream().anyMatch(c -> c.attr() == attr)));
    }

    /**
     * Attributes never null: K's, and for an entity without a base table those its first table is
     * keyed by, since that table must hold every entity (the audit's reference).
     */
    boolean mandatory(Attr attr) {
        if (attr.key()) {
            return true;
        }
        Optional<Shape> first = patterns.stream().filter(p -> !p.index()).findFirst();
        if (hasBase() || first.isEmpty()) {
            return false;
        }
        return first.get().where().contains(attr)
                || first.get().clustering().stream().anyMatch(c -> c.attr() == attr);
    }

    /**
     * Whether {@code pattern}'s table holds an entity with {@code values}: every attribute it is
     * keyed by is set (an index read goes to the base table, which holds every entity).
     */
    static boolean holds(Shape pattern, Object[] values) {
        if (pattern.index()) {
            return true;
        }
        for (Attr a : pattern.where()) {
            if (values[a.index()] == null) {
                return false;
            }
        }
        for (Clustering c : pattern.clustering()) {
            if (values[c.attr().index()] == null) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the name of the reference {@code attr} is a table's whole partition key: the DAO
     * refuses a write with an empty name, which Cassandra would.
     */
    boolean referenceNameIsWholePartitionKey(Attr attr) {
        return patterns.stream()
                .anyMatch(p -> !p.index()
                        && p.referenceName()
                        && p.bucket() == null
                        && p.where().size() == 1
                        && p.where().get(0) == attr);
    }

    /** Attributes that are a table's whole partition key: Cassandra refuses them empty. */
    boolean wholePartitionKey(Attr attr) {
        return attr.key() && key().size() == 1
                || patterns.stream()
                        .anyMatch(p -> !p.index()
                                && p.bucket() == null
                                && p.where().size() == 1
                                && p.where().get(0) == attr);
    }

    /**
     * Whether the entity has a base table, so {@code findByKey}, {@code delete(key…)} and an
     * {@code update} that reads first: an updatable entity has one unless no table can move a row,
     * it is not versioned, its live reference copies nothing into rows found through its key, and
     * some table holds it whole (rules read from the design, not from the processor). A pattern's
     * table keyed by the key alone is one. (A write-once entity's, when it has one, is not read
     * here: its DAO is driven by the entity.)
     */
    boolean hasBase() {
        if (immutable) {
            return false;
        }
        List<Shape> tables = patterns.stream().filter(p -> !p.index()).toList();
        boolean keyedByKey = tables.stream()
                .anyMatch(p -> !p.referenceKey()
                        && !p.referenceName()
                        && p.where().stream().allMatch(Attr::key)
                        && p.clustering().stream().allMatch(c -> c.attr().key()));
        return versioned || tables.isEmpty() || keyedByKey || anyMoves() || ownPlainCopies();
    }

    /**
     * Whether {@code update} and {@code save} read the previous state first: the entity is versioned,
     * some table can move rows, or its DAO propagates to other modules' copies. Otherwise they write every copy blindly, and an update of an
     * absent entity writes it.
     */
    boolean writesRead() {
        return !immutable && (versioned || anyMoves() || module);
    }

    /** Whether some table is keyed by an attribute that can change: an update moves its rows. */
    boolean anyMoves() {
        return patterns.stream()
                .filter(p -> !p.index())
                .anyMatch(p -> p.where().stream().anyMatch(a -> !a.neverChanges())
                        || p.clustering().stream().anyMatch(c -> !c.attr().neverChanges()));
    }

    /**
     * Whether the live reference copies the referenced name (not {@code @Fixed}) into a table not
     * partitioned by the reference's key alone, where each referencing row holds a copy.
     */
    private boolean ownPlainCopies() {
        if (referenced == null || referencedNameFixed || versioned) {
            return false;
        }
        return patterns.stream()
                .filter(p -> !p.index())
                .anyMatch(p -> !(p.referenceKey() && p.where().size() == 1 && p.bucket() == null));
    }

    String daoName() {
        return design.main.name + "Dao";
    }

    String label() {
        return design.packageName + "." + design.main.name
                + (immutable ? " (immutable)" : versioned ? " (versioned)" : "");
    }
}
