package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The scale of a rehearsal: one factor for the whole keyspace, so that what the declared numbers
 * relate stays related (250 orders per customer at any scale). Every count shrinks by it, with
 * two exceptions: a low-cardinality attribute (100 values or fewer: a status, a type) keeps its
 * values, and a value whose declared rows are a count per value (not a share of the entity) keeps
 * that count, so partitions keep the shape the estimate gives them as long as the rehearsal has
 * rows enough to fill them.
 */
final class KeyspaceScale {

    /** At or below this many distinct values an attribute keeps them all at any scale. */
    static final long LOW_CARDINALITY = 100;

    /**
     * The fewest entities a declared entity gets (unless it declares fewer): a product catalogue
     * beside millions of orders would otherwise be a handful of products, too few for its tables'
     * figures to mean anything.
     */
    static final long MIN_ROWS = 100;

    private static final long DAY = 86_400;
    private static final long YEAR = 365 * DAY;

    private final double factor;
    private final Map<String, EntityScale> entities;

    private KeyspaceScale(double factor, Map<String, EntityScale> entities) {
        this.factor = factor;
        this.entities = entities;
    }

    /** The share of the declared volume written. */
    double factor() {
        return factor;
    }

    Map<String, EntityScale> entities() {
        return entities;
    }

    EntityScale entity(String name) {
        EntityScale scale = entities.get(name);
        if (scale == null) {
            throw new IllegalArgumentException("no entity " + name + " in this rehearsal");
        }
        return scale;
    }

    /**
     * Scales {@code numbers} (each with its tables) to at most {@code options.rows()} entities of
     * the largest, ending at {@code nowMillis}.
     *
     * @throws IllegalArgumentException when declared numbers cannot be synthesized, naming the
     *     attribute and its numbers
     */
    static KeyspaceScale of(
            List<EntityNumbers> numbers,
            Map<String, List<TableEstimate>> tables,
            RehearsalOptions options,
            long nowMillis) {
        Map<String, Long> spans = new LinkedHashMap<>();
        Map<String, Double> declared = new LinkedHashMap<>();
        double largest = 0;
        for (EntityNumbers entity : numbers) {
            SynthesisChecks.check(entity);
            long span = span(entity, tables.get(entity.entity()));
            double volume = entity.isRate() ? entity.rows() * (double) span / entity.perSeconds() : entity.rows();
            spans.put(entity.entity(), span);
            declared.put(entity.entity(), volume);
            largest = Math.max(largest, volume);
        }
        double factor =
                options.scale() > 0 ? options.scale() : largest == 0 ? 1 : Math.min(1, options.rows() / largest);
        Map<String, Long> rows = new LinkedHashMap<>();
        for (EntityNumbers entity : numbers) {
            double volume = declared.get(entity.entity());
            rows.put(
                    entity.entity(),
                    volume > 0
                            ? Math.max(Math.min(Math.round(volume), MIN_ROWS), Math.round(volume * factor))
                            : Math.min(options.rows(), options.unsizedRows()));
        }
        Map<String, EntityScale> entities = new LinkedHashMap<>();
        for (EntityNumbers entity : numbers) {
            String name = entity.entity();
            long n = rows.get(name);
            long span = spans.get(name);
            Map<String, AttributeScale> attributes = new LinkedHashMap<>();
            for (AttributeNumbers attribute : entity.attributes()) {
                attributes.put(
                        attribute.path(), attribute(entity, attribute, n, span, factor, declared.get(name) > 0, rows));
            }
            List<TableEstimate> own = tables.get(name);
            Coprime.adjust(own, attributes);
            entities.put(
                    name,
                    new EntityScale(
                            entity,
                            own,
                            n,
                            declared.get(name),
                            span,
                            alignedEnd(nowMillis, own),
                            Map.copyOf(attributes)));
        }
        return new KeyspaceScale(factor, entities);
    }

    /**
     * The time an entity's rows spread over: two of its widest buckets (so latest-first reads
     * cross a bucket boundary), else the window a growing partition fills (ttl or horizon), else
     * one unit of its rate, else a year.
     */
    static long span(EntityNumbers entity, List<TableEstimate> tables) {
        long span = 0;
        for (TableEstimate table : tables) {
            if (table.directory()) {
                continue;
            }
            span = Math.max(span, table.bucketSeconds() > 0 ? 2 * table.bucketSeconds() : table.windowSeconds());
        }
        if (span > 0) {
            return span;
        }
        return entity.isRate() ? entity.perSeconds() : YEAR;
    }

    private static AttributeScale attribute(
            EntityNumbers entity,
            AttributeNumbers a,
            long n,
            long span,
            double factor,
            boolean sized,
            Map<String, Long> rows) {
        long offset = Math.floorMod(Mix.hash(entity.entity() + "." + a.path()), 1_000_003L);
        long values;
        boolean kept = false;
        if (a.reference() != null) {
            Long pool = rows.get(a.reference());
            if (pool == null) {
                throw new IllegalArgumentException(entity.entity() + "." + a.path() + " references " + a.reference()
                        + ", which is not part of this rehearsal's keyspace: rehearse the keyspaces together, or"
                        + " make the reference a @Snapshot of values the entity holds itself");
            }
            values = pool;
        } else if (a.distinct() > 0) {
            kept = a.distinct() <= LOW_CARDINALITY;
            values = kept
                    ? a.distinct()
                    : sized ? Math.max(1, Math.round(a.distinct() * factor)) : Math.min(a.distinct(), n);
        } else if (a.rowsPerValue() > 0 || a.maxRowsPerValue() > 0) {
            double perValue = overSpan(a, a.rowsPerValue() > 0 ? a.rowsPerValue() : a.maxRowsPerValue(), span);
            values = Math.max(1, Math.round(n / perValue));
        } else {
            return AttributeScale.free(a, offset);
        }
        return new AttributeScale(a, values, hot(a, n, values, span), offset, kept);
    }

    /**
     * Rows given to the skewed value of {@code maxRowsPerValue}: as declared over the span while
     * that is well above a typical value's share, at most a quarter of the rehearsal's rows.
     */
    private static long hot(AttributeNumbers a, long n, long values, long span) {
        if (a.maxRowsPerValue() == 0 || values < 2) {
            return 0;
        }
        double typical = (double) n / values;
        double worst = overSpan(a, a.maxRowsPerValue(), span);
        long hot = Math.round(Math.min(worst, n / 4.0));
        return hot > 1.5 * typical ? hot : 0;
    }

    /** A per-value count over the span: a rate times the span, a lifetime total as it is. */
    static double overSpan(AttributeNumbers a, long count, long span) {
        return a.isRate() ? count * (double) span / a.perSeconds() : count;
    }

    /** The span's end: now, aligned down to the entity's widest bucket, so buckets fill whole. */
    private static long alignedEnd(long nowMillis, List<TableEstimate> tables) {
        long widest = 1;
        for (TableEstimate table : tables) {
            widest = Math.max(widest, table.bucketSeconds());
        }
        long unit = widest * 1000;
        return Math.floorDiv(nowMillis, unit) * unit;
    }

    /** For the report: {@code 1/2,500 of the declared volume}. */
    String describe() {
        if (factor >= 1) {
            return "the declared volume";
        }
        return String.format(Locale.ROOT, "1/%,.0f of the declared volume", 1 / factor);
    }

    /** The entities in rehearsal order: every referenced entity before those referencing it. */
    List<EntityScale> inOrder() {
        List<EntityScale> ordered = new ArrayList<>();
        for (EntityScale entity : entities.values()) {
            visit(entity, ordered, new ArrayList<>());
        }
        return ordered;
    }

    private void visit(EntityScale entity, List<EntityScale> ordered, List<String> path) {
        if (ordered.contains(entity) || path.contains(entity.entity())) {
            return;
        }
        path.add(entity.entity());
        for (AttributeNumbers a : entity.numbers().attributes()) {
            if (a.reference() != null && entities.containsKey(a.reference())) {
                visit(entities.get(a.reference()), ordered, path);
            }
        }
        ordered.add(entity);
    }
}
