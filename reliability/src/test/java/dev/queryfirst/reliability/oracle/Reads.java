package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.oracle.ModelShape.Attr;
import dev.queryfirst.reliability.oracle.ModelShape.Shape;
import dev.queryfirst.runtime.Page;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletionException;

/**
 * The reads after a step: {@code findByKey} of each touched entity, and every access pattern for
 * the partitions of each touched state — as a list with the pattern's limit, with a small limit,
 * or page by page with small pages (following cursors across buckets), synchronously or not, with
 * drawn range bounds — each compared with the {@link Store}.
 */
final class Reads {

    /** A difference: what was read, expected and actual rows. */
    record Difference(String read, List<String> expected, List<String> actual) {}

    /** At most this many buckets between a bucketed range's bounds: each is a query. */
    private static final int RANGE_BUCKETS = 12;

    private final ModelShape shape;
    private final ModelDriver driver;
    private final Store store;
    private final Values values;
    private final Random random;

    Reads(ModelShape shape, ModelDriver driver, Store store, Values values, Random random) {
        this.shape = shape;
        this.driver = driver;
        this.store = store;
        this.values = values;
        this.random = random;
    }

    Difference compare(List<Object[]> states, Instant now) {
        Set<String> done = new HashSet<>();
        for (Object[] state : states) {
            if (shape.hasBase() && done.add("key " + store.key(state))) {
                Difference d = findByKey(state);
                if (d != null) {
                    return d;
                }
            }
            for (Shape p : shape.patterns()) {
                Object[] equal = Store.arguments(p, state);
                // A null argument: the entity has no row in this sparse table, and the read refuses it.
                if (java.util.Arrays.asList(equal).contains(null)
                        || !done.add(p.name() + Operation.render(java.util.Arrays.asList(equal)))) {
                    continue;
                }
                Difference d = emptyWholeKey(p, equal) ? refused(p, equal) : pattern(p, equal, now);
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    /**
     * An empty text or blob as the whole partition key: no write can put a row there, and
     * Cassandra refuses the read ("Key may not be empty"), so the DAO must refuse it first.
     */
    private static boolean emptyWholeKey(Shape p, Object[] equal) {
        return !p.index()
                && p.bucket() == null
                && equal.length == 1
                && p.argumentKind(0).canBeEmpty()
                && (equal[0] instanceof String s && s.isEmpty()
                        || equal[0] instanceof byte[] b && b.length == 0
                        || equal[0] instanceof java.nio.ByteBuffer buffer && !buffer.hasRemaining());
    }

    /** The read of an empty whole partition key, list or page: an IllegalArgumentException naming the parameter. */
    private Difference refused(Shape p, Object[] equal) {
        boolean paged = !p.singleRow() && random.nextBoolean();
        boolean async = random.nextBoolean();
        String read = p.name()
                + (paged ? "Page" : "")
                + (async ? "Async" : "")
                + Operation.render(java.util.Arrays.asList(equal));
        Object[] bounds =
                p.range() == null ? new Object[2] : p.bucketedRange() ? bucketBounds(p.range()) : bounds(p.range());
        String outcome;
        try {
            if (paged) {
                driver.page(p.position(), equal, bounds[0], bounds[1], 2, null, async);
            } else {
                driver.list(p.position(), equal, bounds[0], bounds[1], 1, async);
            }
            outcome = "rows";
        } catch (RuntimeException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            outcome = cause.toString();
            if (cause instanceof IllegalArgumentException && cause.getMessage().contains("must not be empty")) {
                return null;
            }
        }
        return new Difference(
                read, List.of("IllegalArgumentException: <parameter> must not be empty"), List.of(outcome));
    }

    /** Every entity's reads: after a save of the referenced entity, every copy may have changed. */
    Difference compareEverything(Instant now) {
        List<Object[]> all = store.keys().stream().map(store::written).toList();
        return compare(all, now);
    }

    private Difference findByKey(Object[] state) {
        List<Object> key = store.key(state);
        Optional<?> found =
                driver.findByKey(shape.key().stream().map(a -> state[a.index()]).toArray());
        Object[] expected = store.expected(key);
        List<Object[]> actual = found.isPresent() ? List.<Object[]>of(driver.values(found.get())) : List.of();
        return differ(
                "findByKey" + key, expected == null ? List.of() : List.<Object[]>of(expected), actual, null, null);
    }

    private Difference pattern(Shape p, Object[] equal, Instant now) {
        Object from = null;
        Object to = null;
        if (p.range() != null) {
            Object[] bounds = p.bucketedRange() ? bucketBounds(p.range()) : bounds(p.range());
            from = bounds[0];
            to = bounds[1];
        }
        boolean async = random.nextInt(3) == 0;
        int variant = p.singleRow() ? 0 : random.nextInt(3);
        int limit = variant == 1 ? 1 + random.nextInt(3) : p.limit() > 0 ? p.limit() : 1_000;
        String read = p.name()
                + (variant == 2 ? "Page" : "")
                + (async ? "Async" : "")
                + Operation.render(java.util.Arrays.asList(equal))
                + (p.range() != null ? " from " + Operation.render(from) + " to " + Operation.render(to) : "")
                + (variant == 2 ? "" : p.limited() ? " limit " + limit : "");
        List<Object[]> expected = store.expected(p, equal, from, to, now);
        boolean inverted = p.range() != null
                && p.range()
                                .kind()
                                .compare(
                                        p.range().kind().stored(from),
                                        p.range().kind().stored(to))
                        >= 0;
        List<Object[]> full = expected;
        List<Object[]> actual = new ArrayList<>();
        try {
            if (variant == 2) {
                int pageSize = 1 + random.nextInt(4);
                String cursor = null;
                int pages = 0;
                do {
                    Page<?> page = driver.page(p.position(), equal, from, to, pageSize, cursor, async);
                    page.items().forEach(e -> actual.add(driver.values(e)));
                    cursor = page.cursor().orElse(null);
                    if (++pages > 10_000) {
                        return new Difference(
                                read + " page size " + pageSize,
                                List.of("a last page"),
                                List.of("more than 10,000 pages"));
                    }
                } while (cursor != null);
                read += " page size " + pageSize;
            } else {
                driver.list(p.position(), equal, from, to, limit, async).forEach(e -> actual.add(driver.values(e)));
                if (p.limited()) {
                    expected = expected.subList(0, Math.min(limit, expected.size()));
                }
            }
        } catch (RuntimeException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            if (inverted && cause instanceof IllegalArgumentException) {
                return null;
            }
            return new Difference(read, rows(expected), List.of(cause.toString()));
        }
        return differ(read, expected, actual, p, p.index() && p.limited() && variant != 2 ? full : null);
    }

    /**
     * Compares rows in order; an index read as sets ordered by key, and with a limit ({@code among}
     * set: every row it may choose from) as many rows as expected, each among them.
     */
    private Difference differ(
            String read, List<Object[]> expected, List<Object[]> actual, Shape p, List<Object[]> among) {
        List<Object[]> got = new ArrayList<>(actual);
        if (p != null && p.index()) {
            got.sort(store.order(p));
        }
        boolean same = among != null
                ? got.size() == expected.size()
                        && got.stream().allMatch(g -> among.stream().anyMatch(e -> sameRow(p, e, g)))
                : sameRows(p, expected, got);
        return same ? null : new Difference(read, rows(expected), rows(got));
    }

    private boolean sameRows(Shape p, List<Object[]> expected, List<Object[]> actual) {
        if (expected.size() != actual.size()) {
            return false;
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!sameRow(p, expected.get(i), actual.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Same values as stored; a decimal the pattern's table clusters by compares by value. */
    private boolean sameRow(Shape p, Object[] expected, Object[] actual) {
        for (Attr a : shape.attributes()) {
            boolean clustering = p != null && p.clustering().stream().anyMatch(c -> c.attr() == a);
            if (!a.kind().same(expected[a.index()], actual[a.index()], clustering)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Range bounds from the values the partition holds and a few drawn ones: usually in Cassandra's
     * order, sometimes equal or inverted (then the DAO may refuse them or return nothing).
     */
    private Object[] bounds(Attr range) {
        List<Object> candidates = new ArrayList<>();
        for (List<Object> key : store.keys()) {
            candidates.add(store.written(key)[range.index()]);
        }
        for (int i = 0; i < 3; i++) {
            candidates.add(values.any(range.kind()));
        }
        candidates.removeIf(java.util.Objects::isNull);
        Object a = values.pick(candidates);
        Object b = values.pick(candidates);
        Kind k = range.kind();
        boolean ordered = k.compare(k.stored(a), k.stored(b)) <= 0;
        return ordered == random.nextInt(8) > 0 ? new Object[] {a, b} : new Object[] {b, a};
    }

    /** Bounds a few buckets apart around a value the partition holds, with sub-millisecond noise. */
    private Object[] bucketBounds(Attr range) {
        List<List<Object>> keys = store.keys();
        Object[] around = keys.isEmpty() ? null : store.written(keys.get(random.nextInt(keys.size())));
        long center = around == null || around[range.index()] == null
                ? Store.index(range.bucket(), Instant.now())
                : Store.bucketIndex(range, around);
        long first = center - random.nextInt(RANGE_BUCKETS / 2);
        long last = center + 1 + random.nextInt(RANGE_BUCKETS / 2);
        return new Object[] {
            values.equivalent(range.kind(), bucketStart(range, first)),
            values.equivalent(range.kind(), bucketStart(range, last))
        };
    }

    private static Object bucketStart(Attr attr, long index) {
        Object start = attr.bucket().bucketAt(index);
        Instant instant = start instanceof LocalDate date
                ? date.atStartOfDay(ZoneOffset.UTC).toInstant()
                : (Instant) start;
        return switch (attr.kind()) {
            case LOCAL_DATE -> LocalDate.ofInstant(instant, ZoneOffset.UTC);
            case LOCAL_DATE_TIME -> LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
            default -> instant;
        };
    }

    private List<String> rows(List<Object[]> rows) {
        return rows.stream().map(r -> Operation.row(shape, r)).toList();
    }
}
