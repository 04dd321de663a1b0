package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Draws a design an experienced developer could have written: keys, a mix of scalar, time,
 * collection, value and reference attributes (live or {@code @Snapshot}), {@code @Fixed}
 * attributes, access patterns with ranges, orderings, buckets (some with a directory, some patterns
 * {@code bucketed = false}), shards, projections ({@code select}, with references too),
 * {@code partitionBy}, where-less patterns held in one partition, cardinality numbers, the entity
 * options, and counter entities. Most compile; some are rejected by the sizing checks, which is part
 * of what is being tested.
 */
public final class DesignGenerator {

    private final Random random;
    private final Set<String> usedNames = new LinkedHashSet<>();

    public DesignGenerator(Random random) {
        this.random = random;
    }

    public Design design(String packageName) {
        EntitySpec main = new EntitySpec(Vocabulary.pick(random, Vocabulary.ENTITY_NAMES), true);
        Design design = new Design(packageName, main);
        if (chance(8)) {
            return counters(design);
        }
        main.shape = chance(30) ? EntitySpec.Shape.BEAN : EntitySpec.Shape.RECORD;
        int keyParts = chance(20) ? 2 : 1;
        for (int i = 0; i < keyParts; i++) {
            main.attributes.add(new AttributeSpec(
                    freshName(i == 0 ? "id" : "part"),
                    Vocabulary.pick(random, Vocabulary.KEY_TYPES),
                    List.of(Ann.KEY),
                    TypeKind.ORDERED));
        }
        int attributes = 2 + random.nextInt(5);
        for (int i = 0; i < attributes; i++) {
            main.attributes.add(attribute());
        }
        if (chance(25)) {
            reference(design);
        }
        if (chance(25)) {
            value(design);
        }
        if (chance(15)) {
            design.others.add(enumType());
            main.attributes.add(
                    new AttributeSpec(freshName("level"), design.qualified("Level"), List.of(), TypeKind.ORDERED));
        }
        boolean rate = chance(30);
        if (chance(80)) {
            long rows = (long) Math.pow(10, 3 + random.nextInt(6));
            main.cardinality = "rows = " + rows + "L" + (rate ? ", per = " + Ann.UNIT + "DAYS" : "");
        }
        if (rate && chance(50)) {
            main.entityMembers.add("ttl = \"P30D\"");
        }
        if (chance(15)) {
            main.entityMembers.add("immutable = true");
        } else if (chance(15)) {
            main.entityMembers.add("versioned = true");
        }
        int patterns = random.nextInt(4);
        for (int i = 0; i < patterns; i++) {
            pattern(main, rate, i);
        }
        fix(main);
        return design;
    }

    /**
     * {@code @Fixed} on some attributes outside the key: tables keyed by them never move rows, and
     * an entity none of whose tables can move may do without its base table.
     */
    private void fix(EntitySpec main) {
        for (AttributeSpec a : List.copyOf(main.attributes)) {
            if (!a.isKey() && a.kind() != TypeKind.UNKEYABLE && chance(30)) {
                main.replace(a, a.annotated(Ann.FIXED));
            }
        }
    }

    /**
     * A counter entity: its key and counters only, in one table laid out for the patterns that read
     * a part of its key.
     */
    private Design counters(Design design) {
        EntitySpec main = design.main;
        main.shape = chance(30) ? EntitySpec.Shape.BEAN : EntitySpec.Shape.RECORD;
        int keyParts = 1 + random.nextInt(2);
        for (int i = 0; i < keyParts; i++) {
            main.attributes.add(new AttributeSpec(
                    freshName(i == 0 ? "id" : "part"),
                    Vocabulary.pick(random, Vocabulary.KEY_TYPES),
                    chance(20) ? List.of(Ann.KEY, Ann.FIXED) : List.of(Ann.KEY),
                    TypeKind.ORDERED));
        }
        int counters = 1 + random.nextInt(2);
        for (int i = 0; i < counters; i++) {
            main.attributes.add(new AttributeSpec(freshName("count"), "long", List.of(Ann.COUNTER), TypeKind.ORDERED));
        }
        if (chance(70)) {
            main.cardinality = "rows = " + (long) Math.pow(10, 3 + random.nextInt(5)) + "L";
        }
        List<AttributeSpec> key =
                main.attributes.stream().filter(AttributeSpec::isKey).toList();
        if (chance(60)) {
            main.patterns.add(PatternSpec.of("byFirst", List.of(key.get(0).name())));
        }
        if (chance(40)) {
            main.patterns.add(PatternSpec.of(
                    "byWholeKey", key.stream().map(AttributeSpec::name).toList()));
        }
        return design;
    }

    private AttributeSpec attribute() {
        int roll = random.nextInt(10);
        if (roll < 5) {
            String type = Vocabulary.pick(random, Vocabulary.ORDERED_TYPES);
            List<String> annotations = type.equals("java.lang.String") && chance(30)
                    ? List.of(Ann.CARDINALITY + "(avgBytes = " + (8 + random.nextInt(400)) + ")")
                    : List.of();
            return new AttributeSpec(freshName(null), type, annotations, TypeKind.ORDERED);
        }
        if (roll < 8) {
            return new AttributeSpec(
                    freshName(null), Vocabulary.pick(random, Vocabulary.TIME_TYPES), List.of(), TypeKind.TIME);
        }
        String type = Vocabulary.pick(random, Vocabulary.COLLECTION_TYPES);
        List<String> annotations = type.contains("<") && chance(40)
                ? List.of(Ann.CARDINALITY + "(elements = " + (1 + random.nextInt(50)) + ")")
                : List.of();
        return new AttributeSpec(freshName(null), type, annotations, TypeKind.UNKEYABLE);
    }

    private void reference(Design design) {
        String name = Vocabulary.pick(random, Vocabulary.REFERENCED_NAMES);
        EntitySpec referenced = new EntitySpec(name, true);
        referenced.attributes.add(new AttributeSpec("id", "java.util.UUID", List.of(Ann.KEY), TypeKind.ORDERED));
        referenced.attributes.add(new AttributeSpec(
                "name", "java.lang.String", chance(30) ? List.of(Ann.FIXED) : List.of(), TypeKind.ORDERED));
        if (chance(70)) {
            referenced.cardinality = "rows = " + (long) Math.pow(10, 2 + random.nextInt(5)) + "L";
        }
        design.others.add(referenced);
        String attribute = freshName(Character.toLowerCase(name.charAt(0)) + name.substring(1));
        // A live reference's fan-out must be bounded (QF205); an immutable main entity's is a snapshot.
        List<String> annotations = new ArrayList<>(List.of(Ann.CARDINALITY + "(maxRowsPerValue = 1_000)"));
        if (chance(25)) {
            annotations.add(Ann.SNAPSHOT);
        }
        design.main.attributes.add(
                new AttributeSpec(attribute, design.qualified(name), annotations, TypeKind.REFERENCE));
        if (chance(50)) {
            PatternSpec byReference = PatternSpec.of("by" + name + "Id", List.of(attribute + ".id"))
                    .withLimit(chance(50) ? "20" : null);
            // A projection leaving out the reference's copies, or keeping them (a live copy there).
            design.main.patterns.add(
                    chance(30)
                            ? byReference.withSelect(List.of(chance(50) ? attribute + ".name" : "id"))
                            : byReference);
        }
        if (chance(15)) {
            // The referenced entity's name in a key: a copy that must never change (@Fixed) or not be live.
            design.main.patterns.add(PatternSpec.of("by" + name + "Name", List.of(attribute + ".name")));
        }
    }

    private void value(Design design) {
        EntitySpec geo = new EntitySpec("Geo", false);
        geo.attributes.add(new AttributeSpec("lat", "double", List.of(), TypeKind.ORDERED));
        geo.attributes.add(new AttributeSpec("lon", "double", List.of(), TypeKind.ORDERED));
        EntitySpec address = new EntitySpec("Address", false);
        address.shape = chance(30) ? EntitySpec.Shape.BEAN : EntitySpec.Shape.RECORD;
        address.attributes.add(new AttributeSpec("street", "java.lang.String", List.of(), TypeKind.ORDERED));
        address.attributes.add(new AttributeSpec("city", "java.lang.String", List.of(), TypeKind.ORDERED));
        address.attributes.add(new AttributeSpec("geo", design.qualified("Geo"), List.of(), TypeKind.VALUE));
        design.others.add(address);
        design.others.add(geo);
        String type = design.qualified("Address");
        if (chance(40)) {
            design.main.attributes.add(new AttributeSpec(
                    freshName("addresses"), "java.util.List<" + type + ">", List.of(), TypeKind.UNKEYABLE));
        } else {
            design.main.attributes.add(new AttributeSpec(freshName("address"), type, List.of(), TypeKind.VALUE));
        }
    }

    private static EntitySpec enumType() {
        EntitySpec level = new EntitySpec("Level", false);
        level.shape = EntitySpec.Shape.ENUM;
        return level;
    }

    /** An access pattern over the entity's own keyable attributes, with plausible numbers. */
    private void pattern(EntitySpec main, boolean rate, int position) {
        List<AttributeSpec> keyable = main.attributes.stream()
                .filter(a -> a.kind() == TypeKind.ORDERED
                        || a.kind() == TypeKind.TIME
                        || a.kind() == TypeKind.VALUE && chance(20))
                .toList();
        if (keyable.isEmpty()) {
            return;
        }
        List<String> where = new ArrayList<>();
        where.add(Vocabulary.pick(random, keyable).name());
        if (chance(20)) {
            String second = Vocabulary.pick(random, keyable).name();
            if (!where.contains(second)) {
                where.add(second);
            }
        }
        for (String w : where) {
            AttributeSpec a = main.attribute(w);
            if (chance(80) && a.annotations().stream().noneMatch(s -> s.startsWith(Ann.CARDINALITY))) {
                main.replace(
                        a,
                        a.annotated(
                                Ann.CARDINALITY + "(distinct = " + (long) Math.pow(10, 2 + random.nextInt(5)) + "L)"));
            }
        }
        PatternSpec pattern = PatternSpec.of("by" + capitalize(where.get(0)) + position, where);
        if (where.size() == 2 && chance(40)) {
            pattern = pattern.withPartitionBy(List.of(where.get(0)));
        }
        if (main.cardinality != null && chance(8)) {
            // Nothing partitions it: the whole table in one partition, when the numbers say it fits
            // (without the entity's numbers it is a full scan, QF105).
            where.clear();
            pattern = pattern.withWhere(List.of()).withPartitionBy(List.of());
        }
        List<AttributeSpec> orderable = keyable.stream()
                .filter(a -> !where.contains(a.name()) && a.kind() != TypeKind.VALUE)
                .toList();
        if (!orderable.isEmpty() && chance(50)) {
            AttributeSpec clustered = Vocabulary.pick(random, orderable);
            boolean desc = chance(60);
            if (chance(60)) {
                pattern = pattern.withRange(clustered.name());
                if (chance(60)) {
                    pattern = pattern.withOrderBy(List.of(clustered.name() + (desc ? " DESC" : "")));
                }
            } else {
                pattern = pattern.withOrderBy(List.of(clustered.name() + (desc ? " DESC" : "")));
            }
            if (clustered.kind() == TypeKind.TIME && (rate || chance(50))) {
                bucket(main, clustered);
            }
        }
        if (chance(50)) {
            pattern = pattern.withLimit(String.valueOf(1 + random.nextInt(1000)));
        }
        pattern = shaped(main, pattern);
        if (pattern.range() == null && pattern.orderBy().isEmpty() && where.size() == 1 && chance(10)) {
            pattern = pattern.asIndex().withSelect(List.of()).withShards(null);
        } else if (chance(10) || samePartition(main, pattern)) {
            // Two tables by the same where would get the same derived name (QF107): name one by hand.
            pattern = pattern.withTable(
                    Vocabulary.pick(random, List.of("lookup", "t", "by_hand", "custom_table")) + position);
        }
        main.patterns.add(pattern);
    }

    /** {@code select}, {@code shards} and {@code bucketed = false}, each on some patterns. */
    private PatternSpec shaped(EntitySpec main, PatternSpec pattern) {
        if (chance(20)) {
            List<String> values = main.attributes.stream()
                    .filter(a -> !a.isKey())
                    .map(AttributeSpec::name)
                    .toList();
            if (!values.isEmpty()) {
                pattern = pattern.withSelect(List.of(Vocabulary.pick(random, values)));
            }
        }
        // Shards spread a partition's rows: a pattern with a range or an ordering has rows to spread.
        if ((pattern.range() != null || !pattern.orderBy().isEmpty()) && chance(10)) {
            pattern = pattern.withShards(String.valueOf(2 + random.nextInt(3)));
        }
        boolean bucketedOrder = pattern.orderBy().stream()
                .map(o -> main.attribute(o.replace(" DESC", "")))
                .anyMatch(a -> a.annotations().stream().anyMatch(s -> s.startsWith(Ann.TIME_BUCKET)));
        if (bucketedOrder && chance(15)) {
            pattern = pattern.unbucketed();
        }
        return pattern;
    }

    /** Whether another pattern is partitioned alike: both would get the same derived table name. */
    private static boolean samePartition(EntitySpec main, PatternSpec pattern) {
        return main.patterns.stream().anyMatch(p -> partition(p).equals(partition(pattern)));
    }

    private static List<String> partition(PatternSpec pattern) {
        return pattern.partitionBy().isEmpty() ? pattern.where() : pattern.partitionBy();
    }

    private void bucket(EntitySpec main, AttributeSpec drawn) {
        // The attribute as it is now: a where entry may have had numbers added since it was drawn.
        AttributeSpec time = main.attribute(drawn.name());
        if (time.annotations().stream().anyMatch(s -> s.startsWith(Ann.TIME_BUCKET))) {
            return;
        }
        boolean date = time.type().equals("java.time.LocalDate");
        String unit = Vocabulary.pick(
                random, date ? List.of("DAYS", "MONTHS", "YEARS") : List.of("MINUTES", "HOURS", "DAYS", "MONTHS"));
        String size = chance(20) ? ", size = " + (2 + random.nextInt(6)) : "";
        // A bucket directory (docs/mapping-rules.md, "Bucket directories") on some: its writes, reads without lookback
        // and audit.
        String directory = chance(30) ? ", directory = true" : "";
        main.replace(time, time.annotated(Ann.TIME_BUCKET + "(value = " + Ann.UNIT + unit + size + directory + ")"));
    }

    private String freshName(String preferred) {
        String name = preferred;
        while (name == null || usedNames.contains(name)) {
            name = preferred != null && name != null
                    ? preferred + usedNames.size()
                    : Vocabulary.pick(random, Vocabulary.ATTRIBUTE_NAMES);
        }
        usedNames.add(name);
        return name;
    }

    private boolean chance(int percent) {
        return random.nextInt(100) < percent;
    }

    static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
