package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Applies one {@link Defect} to a good design and says exactly what it did. Each method keeps
 * the model legal Java: whatever goes wrong must be QueryFirst's to report.
 */
final class DefectApplier {

    private final Random random;
    private final Design design;
    private final EntitySpec main;

    DefectApplier(Random random, Design design) {
        this.random = random;
        this.design = design;
        this.main = design.main;
    }

    String apply(Defect defect) {
        return switch (defect) {
            case NONE -> "good design";
            case RESERVED_NAMES -> new NameDefects(random, design).reserved();
            case UNICODE_NAMES -> new NameDefects(random, design).unicode();
            case NESTED_GENERICS -> nestedGenerics();
            case ABSURD_NUMBERS -> new NumberDefects(random, design).absurd();
            case DURATION_PLACES -> durations(List.of("list", "mapValue", "udt", "frozenList"));
            case ILLEGAL_DURATION ->
                durations(List.of("set", "mapKey", "udtKey", "frozenListKey", "clustering", "nestedSet"));
            case UNKNOWN_ATTRIBUTE -> unknownAttribute();
            case MISSPELLED_ATTRIBUTE -> misspelled();
            case EMPTY_NAME -> emptyName();
            case DUPLICATE_PATTERN_NAME -> duplicatePattern();
            case DAO_METHOD_NAME -> daoMethodName();
            case DUPLICATE_COLUMN -> new NameDefects(random, design).duplicateColumn();
            case DUPLICATE_WHERE -> duplicateWhere();
            case CONTRADICTORY_ORDER -> contradictoryOrder();
            case NEGATIVE_NUMBER -> new NumberDefects(random, design).negative();
            case REFERENCE_CYCLE -> new ShapeDefects(random, design).referenceCycle();
            case NOT_AN_ENTITY -> new ShapeDefects(random, design).notAnEntity();
            case UNSUPPORTED_TYPE -> unsupportedType();
            case MISSING_KEY -> missingKey();
            case UNKEYABLE_KEY -> unkeyableKey();
            case NO_WHERE -> noWhere();
            case BAD_SHAPE -> new ShapeDefects(random, design).badShape();
            case BAD_ANNOTATION_VALUE -> new NumberDefects(random, design).badAnnotationValue();
            case BAD_TABLE_NAME -> new NameDefects(random, design).badTableName();
            case VALUE_CYCLE -> new ShapeDefects(random, design).valueCycle();
            case UNBOUNDED -> new NumberDefects(random, design).unbounded();
            case OVERSIZED -> new NumberDefects(random, design).oversized();
        };
    }

    private String nestedGenerics() {
        String address = ensureAddress();
        List<String> types = List.of(
                "java.util.List<java.util.List<java.lang.String>>",
                "java.util.Map<java.lang.String, java.util.List<java.util.Set<java.lang.Integer>>>",
                "java.util.Set<java.util.Map<java.lang.String, java.util.UUID>>",
                "java.util.Map<java.util.List<java.lang.String>, java.lang.String>",
                "java.util.List<java.util.Map<java.util.UUID, " + address + ">>",
                "java.util.Map<" + address + ", java.util.List<java.time.Instant>>",
                "java.util.Set<java.util.List<java.util.Map<java.lang.String, java.util.Set<java.lang.Long>>>>",
                "java.util.List<java.util.List<java.util.List<java.util.List<java.lang.Byte>>>>",
                "java.util.Map<java.lang.String, java.util.Map<java.lang.String, java.util.Map<java.lang.String, java.lang.Double>>>");
        List<String> added = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            String type = Vocabulary.pick(random, types);
            added.add(type);
            main.attributes.add(new AttributeSpec("nested" + i, type, List.of(), TypeKind.UNKEYABLE));
        }
        if (random.nextBoolean()) {
            main.attributes.add(new AttributeSpec(
                    "frozenTags",
                    "java.util.List<java.util.Set<java.lang.String>>",
                    List.of(Ann.COLUMN + "(frozen = true)"),
                    TypeKind.ORDERED));
            main.patterns.add(PatternSpec.of("byFrozenTags", List.of("frozenTags")));
            added.add("frozen list<set<text>> as partition key");
        }
        return "nested generics " + added;
    }

    private String durations(List<String> variants) {
        String address = ensureAddress();
        String variant = Vocabulary.pick(random, variants);
        switch (variant) {
            case "set" ->
                main.attributes.add(
                        new AttributeSpec("gaps", "java.util.Set<java.time.Duration>", List.of(), TypeKind.UNKEYABLE));
            case "mapKey" ->
                main.attributes.add(new AttributeSpec(
                        "gaps", "java.util.Map<java.time.Duration, java.lang.String>", List.of(), TypeKind.UNKEYABLE));
            case "mapValue" ->
                main.attributes.add(new AttributeSpec(
                        "gaps", "java.util.Map<java.lang.String, java.time.Duration>", List.of(), TypeKind.UNKEYABLE));
            case "list" ->
                main.attributes.add(
                        new AttributeSpec("gaps", "java.util.List<java.time.Duration>", List.of(), TypeKind.UNKEYABLE));
            case "nestedSet" ->
                main.attributes.add(new AttributeSpec(
                        "gaps", "java.util.List<java.util.Set<java.time.Duration>>", List.of(), TypeKind.UNKEYABLE));
            case "udt" -> {
                design.other("Address")
                        .orElseThrow()
                        .attributes
                        .add(new AttributeSpec("openFor", "java.time.Duration", List.of(), TypeKind.UNKEYABLE));
                main.attributes.add(new AttributeSpec("site", address, List.of(), TypeKind.VALUE));
            }
            case "frozenList" ->
                main.attributes.add(new AttributeSpec(
                        "gaps",
                        "java.util.List<java.time.Duration>",
                        List.of(Ann.COLUMN + "(frozen = true)"),
                        TypeKind.UNKEYABLE));
            case "udtKey" -> {
                EntitySpec addr = design.other("Address").orElseThrow();
                addr.attributes.add(new AttributeSpec("openFor", "java.time.Duration", List.of(), TypeKind.UNKEYABLE));
                main.attributes.add(new AttributeSpec("site", address, List.of(), TypeKind.VALUE));
                main.patterns.add(PatternSpec.of("bySite", List.of("site")));
            }
            case "frozenListKey" -> {
                main.attributes.add(new AttributeSpec(
                        "gaps",
                        "java.util.List<java.time.Duration>",
                        List.of(Ann.COLUMN + "(frozen = true)"),
                        TypeKind.ORDERED));
                main.patterns.add(PatternSpec.of("byGaps", List.of("gaps")));
            }
            default -> {
                main.attributes.add(new AttributeSpec("gaps", "java.time.Duration", List.of(), TypeKind.UNKEYABLE));
                main.patterns.add(
                        PatternSpec.of("byIdWithGaps", List.of(firstKey().name()))
                                .withOrderBy(List.of("gaps")));
            }
        }
        return "duration in " + variant;
    }

    private String unknownAttribute() {
        PatternSpec p = tablePattern();
        String ghost = Vocabulary.pick(
                random,
                List.of(
                        "nonexistent",
                        "id2",
                        "customer.nope",
                        "a.b.c",
                        "x y",
                        "DROP TABLE users; --",
                        "名前なし",
                        "ö",
                        "title.length",
                        "*",
                        "\"quoted\"",
                        "id.",
                        ".id",
                        "$",
                        "Id"));
        PatternSpec broken = switch (random.nextInt(3)) {
            case 0 -> p.withWhere(append(p.where(), ghost));
            case 1 -> p.withRange(ghost);
            default -> p.withOrderBy(append(p.orderBy(), ghost));
        };
        main.patterns.set(main.patterns.indexOf(p), broken);
        return "unknown attribute '" + ghost + "' in " + broken;
    }

    private String misspelled() {
        PatternSpec p = anyPattern();
        String original = p.where().get(0);
        String typo = typo(original);
        String candidate = typo;
        if (main.attributes.stream().anyMatch(a -> a.name().equals(candidate))) {
            typo = typo + "x";
        }
        main.patterns.set(main.patterns.indexOf(p), p.withWhere(replaceFirst(p.where(), typo)));
        return "'" + original + "' misspelled '" + typo + "'";
    }

    private String typo(String name) {
        int i = name.length() > 1 ? random.nextInt(name.length() - 1) : 0;
        return switch (random.nextInt(4)) {
            case 0 ->
                name.length() > 1
                        ? name.substring(0, i) + name.charAt(i + 1) + name.charAt(i) + name.substring(i + 2)
                        : name + name;
            case 1 -> name.length() > 1 ? name.substring(0, i) + name.substring(i + 1) : name + "_";
            case 2 ->
                Character.isUpperCase(name.charAt(0))
                        ? Character.toLowerCase(name.charAt(0)) + name.substring(1)
                        : Character.toUpperCase(name.charAt(0)) + name.substring(1);
            default ->
                name.toLowerCase(java.util.Locale.ROOT).equals(name)
                        ? name.toUpperCase(java.util.Locale.ROOT)
                        : name.toLowerCase(java.util.Locale.ROOT);
        };
    }

    private String emptyName() {
        PatternSpec p = anyPattern();
        PatternSpec broken = switch (random.nextInt(5)) {
            case 0 -> p.withWhere(append(p.where(), ""));
            case 1 -> p.withWhere(List.of("   "));
            case 2 -> p.withOrderBy(List.of(""));
            case 3 -> p.withName("");
            default -> p.withOrderBy(List.of(" DESC"));
        };
        main.patterns.set(main.patterns.indexOf(p), broken);
        return "empty name in " + broken;
    }

    private String duplicatePattern() {
        PatternSpec p = anyPattern();
        main.patterns.add(PatternSpec.of(p.name(), List.of(firstKey().name())));
        return "two access patterns named " + p.name();
    }

    private String daoMethodName() {
        PatternSpec p = anyPattern();
        String name = Vocabulary.pick(
                random,
                List.of(
                        "insert",
                        "delete",
                        "update",
                        "save",
                        "findByKey",
                        "audit",
                        "auditAndRepair",
                        "create",
                        "wait",
                        "insertAsync",
                        "deleteAsync",
                        "checkKey",
                        "hashCode",
                        p.name() + "Page"));
        if (name.endsWith("Page") && !name.equals(p.name())) {
            main.patterns.add(PatternSpec.of(name, List.of(firstKey().name())));
        } else {
            main.patterns.set(main.patterns.indexOf(p), p.withName(name));
        }
        return "access pattern named " + name;
    }

    private String duplicateWhere() {
        PatternSpec p = tablePattern();
        String w = p.where().get(0);
        // Ordering by an equality attribute orders nothing, so the contradiction must be elsewhere.
        String clustered = ensureOrdered(p.where()).name();
        PatternSpec broken = random.nextBoolean()
                ? p.withWhere(append(p.where(), w))
                : p.withRange(null).withOrderBy(List.of(clustered, clustered + " DESC"));
        main.patterns.set(main.patterns.indexOf(p), broken);
        return "repeated attribute in " + broken;
    }

    private String contradictoryOrder() {
        PatternSpec p = tablePattern();
        AttributeSpec a = ensureTime();
        // Ordered by an attribute of where, a pattern is not contradictory: every row of a partition
        // holds the same value there, or partitionBy makes it a leading clustering column.
        AttributeSpec b = ensureOrdered(append(p.where(), a.name()));
        PatternSpec broken = switch (random.nextInt(3)) {
            case 0 -> p.withRange(a.name()).withOrderBy(List.of(b.name() + " DESC"));
            case 1 ->
                p.withWhere(append(p.where(), a.name())).withRange(a.name()).withOrderBy(List.of());
            default -> p.withRange(a.name()).withOrderBy(List.of(a.name() + " SIDEWAYS"));
        };
        main.patterns.set(main.patterns.indexOf(p), broken);
        return "contradictory " + broken;
    }

    private String unsupportedType() {
        String type = Vocabulary.pick(random, Vocabulary.UNSUPPORTED_TYPES);
        if (random.nextInt(5) == 0) {
            main.shape = EntitySpec.Shape.GENERIC_RECORD;
            return "type variable T";
        }
        main.attributes.add(new AttributeSpec("odd", type, List.of(), TypeKind.UNSUPPORTED));
        return "unsupported type " + type;
    }

    private String missingKey() {
        for (AttributeSpec a : List.copyOf(main.attributes)) {
            if (a.isKey()) {
                main.replace(
                        a,
                        new AttributeSpec(
                                a.name(),
                                a.type(),
                                a.annotations().stream()
                                        .filter(s -> !s.startsWith(Ann.KEY))
                                        .toList(),
                                a.kind()));
            }
        }
        if (random.nextInt(4) == 0) {
            main.attributes.clear();
            main.patterns.clear();
            return "no attributes at all";
        }
        return "no @Key";
    }

    private String unkeyableKey() {
        String type = Vocabulary.pick(
                random,
                List.of(
                        "java.util.List<java.lang.String>",
                        "java.util.Set<java.util.UUID>",
                        "java.util.Map<java.lang.String, java.lang.String>",
                        "java.time.Duration"));
        AttributeSpec odd = new AttributeSpec("unkeyable", type, List.of(), TypeKind.UNKEYABLE);
        switch (random.nextInt(3)) {
            case 0 -> {
                main.attributes.add(0, odd.annotated(Ann.KEY));
                return "@Key on " + type;
            }
            case 1 -> {
                main.attributes.add(odd);
                main.patterns.add(PatternSpec.of("byUnkeyable", List.of("unkeyable")));
                return "where on " + type;
            }
            default -> {
                main.attributes.add(odd);
                main.patterns.add(
                        PatternSpec.of("byIdThenUnkeyable", List.of(firstKey().name()))
                                .withRange("unkeyable"));
                return "range on " + type;
            }
        }
    }

    private String noWhere() {
        PatternSpec p = anyPattern();
        // Without where, range, orderBy and shards nothing partitions the table (a where-less feed
        // is partitioned by the bucket of its time-bucketed order, and compiles); and without the
        // entity's numbers nothing shows that the whole table fits one partition.
        PatternSpec broken =
                p.withWhere(List.of()).withRange(null).withOrderBy(List.of()).withPartitionBy(List.of());
        broken = broken.withShards(null);
        main.cardinality = null;
        if (random.nextBoolean()) {
            broken = broken.asIndex();
        }
        main.patterns.set(main.patterns.indexOf(p), broken);
        return "no where in " + broken;
    }

    /**
     * A pattern of the main entity with a {@code where}, adding one on its first key attribute if
     * it has none (the defects rework a pattern's where; a where-less one is left as it is).
     */
    PatternSpec anyPattern() {
        List<PatternSpec> withWhere =
                main.patterns.stream().filter(p -> !p.where().isEmpty()).toList();
        if (withWhere.isEmpty()) {
            PatternSpec byKey = PatternSpec.of("byKey", List.of(firstKey().name()));
            main.patterns.add(byKey);
            return byKey;
        }
        return Vocabulary.pick(random, withWhere);
    }

    /**
     * A pattern served by a table of its own: an INDEX pattern rejects orderBy and range before
     * their attributes are looked at, which would hide the defect being planted.
     */
    PatternSpec tablePattern() {
        PatternSpec p = anyPattern();
        if (!p.index()) {
            return p;
        }
        PatternSpec table = p.asTable();
        main.patterns.set(main.patterns.indexOf(p), table);
        return table;
    }

    private AttributeSpec firstKey() {
        return main.attributes.stream().filter(AttributeSpec::isKey).findFirst().orElse(main.attributes.get(0));
    }

    private AttributeSpec ensureTime() {
        return main.attributes.stream()
                .filter(a -> a.kind() == TypeKind.TIME)
                .findFirst()
                .orElseGet(() -> {
                    AttributeSpec time = new AttributeSpec("happenedAt", "java.time.Instant", List.of(), TypeKind.TIME);
                    main.attributes.add(time);
                    return time;
                });
    }

    private AttributeSpec ensureOrdered(List<String> not) {
        return main.attributes.stream()
                .filter(a -> a.kind() == TypeKind.ORDERED && !a.isKey() && !not.contains(a.name()))
                .findFirst()
                .orElseGet(() -> {
                    AttributeSpec rank = new AttributeSpec("rankOrder", "int", List.of(), TypeKind.ORDERED);
                    main.attributes.add(rank);
                    return rank;
                });
    }

    /** The qualified name of the model's Address value type, declaring it if needed. */
    String ensureAddress() {
        if (design.other("Address").isEmpty()) {
            EntitySpec address = new EntitySpec("Address", false);
            address.attributes.add(new AttributeSpec("street", "java.lang.String", List.of(), TypeKind.ORDERED));
            address.attributes.add(new AttributeSpec("city", "java.lang.String", List.of(), TypeKind.ORDERED));
            design.others.add(address);
        }
        return design.qualified("Address");
    }

    static List<String> append(List<String> list, String value) {
        List<String> out = new ArrayList<>(list);
        out.add(value);
        return out;
    }

    private static List<String> replaceFirst(List<String> list, String value) {
        List<String> out = new ArrayList<>(list);
        out.set(0, value);
        return out;
    }
}
