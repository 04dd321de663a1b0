package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.oracle.ModelShape.Attr;
import dev.queryfirst.reliability.oracle.Operation.Type;
import dev.queryfirst.runtime.WriteMode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;

/**
 * Draws the operations of a sequence from the model's current state: inserts of new keys, saves
 * and updates that move keys or keep them (the same values, or equivalent ones a no-op must keep),
 * updates of absent entities, deletes, saves of the referenced entity.
 */
final class Workload {

    private final ModelShape shape;
    private final Store store;
    private final Values values;
    private final Random random;
    private final int keyCount;
    private final Store.References references;
    /**
     * The one name referencing entities give a referenced id wherever two names would be the
     * caller's contradiction: with write-time copies (a static copy holds one name per partition);
     * for a referenced entity never saved (no object of it was ever read, so an application holds
     * one, and its copies are written as passed: two names would leave the static copy of one
     * partition disagreeing with a base row); and for a {@code @Fixed} name, which never changes.
     * Otherwise live copies come from the referenced entity's table, so the workload writes
     * whatever referenced object it holds: the name an entity was written with, however stale, or
     * any name drawn.
     */
    private final Map<UUID, String> referenceNames = new HashMap<>();

    Workload(ModelShape shape, Store store, Values values, Random random, int keyCount, Store.References references) {
        this.references = references;
        this.shape = shape;
        this.store = store;
        this.values = values;
        this.random = random;
        this.keyCount = keyCount;
    }

    Operation next(int number) {
        WriteMode mode = random.nextBoolean() ? WriteMode.LOGGED : WriteMode.PARALLEL;
        boolean async = random.nextInt(4) == 0;
        int roll = random.nextInt(100);
        if (shape.referenced() != null && roll < 8) {
            List<?> drawn = (List<?>) values.any(Kind.REFERENCE);
            Object[] saved = shape.referencedNameFixed() ? oneName(drawn).toArray() : drawn.toArray();
            return new Operation(number, Type.SAVE_REFERENCED, WriteMode.LOGGED, false, saved);
        }
        List<List<Object>> keys = store.keys();
        Object[] existing = keys.isEmpty() ? null : store.written(keys.get(random.nextInt(keys.size())));
        Object[] fresh = fresh();
        if (shape.immutable()) {
            if (existing != null && (roll < 40 || fresh == null)) {
                return new Operation(number, Type.DELETE, mode, async, equivalent(existing, 100));
            }
            return new Operation(number, Type.INSERT, mode, async, fresh);
        }
        if (existing == null || roll < 25 && fresh != null) {
            return new Operation(number, Type.INSERT, mode, async, fresh);
        }
        if (fresh == null) {
            fresh = existing.clone();
        }
        if (roll < 35) {
            return new Operation(
                    number,
                    random.nextBoolean() ? Type.SAVE : Type.UPDATE,
                    mode,
                    async,
                    equivalent(existing, random.nextBoolean() ? 0 : 100));
        }
        if (roll < 50) {
            Object[] moved = changed(existing);
            return new Operation(number, Type.UPDATE, mode, async, random.nextInt(10) == 0 ? fresh : moved);
        }
        if (roll < 53 && shape.writesRead()) {
            // An update changing a @Fixed attribute: the DAO reads the previous state, and refuses it.
            return new Operation(number, Type.UPDATE, mode, async, changedFixed(existing));
        }
        if (roll < 85) {
            return new Operation(number, Type.SAVE, mode, async, random.nextInt(5) == 0 ? fresh : changed(existing));
        }
        return new Operation(number, Type.DELETE, mode, async, random.nextInt(5) == 0 ? fresh : existing);
    }

    /**
     * A new entity with a key no entity has (an insert over one would leave its old rows behind),
     * or null when none was found.
     */
    private Object[] fresh() {
        Object[] v = new Object[shape.attributes().size()];
        for (int attempt = 0; attempt < 20; attempt++) {
            for (Attr a : shape.attributes()) {
                v[a.index()] = a.key() ? values.key(a.kind(), keyCount) : value(a);
            }
            if (!store.exists(store.key(v))) {
                return v;
            }
        }
        return null;
    }

    /**
     * {@code existing} with each attribute kept, replaced by an equivalent, changed, or, for a
     * collection, edited in place (elements removed and added); a {@code @Fixed} one kept as it is
     * (a DAO that writes blindly could not tell a change, and would leave the old rows behind:
     * keeping it is the application's promise).
     */
    private Object[] changed(Object[] existing) {
        Object[] v = existing.clone();
        for (Attr a : shape.attributes()) {
            if (a.key()) {
                continue;
            }
            if (a.fixed()) {
                continue;
            }
            int roll = random.nextInt(10);
            Object before = existing[a.index()];
            v[a.index()] = roll < 3
                    ? before
                    : roll < 5
                            ? values.equivalent(a.kind(), before)
                            : roll < 7 && a.kind().isCollection() ? values.edited(a.kind(), before) : value(a);
        }
        return v;
    }

    /** {@code existing} with every attribute changed, {@code @Fixed} ones too. */
    private Object[] changedFixed(Object[] existing) {
        Object[] v = existing.clone();
        for (Attr a : shape.attributes()) {
            if (!a.key()) {
                v[a.index()] = value(a);
            }
        }
        return v;
    }

    /**
     * {@code existing} with {@code percent} of its attributes (keys too) an equivalent value; a
     * {@code @Fixed} one kept as it is (a decimal of another scale is another partition key).
     */
    private Object[] equivalent(Object[] existing, int percent) {
        Object[] v = existing.clone();
        for (Attr a : shape.attributes()) {
            if (random.nextInt(100) < percent && !(a.fixed() && !a.key())) {
                v[a.index()] = values.equivalent(a.kind(), existing[a.index()]);
            }
        }
        return v;
    }

    /** The drawn {@code [id, name]} with the one name given to its id (see {@link #referenceNames}). */
    private List<Object> oneName(List<?> drawn) {
        return List.of(drawn.get(0), referenceNames.computeIfAbsent((UUID) drawn.get(0), id -> (String) drawn.get(1)));
    }

    /**
     * A value for a non-key attribute: null sometimes, also when a derived table keys by it
     * (docs/mapping-rules.md, "Sparse tables": the entity then has no row there), more often then, so that entities move in
     * and out of those sparse tables.
     */
    private Object value(Attr a) {
        if (a.kind().nullable() && !shape.mandatory(a) && random.nextInt(shape.inSomePrimaryKey(a) ? 4 : 6) == 0) {
            return null;
        }
        Object v = values.any(a.kind());
        if (a.kind() == Kind.REFERENCE
                && (references == Store.References.WRITE_TIME
                        || shape.referencedNameFixed()
                        || !store.referencedExists((UUID) ((List<?>) v).get(0)))) {
            return oneName((List<?>) v);
        }
        if (v == null && shape.inSomePrimaryKey(a)) {
            return a.kind().stored(null);
        }
        return v;
    }
}
