package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Numbers and annotation values: negative, absurd, overflowing, unbounded, oversized, invalid. */
final class NumberDefects {

    private final Random random;
    private final Design design;
    private final EntitySpec main;

    NumberDefects(Random random, Design design) {
        this.random = random;
        this.design = design;
        this.main = design.main;
    }

    String negative() {
        String value = Vocabulary.pick(random, List.of("-1", "-1000", "Integer.MIN_VALUE"));
        String longValue = Vocabulary.pick(random, List.of("-1L", "Long.MIN_VALUE", value));
        AttributeSpec target = nonKey();
        switch (random.nextInt(8)) {
            case 0 -> main.cardinality = "rows = " + longValue;
            case 1 -> annotate(target, Ann.CARDINALITY + "(distinct = " + longValue + ")");
            case 2 -> annotate(target, Ann.CARDINALITY + "(avgBytes = " + value + ")");
            case 3 -> annotate(target, Ann.CARDINALITY + "(rowsPerValue = " + longValue + ")");
            case 4 -> annotate(target, Ann.CARDINALITY + "(maxRowsPerValue = " + longValue + ")");
            case 5 -> {
                PatternSpec p = new DefectApplier(random, design).anyPattern();
                main.patterns.set(main.patterns.indexOf(p), p.withLimit(value));
                return "limit = " + value;
            }
            case 6 -> {
                AttributeSpec time = time();
                annotate(
                        time,
                        Ann.TIME_BUCKET + "(value = " + Ann.UNIT + "DAYS, "
                                + Vocabulary.pick(random, List.of("size = " + value, "size = 0", "lookback = " + value))
                                + ")");
                return "@TimeBucket on " + time.name() + " with " + value;
            }
            default -> {
                AttributeSpec key = main.attributes.stream()
                        .filter(AttributeSpec::isKey)
                        .findFirst()
                        .orElseThrow();
                main.replace(
                        key,
                        new AttributeSpec(
                                key.name(), key.type(), List.of(Ann.KEY + "(order = " + value + ")"), key.kind()));
                return "@Key(order = " + value + ")";
            }
        }
        return "negative " + value + " on " + target.name() + " or the entity";
    }

    /** Legal but extreme values; several at once, since their products are what overflows. */
    String absurd() {
        List<String> done = new ArrayList<>();
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            AttributeSpec target = nonKey();
            String big = Vocabulary.pick(
                    random,
                    List.of(
                            "Long.MAX_VALUE",
                            "Long.MAX_VALUE / 2",
                            "4_611_686_018_427_387_904L",
                            "(long) Integer.MAX_VALUE * 3"));
            switch (random.nextInt(9)) {
                case 0 -> {
                    main.cardinality = "rows = " + big
                            + (random.nextBoolean()
                                    ? ", per = " + Ann.UNIT
                                            + Vocabulary.pick(random, List.of("MINUTES", "DAYS", "MILLENNIA", "NANOS"))
                                    : "");
                    done.add("entity " + main.cardinality);
                }
                case 1 -> done.add(annotate(target, Ann.CARDINALITY + "(distinct = " + big + ")"));
                case 2 ->
                    done.add(annotate(
                            target,
                            Ann.CARDINALITY + "(distinct = 1, rowsPerValue = " + big + ", maxRowsPerValue = " + big
                                    + ")"));
                case 3 -> done.add(annotate(target, Ann.CARDINALITY + "(avgBytes = Integer.MAX_VALUE)"));
                case 4 -> {
                    AttributeSpec tags = new AttributeSpec(
                            "hugeTags",
                            "java.util.Map<java.lang.String, " + "java.lang.String>",
                            List.of(Ann.CARDINALITY + "(elements = Integer.MAX_VALUE, avgBytes = Integer.MAX_VALUE)"),
                            TypeKind.UNKEYABLE);
                    if (!main.hasAttribute("hugeTags")) {
                        main.attributes.add(tags);
                    }
                    done.add("collection of Integer.MAX_VALUE elements");
                }
                case 5 -> {
                    PatternSpec p = new DefectApplier(random, design).anyPattern();
                    main.patterns.set(main.patterns.indexOf(p), p.withLimit("Integer.MAX_VALUE"));
                    done.add("limit Integer.MAX_VALUE");
                }
                case 6 ->
                    done.add(bucketed(Vocabulary.pick(
                            random,
                            List.of(
                                    "value = " + Ann.UNIT + "YEARS, size = Integer.MAX_VALUE",
                                    "value = " + Ann.UNIT + "MINUTES, size = Integer.MAX_VALUE",
                                    "value = " + Ann.UNIT + "DAYS, lookback = Integer.MAX_VALUE",
                                    "value = " + Ann.UNIT + "MONTHS, size = 1000000, lookback = 1000000",
                                    "value = " + Ann.UNIT + "WEEKS, size = 52"))));
                case 7 -> {
                    String ttl = Vocabulary.pick(
                            random, List.of("PT1S", "P7300D", "P20Y", "PT0.001S", "P1Y11M30DT23H59M59S"));
                    main.entityMembers.removeIf(m -> m.startsWith("ttl"));
                    main.entityMembers.add("ttl = " + Ann.literal(ttl));
                    done.add("ttl " + ttl);
                }
                default -> {
                    main.cardinality = "rows = 1L, per = " + Ann.UNIT + "MINUTES";
                    done.add(annotate(
                            target, Ann.CARDINALITY + "(distinct = Long.MAX_VALUE, per = " + Ann.UNIT + "YEARS)"));
                }
            }
        }
        return String.join(", ", done);
    }

    String badAnnotationValue() {
        switch (random.nextInt(12)) {
            case 0 -> {
                String ttl = Vocabulary.pick(
                        random, List.of("banana", "P-1D", "PT0S", "P9999Y", "30 days", "P", "-P1D", "PT-5M"));
                main.entityMembers.removeIf(m -> m.startsWith("ttl"));
                main.entityMembers.add("ttl = " + Ann.literal(ttl));
                return "ttl " + ttl;
            }
            case 1 -> {
                String unit = Vocabulary.pick(
                        random, List.of("SECONDS", "NANOS", "FOREVER", "ERAS", "DECADES", "MILLIS", "HALF_DAYS"));
                return bucketed("value = " + Ann.UNIT + unit);
            }
            case 2 -> {
                AttributeSpec text = new AttributeSpec(
                        "label2",
                        "java.lang.String",
                        List.of(Ann.TIME_BUCKET + "(value = " + Ann.UNIT + "DAYS)"),
                        TypeKind.ORDERED);
                main.attributes.add(text);
                return "@TimeBucket on a String";
            }
            case 3 -> {
                main.attributes.add(new AttributeSpec(
                        "notTime", "java.lang.String", List.of(Ann.COLUMN + "(timeuuid = true)"), TypeKind.ORDERED));
                return "@Column(timeuuid) on a String";
            }
            case 4 -> {
                main.attributes.add(
                        new AttributeSpec("cold", "int", List.of(Ann.COLUMN + "(frozen = true)"), TypeKind.ORDERED));
                return "@Column(frozen) on an int";
            }
            case 5 -> {
                String keyspace =
                        Vocabulary.pick(random, List.of("my-keyspace", "1abc", "k".repeat(49), "ключ", "a b"));
                main.entityMembers.add("keyspace = " + Ann.literal(keyspace));
                return "keyspace " + keyspace;
            }
            case 6 -> {
                main.attributes.add(
                        0, new AttributeSpec("first", "long", List.of(Ann.KEY + "(order = 0)"), TypeKind.ORDERED));
                main.attributes.add(
                        1, new AttributeSpec("second", "long", List.of(Ann.KEY + "(order = 0)"), TypeKind.ORDERED));
                return "two keys with order 0";
            }
            case 7 -> {
                AttributeSpec target = nonKey();
                return annotate(target, Ann.CARDINALITY + "(rows = 5)");
            }
            case 8 -> {
                main.cardinality = "rows = 100L, distinct = 5L";
                return "@Cardinality(distinct) on the entity";
            }
            case 9 -> {
                String name =
                        Vocabulary.pick(random, List.of("not valid", "1abc", "a.b", "class", "by-x", "for", "名 前"));
                PatternSpec p = new DefectApplier(random, design).anyPattern();
                main.patterns.set(main.patterns.indexOf(p), p.withName(name));
                return "pattern name '" + name + "'";
            }
            case 10 -> {
                main.attributes.add(new AttributeSpec(
                        "day",
                        "java.time.LocalDate",
                        List.of(Ann.TIME_BUCKET + "(value = " + Ann.UNIT + "HOURS)"),
                        TypeKind.TIME));
                return "LocalDate bucketed by HOURS";
            }
            default -> {
                if (main.shape != EntitySpec.Shape.RECORD) {
                    main.shape = EntitySpec.Shape.RECORD;
                }
                main.attributes.add(new AttributeSpec("scratch", "int", List.of(Ann.TRANSIENT), TypeKind.ORDERED));
                return "@Transient record component";
            }
        }
    }

    /** A rate with no bucket and no ttl (QF201), or time clustering with no numbers (QF202). */
    String unbounded() {
        main.entityMembers.removeIf(m -> m.startsWith("ttl"));
        // A where-less feed partitioned by its bucket alone would lose its partition key with the bucket.
        main.patterns.removeIf(p -> p.where().isEmpty() && !p.index());
        main.attributes.replaceAll(a -> new AttributeSpec(
                a.name(),
                a.type(),
                a.annotations().stream()
                        .filter(s -> !s.startsWith(Ann.TIME_BUCKET))
                        .toList(),
                a.kind()));
        main.attributes.add(new AttributeSpec(
                "stream", "java.lang.String", List.of(Ann.CARDINALITY + "(distinct = 1000)"), TypeKind.ORDERED));
        main.attributes.add(new AttributeSpec("at", "java.time.Instant", List.of(), TypeKind.TIME));
        main.patterns.add(PatternSpec.of("latestByStream", List.of("stream"))
                .withOrderBy(List.of("at DESC"))
                .withLimit("10"));
        if (random.nextBoolean()) {
            main.cardinality = "rows = 1000000L, per = " + Ann.UNIT + "DAYS";
            return "rate of 1M/day, no bucket, no ttl";
        }
        main.cardinality = null;
        main.attributes.replaceAll(a -> new AttributeSpec(
                a.name(),
                a.type(),
                a.annotations().stream()
                        .filter(s -> !s.startsWith(Ann.CARDINALITY))
                        .toList(),
                a.kind()));
        return "time-clustered partition with no numbers";
    }

    String oversized() {
        main.entityMembers.removeIf(m -> m.startsWith("ttl"));
        main.cardinality = "rows = 10_000_000_000L";
        main.attributes.add(new AttributeSpec(
                "tenant",
                "java.lang.String",
                List.of(Ann.CARDINALITY + "(distinct = " + (100 + random.nextInt(900)) + ")"),
                TypeKind.ORDERED));
        main.patterns.add(PatternSpec.of("byTenant", List.of("tenant")));
        return "10 billion rows over a few hundred tenants";
    }

    private String bucketed(String members) {
        AttributeSpec time = time();
        main.replace(
                time,
                new AttributeSpec(
                                time.name(),
                                time.type(),
                                time.annotations().stream()
                                        .filter(s -> !s.startsWith(Ann.TIME_BUCKET))
                                        .toList(),
                                time.kind())
                        .annotated(Ann.TIME_BUCKET + "(" + members + ")"));
        String key = main.attributes.stream()
                .filter(AttributeSpec::isKey)
                .findFirst()
                .map(AttributeSpec::name)
                .orElse(main.attributes.get(0).name());
        main.patterns.add(PatternSpec.of("bucketedBy" + main.patterns.size(), List.of(key))
                .withOrderBy(List.of(time.name() + " DESC"))
                .withLimit("50"));
        return "@TimeBucket(" + members + ") on " + time.name();
    }

    private AttributeSpec time() {
        return main.attributes.stream()
                .filter(a -> a.type().equals("java.time.Instant"))
                .findFirst()
                .orElseGet(() -> {
                    AttributeSpec time = new AttributeSpec("occurredAt", "java.time.Instant", List.of(), TypeKind.TIME);
                    main.attributes.add(time);
                    return time;
                });
    }

    private AttributeSpec nonKey() {
        List<AttributeSpec> candidates = main.attributes.stream()
                .filter(a -> !a.isKey() && a.kind() != TypeKind.REFERENCE)
                .toList();
        if (candidates.isEmpty()) {
            AttributeSpec extra = new AttributeSpec("extra", "java.lang.String", List.of(), TypeKind.ORDERED);
            main.attributes.add(extra);
            return extra;
        }
        return Vocabulary.pick(random, candidates);
    }

    /** Replaces the attribute's {@code @Cardinality} (a type has at most one) with {@code c}. */
    private String annotate(AttributeSpec a, String annotation) {
        String kind = annotation.substring(0, annotation.indexOf('('));
        AttributeSpec current = main.attribute(a.name());
        List<String> kept = new ArrayList<>(
                current.annotations().stream().filter(s -> !s.startsWith(kind)).toList());
        kept.add(annotation);
        main.replace(current, new AttributeSpec(a.name(), a.type(), kept, a.kind()));
        return annotation + " on " + a.name();
    }
}
