package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.oracle.ModelShape.Attr;
import dev.queryfirst.reliability.oracle.ModelShape.Clustering;
import dev.queryfirst.reliability.oracle.ModelShape.Shape;
import dev.queryfirst.runtime.bucket.BucketSpec;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The in-memory model: the entities that exist, as written, and what every read must return
 * (docs/mapping-rules.md, with Cassandra's semantics: stored values, partition keys matched by their
 * bytes, clustering order by Cassandra's comparators, buckets walked newest first within the
 * lookback, or without one where a bucket directory lists them).
 */
final class Store {

    /** How a reference's pushed-down copy behaves when the referenced entity is saved. */
    enum References {
        /** Write-time copies: the copy keeps the values it was written with. */
        WRITE_TIME,
        /** Live references (docs/mapping-rules.md, "Live references"): after the referenced entity's save, copies show its values. */
        LIVE
    }

    /** An entity as last written. */
    private record Written(Object[] values) {}

    private final ModelShape shape;
    private final References references;
    private final Map<List<Object>, Written> entities = new LinkedHashMap<>();
    /** The name each referenced entity was last saved with, by its id. */
    private final Map<UUID, String> referencedNames = new HashMap<>();
    /**
     * The name in the static copy of each referenced id: a table partitioned by the reference's key
     * holds its attributes once per partition (docs/mapping-rules.md, "Static columns"), so the last write into it wins.
     */
    private final Map<UUID, String> staticNames = new HashMap<>();

    Store(ModelShape shape, References references) {
        this.shape = shape;
        this.references = references;
    }

    /** The stored key of an entity's values: what identifies it in the base table. */
    List<Object> key(Object[] values) {
        return shape.key().stream().map(a -> a.kind().stored(values[a.index()])).toList();
    }

    boolean exists(List<Object> key) {
        return entities.containsKey(key);
    }

    /** The values last written for {@code key}, or null. */
    Object[] written(List<Object> key) {
        Written w = entities.get(key);
        return w == null ? null : w.values();
    }

    List<List<Object>> keys() {
        return List.copyOf(entities.keySet());
    }

    void put(Object[] values) {
        entities.put(key(values), new Written(values.clone()));
        for (Attr a : shape.attributes()) {
            if (a.kind() == Kind.REFERENCE && values[a.index()] != null) {
                List<?> ref = (List<?>) values[a.index()];
                staticNames.put((UUID) ref.get(0), (String) ref.get(1));
            }
        }
    }

    void remove(List<Object> key) {
        entities.remove(key);
    }

    void referencedSaved(UUID id, String name) {
        referencedNames.put(id, name);
    }

    /** Whether the referenced entity with {@code id} was ever saved (none is ever deleted). */
    boolean referencedExists(UUID id) {
        return referencedNames.containsKey(id);
    }

    /** The entity with {@code key} as a read must return it, or null. */
    Object[] expected(List<Object> key) {
        Written w = entities.get(key);
        return w == null ? null : readable(w, false);
    }

    /**
     * The values a read returns: a reference's name as written, or as the static copy of the
     * partition holds it ({@code statics}); with live references, the referenced entity's own
     * name once it exists, whatever name the referencing entity was written with (a live copy comes from the referenced entity's table: its
     * writes copy the referenced entity's table, its saves propagate).
     */
    private Object[] readable(Written w, boolean statics) {
        Object[] values = w.values().clone();
        for (Attr a : shape.attributes()) {
            if (a.kind() == Kind.REFERENCE && values[a.index()] != null) {
                List<?> ref = (List<?>) values[a.index()];
                String shown = statics ? staticNames.get((UUID) ref.get(0)) : (String) ref.get(1);
                String saved = referencedNames.get((UUID) ref.get(0));
                if (references == References.LIVE && saved != null) {
                    shown = saved;
                }
                values[a.index()] = List.of(ref.get(0), shown);
            }
        }
        return values;
    }

    /** The equality arguments of {@code pattern} that find an entity with {@code values}. */
    static Object[] arguments(Shape pattern, Object[] values) {
        Object[] out = new Object[pattern.where().size()];
        for (int i = 0; i < out.length; i++) {
            Object v = values[pattern.where().get(i).index()];
            out[i] = (pattern.referenceKey() || pattern.referenceName()) && v != null
                    ? ((List<?>) v).get(pattern.referenceKey() ? 0 : 1)
                    : v;
        }
        return out;
    }

    /**
     * What {@code pattern} returns for these arguments, in order, all of it (no limit): the rows of
     * the partition (or, bucketed, of the buckets the walk visits) in the range, in table order.
     *
     * @param from the range start (inclusive), ignored without a range
     * @param to the range end (exclusive)
     * @param now the DAO clock's instant: the newest bucket of a latest-first walk
     */
    List<Object[]> expected(Shape pattern, Object[] equal, Object from, Object to, Instant now) {
        List<Object[]> rows = new ArrayList<>();
        long newest = pattern.bucket() == null ? 0 : index(pattern.bucket().bucket(), now);
        for (Written w : entities.values()) {
            Object[] v = w.values();
            if (!ModelShape.holds(pattern, v) || !matches(pattern, equal, v)) {
                continue;
            }
            if (pattern.range() != null && v[pattern.range().index()] == null) {
                continue;
            }
            if (pattern.range() != null) {
                Kind k = pattern.range().kind();
                Object r = k.stored(v[pattern.range().index()]);
                if (k.compare(k.stored(from), r) > 0 || k.compare(r, k.stored(to)) >= 0) {
                    continue;
                }
            }
            if (pattern.bucket() != null && !pattern.bucketedRange()) {
                long bucket = bucketIndex(pattern.bucket(), v);
                if (bucket > newest || !pattern.listed() && bucket <= newest - ModelShape.LOOKBACK) {
                    continue;
                }
            }
            rows.add(readable(w, pattern.referenceKey() && !pattern.clustering().isEmpty()));
        }
        rows.sort(order(pattern));
        return rows;
    }

    private boolean matches(Shape pattern, Object[] equal, Object[] values) {
        Object[] own = arguments(pattern, values);
        for (int i = 0; i < own.length; i++) {
            Kind kind = pattern.argumentKind(i);
            if (own[i] == null || !kind.bytes(kind.stored(own[i])).equals(kind.bytes(kind.stored(equal[i])))) {
                return false;
            }
        }
        return true;
    }

    /**
     * The table's order: buckets newest first (a range read: in the range's direction), then the
     * clustering columns; an index read has no order, so the oracle sorts both sides by key.
     */
    Comparator<Object[]> order(Shape pattern) {
        Comparator<Object[]> order = (a, b) -> 0;
        if (pattern.bucket() != null) {
            boolean ascending = pattern.bucketedRange() && !pattern.rangeDescending();
            Comparator<Object[]> buckets = Comparator.comparingLong(v -> bucketIndex(pattern.bucket(), v));
            order = ascending ? buckets : buckets.reversed();
        }
        List<Clustering> clustering = pattern.index()
                ? shape.key().stream().map(a -> new Clustering(a, false)).toList()
                : pattern.clustering();
        for (Clustering c : clustering) {
            Kind k = c.attr().kind();
            int i = c.attr().index();
            Comparator<Object[]> column = (a, b) -> k.compare(k.stored(a[i]), k.stored(b[i]));
            order = order.thenComparing(c.descending() ? column.reversed() : column);
        }
        return order;
    }

    static long bucketIndex(Attr attr, Object[] values) {
        Object v = attr.kind().stored(values[attr.index()]);
        return switch (attr.kind()) {
            case LOCAL_DATE -> index(attr.bucket(), (LocalDate) v);
            case LOCAL_DATE_TIME -> index(attr.bucket(), ((LocalDateTime) v).toInstant(java.time.ZoneOffset.UTC));
            default -> index(attr.bucket(), (Instant) v);
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static long index(BucketSpec spec, Instant time) {
        return spec.indexOf(spec.bucketOf(time));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static long index(BucketSpec spec, LocalDate date) {
        return spec.indexOf(spec.bucketOf(date));
    }
}
