package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Draws a design an experienced developer could have written: keys, a mix of scalar, time,
 * collection, value and reference attributes, access patterns with ranges, orderings, buckets and
 * cardinality numbers, and the entity options. Most compile; some are rejected by the sizing
 * checks, which is part of what is being tested.
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
        referenced.attributes.add(new AttributeSpec("name", "java.lang.String", List.of(), TypeKind.ORDERED));
        if (chance(70)) {
            referenced.cardinality = "rows = " + (long) Math.pow(10, 2 + random.nextInt(5)) + "L";
        }
        design.others.add(referenced);
        String attribute = freshName(Character.toLowerCase(name.charAt(0)) + name.substring(1));
        // A live reference's fan-out must be bounded (QF205); an immutable main entity's is a snapshot.
        design.main.attributes.add(new AttributeSpec(
                attribute,
                design.qualified(name),
                List.of(Ann.CARDINALITY + "(maxRowsPerValue = 1_000)"),
                TypeKind.REFERENCE));
        if (chance(50)) {
            design.main.patterns.add(PatternSpec.of("by" + name + "Id", List.of(attribute + ".id"))
                    .withLimit(chance(50) ? "20" : null));
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
        if (pattern.range() == null && pattern.orderBy().isEmpty() && where.size() == 1 && chance(10)) {
            pattern = pattern.asIndex();
        } else if (chance(15)) {
            // Rows spread over shards of each partition: moves and reads must find every row in the
            // shard its key hashes to, however often it moves.
            pattern = pattern.withShards(2 + random.nextInt(3));
        }
        if (!pattern.index() && (chance(10) || sameWhere(main, where))) {
            // Two tables by the same where would get the same derived name (QF107): name one by hand.
            pattern = pattern.withTable(
                    Vocabulary.pick(random, List.of("lookup", "t", "by_hand", "custom_table")) + position);
        }
        main.patterns.add(pattern);
    }

    private static boolean sameWhere(EntitySpec main, List<String> where) {
        return main.patterns.stream().anyMatch(p -> p.where().equals(where));
    }

    private void bucket(EntitySpec main, AttributeSpec time) {
        if (time.annotations().stream().anyMatch(s -> s.startsWith(Ann.TIME_BUCKET))) {
            return;
        }
        boolean date = time.type().equals("java.time.LocalDate");
        String unit = Vocabulary.pick(
                random, date ? List.of("DAYS", "MONTHS", "YEARS") : List.of("MINUTES", "HOURS", "DAYS", "MONTHS"));
        String size = chance(20) ? ", size = " + (2 + random.nextInt(6)) : "";
        // A bucket directory (DESIGN §14) on some: its writes, reads without lookback and audit.
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
