package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Hostile names: CQL words, mixed case, non-ASCII, clashes and invalid table names. */
final class NameDefects {

    private final Random random;
    private final Design design;
    private final EntitySpec main;

    NameDefects(Random random, Design design) {
        this.random = random;
        this.design = design;
        this.main = design.main;
    }

    String reserved() {
        return rename(Vocabulary.CQL_WORDS, Vocabulary.HOSTILE_ENTITY_NAMES, true);
    }

    String unicode() {
        return rename(Vocabulary.UNICODE_NAMES, Vocabulary.UNICODE_ENTITY_NAMES, false);
    }

    /**
     * Renames the entity (sometimes), some attributes (updating the patterns that name them), and
     * sometimes sets column and table names from {@code words}.
     */
    private String rename(List<String> words, List<String> entityNames, boolean cqlWords) {
        List<String> done = new ArrayList<>();
        if (random.nextBoolean()) {
            String name = Vocabulary.pick(random, entityNames);
            if (!design.usesTypeName(name)) {
                main.name = name;
                done.add("entity " + name);
            }
        }
        int renames = 1 + random.nextInt(3);
        for (int i = 0; i < renames; i++) {
            AttributeSpec a = Vocabulary.pick(random, main.attributes);
            String to = Vocabulary.pick(random, words);
            if (!main.hasAttribute(to) && Vocabulary.isJavaName(to)) {
                design.rename(main, a.name(), to);
                done.add(a.name() + " -> " + to);
            }
        }
        if (random.nextInt(3) == 0) {
            AttributeSpec a = Vocabulary.pick(random, main.attributes);
            String column = cqlWords
                    ? Vocabulary.pick(random, Vocabulary.CQL_WORDS)
                    : Vocabulary.pick(
                            random,
                            List.of(
                                    "Mixed Case",
                                    "with space",
                                    "quote\"d",
                                    "ünïcödé",
                                    "UPPER",
                                    "semi;colon",
                                    "dash-ed",
                                    "名前",
                                    "a'b",
                                    "0starts_with_digit"));
            if (main.attributes.stream()
                    .noneMatch(x -> x.annotations().stream().anyMatch(s -> s.startsWith(Ann.COLUMN)))) {
                main.replace(a, a.annotated(Ann.COLUMN + "(name = " + Ann.literal(column) + ")"));
                done.add("@Column(name = " + column + ") on " + a.name());
            }
        }
        if (cqlWords && random.nextInt(3) == 0) {
            String table = Vocabulary.pick(
                    random, List.of("order", "select", "table", "key", "token", "user", "from", "where"));
            main.entityMembers.add("table = " + Ann.literal(table));
            done.add("@Entity(table = " + table + ")");
        }
        if (cqlWords && !main.patterns.isEmpty() && random.nextInt(3) == 0) {
            // Legal pattern names that are also the names of a table class's own reads.
            PatternSpec p = Vocabulary.pick(random, main.patterns);
            String name =
                    Vocabulary.pick(random, List.of("byKey", "row", "firstRow", "select", "order", "token", "scan"));
            if (main.patterns.stream().noneMatch(q -> q.name().equals(name))) {
                main.patterns.set(main.patterns.indexOf(p), p.withName(name));
                done.add("pattern " + p.name() + " -> " + name);
            }
        }
        if (cqlWords && !main.patterns.isEmpty() && random.nextInt(3) == 0) {
            PatternSpec p = Vocabulary.pick(random, main.patterns);
            String table = Vocabulary.pick(random, List.of("limit", "index", "primary", "keyspace"));
            main.patterns.set(main.patterns.indexOf(p), p.withTable(table));
            done.add("table " + table + " for " + p.name());
        }
        design.other("Address").ifPresent(address -> {
            if (random.nextBoolean()) {
                String to = Vocabulary.pick(random, words);
                if (Vocabulary.isJavaName(to) && !address.hasAttribute(to)) {
                    design.rename(address, "street", to);
                    done.add("Address.street -> " + to);
                }
            }
        });
        return String.join(", ", done);
    }

    String duplicateColumn() {
        AttributeSpec a =
                main.attributes.stream().filter(x -> !x.isKey()).findFirst().orElse(main.attributes.get(0));
        switch (random.nextInt(6)) {
            case 4 -> {
                // The bucket column's derived name, message_time_day, is also an attribute's column.
                main.attributes.add(new AttributeSpec(
                        "messageTime",
                        "java.time.Instant",
                        List.of(Ann.TIME_BUCKET + "(value = " + Ann.UNIT + "DAYS)"),
                        TypeKind.TIME));
                main.attributes.add(
                        new AttributeSpec("messageTimeDay", "java.time.LocalDate", List.of(), TypeKind.TIME));
                main.patterns.add(
                        PatternSpec.of("latestMessages", List.of(firstKey().name()))
                                .withOrderBy(List.of("messageTime DESC")));
                return "messageTimeDay and the day bucket of messageTime";
            }
            case 5 -> {
                main.entityMembers.removeIf(m -> m.startsWith("immutable") || m.startsWith("versioned"));
                main.entityMembers.add("versioned = true");
                main.attributes.add(new AttributeSpec("version", "java.lang.String", List.of(), TypeKind.ORDERED));
                return "versioned entity with its own version attribute";
            }
            case 0 -> {
                main.attributes.add(new AttributeSpec("someValue", "int", List.of(), TypeKind.ORDERED));
                main.attributes.add(new AttributeSpec("some_value", "long", List.of(), TypeKind.ORDERED));
                return "someValue and some_value";
            }
            case 1 -> {
                String column = dev.queryfirst.processor.vocabulary.Names.snake(a.name());
                main.attributes.add(new AttributeSpec(
                        "twin",
                        "java.lang.String",
                        List.of(Ann.COLUMN + "(name = " + Ann.literal(column) + ")"),
                        TypeKind.ORDERED));
                return "@Column(name = " + column + ") on twin, the column of " + a.name();
            }
            case 2 -> {
                main.attributes.add(new AttributeSpec("Amount", "int", List.of(), TypeKind.ORDERED));
                main.attributes.add(new AttributeSpec(
                        "amount_", "int", List.of(Ann.COLUMN + "(name = \"amount\")"), TypeKind.ORDERED));
                return "Amount and @Column(name = amount)";
            }
            default -> {
                AttributeSpec time = new AttributeSpec(
                        "at",
                        "java.time.Instant",
                        List.of(Ann.TIME_BUCKET + "(value = " + Ann.UNIT + "DAYS, column = "
                                + Ann.literal(dev.queryfirst.processor.vocabulary.Names.snake(a.name())) + ")"),
                        TypeKind.TIME);
                main.attributes.add(time);
                main.patterns.add(
                        PatternSpec.of("byKeyLatest", List.of(firstKey().name()))
                                .withOrderBy(List.of("at DESC")));
                return "bucket column named like " + a.name();
            }
        }
    }

    private AttributeSpec firstKey() {
        return main.attributes.stream().filter(AttributeSpec::isKey).findFirst().orElse(main.attributes.get(0));
    }

    String badTableName() {
        switch (random.nextInt(5)) {
            case 0 -> {
                String table = Vocabulary.pick(
                        random,
                        List.of(
                                "my-table",
                                "a b",
                                "名前",
                                "drop table x;",
                                "x".repeat(60),
                                "t.t",
                                "\"quoted\"",
                                "1st_things"));
                PatternSpec p = new DefectApplier(random, design).anyPattern();
                main.patterns.set(main.patterns.indexOf(p), p.withTable(table));
                return "pattern table '" + table + "'";
            }
            case 1 -> {
                String table =
                        Vocabulary.pick(random, List.of("bad name", "ünï", "x".repeat(49), "a-b", "2024_events"));
                main.entityMembers.add("table = " + Ann.literal(table));
                return "@Entity(table = '" + table + "')";
            }
            case 2 -> {
                // Tables named by hand would spare the long derived names.
                main.patterns.replaceAll(p -> p.withTable(null));
                main.name = "VeryLongEntityNameThatGoesOnAndOnBeyondFortyEightChars";
                return "entity name longer than a table name may be";
            }
            case 3 -> {
                PatternSpec p = new DefectApplier(random, design).tablePattern();
                AttributeSpec key = main.attributes.stream()
                        .filter(AttributeSpec::isKey)
                        .findFirst()
                        .orElseThrow();
                String other = main.attributes.stream()
                        .filter(a -> !a.isKey() && (a.kind() == TypeKind.TIME || a.kind() == TypeKind.ORDERED))
                        .map(AttributeSpec::name)
                        .findFirst()
                        .orElse(null);
                if (other == null) {
                    main.attributes.add(new AttributeSpec("other", "int", List.of(), TypeKind.ORDERED));
                    other = "other";
                }
                // One clusters by another attribute, the other does not: different tables, one name, or
                // names CQL tells apart (quoted) that give one generated class.
                String twin = Vocabulary.pick(random, List.of("shared", "Shared", "SHARED", "sha_red"));
                main.patterns.set(
                        main.patterns.indexOf(p),
                        p.withWhere(List.of(key.name()))
                                .withRange(null)
                                .withOrderBy(List.of())
                                .withTable("shared"));
                main.patterns.add(PatternSpec.of("twinOf" + p.name(), List.of(key.name()))
                        .withOrderBy(List.of(other + " DESC"))
                        .withTable(twin));
                return "two different tables named shared and " + twin;
            }
            default -> {
                // An immutable entity has no generated base table to clash with.
                main.entityMembers.removeIf(m -> m.startsWith("immutable"));
                // A pattern keyed by the entity key alone would be the base table, under another name.
                List<String> keys = main.attributes.stream()
                        .filter(AttributeSpec::isKey)
                        .map(AttributeSpec::name)
                        .toList();
                main.patterns.removeIf(p -> p.where().equals(keys));
                main.patterns.replaceAll(p -> p.withTable(null));
                PatternSpec p = new DefectApplier(random, design).tablePattern();
                String base = dev.queryfirst.processor.vocabulary.Names.pluralSnake(main.name);
                String other = main.attributes.stream()
                        .filter(a -> !a.isKey() && a.kind() == TypeKind.ORDERED)
                        .map(AttributeSpec::name)
                        .findFirst()
                        .orElse(null);
                if (other == null) {
                    main.attributes.add(new AttributeSpec("other", "int", List.of(), TypeKind.ORDERED));
                    other = "other";
                }
                // Keyed by an attribute that may change, the table can move rows: the base table exists.
                AttributeSpec moving = main.attribute(other);
                main.replace(
                        moving,
                        new AttributeSpec(
                                moving.name(),
                                moving.type(),
                                moving.annotations().stream()
                                        .filter(a -> !a.equals(Ann.FIXED))
                                        .toList(),
                                moving.kind()));
                main.patterns.set(
                        main.patterns.indexOf(p),
                        p.withWhere(List.of(other))
                                .withRange(null)
                                .withOrderBy(List.of())
                                .withTable(base));
                return "pattern table named like the base table " + base;
            }
        }
    }
}
