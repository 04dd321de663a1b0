package dev.queryfirst.runtime.tune;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One entity's part of a rehearsal: its entities written through the DAO, some moved and some
 * deleted, every access pattern read. It remembers only which entities it moved, deleted or drew
 * again for a taken key: any entity can be drawn again, as it now is, from its index.
 */
final class EntityRun<E, D> {

    private static final int KEY_ATTEMPTS = 8;

    private final EntityPlan<E, D> plan;
    private final EntityScale scale;
    private final Draws draws;
    private final D dao;
    private final BitSet moved = new BitSet();
    private final BitSet deleted = new BitSet();
    private final BitSet skipped = new BitSet();
    private final Map<Long, Integer> attempts = new HashMap<>();
    private final AtomicLong rowsRead = new AtomicLong();
    private long reads;
    private double writeSeconds;

    EntityRun(EntityPlan<E, D> plan, EntityScale scale, Draws draws, D dao) {
        this.plan = plan;
        this.scale = scale;
        this.draws = draws;
        this.dao = dao;
    }

    String entity() {
        return plan.entity();
    }

    EntityPlan<E, D> plan() {
        return plan;
    }

    EntityScale scale() {
        return scale;
    }

    /** Entity {@code index} as the rehearsal last wrote it. */
    E current(long index) {
        long i = Math.floorMod(index, scale.rows());
        if (moved.get((int) i)) {
            return plan.synthesize(draws.moved(i, movingPath(i), 1));
        }
        int attempt = attempts.getOrDefault(i, 0);
        return plan.synthesize(attempt == 0 ? draws.entity(i) : draws.retry(i, attempt));
    }

    /** Writes every entity, drawing one again (up to 8 times) when its key was taken already. */
    void write(Workload workload) {
        Set<List<?>> keys = new HashSet<>();
        writeSeconds = workload.run("writing " + entity(), scale.rows(), i -> {
            for (int attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
                E entity = plan.synthesize(attempt == 0 ? draws.entity(i) : draws.retry(i, attempt));
                if (keys.add(plan.keyOf(entity))) {
                    if (attempt > 0) {
                        attempts.put(i, attempt);
                    }
                    return plan.insertCall().apply(dao, entity);
                }
            }
            skipped.set((int) i);
            return null;
        });
    }

    /**
     * Moves a share of the entities (one movable attribute changed, saved through the DAO) and
     * deletes another share; an entity other entities reference is never deleted.
     */
    void churn(Workload workload, double moves, double deletes, boolean referenced) {
        List<AttributeNumbers> movable = scale.numbers().movable();
        EntityPlan.Call<D, E> save = plan.saveCall();
        if (save != null && !movable.isEmpty() && moves > 0) {
            workload.run("moving " + entity(), scale.rows(), i -> {
                if (skipped.get((int) i) || !Mix.chosen(i, moves, 1)) {
                    return null;
                }
                moved.set((int) i);
                return save.apply(dao, current(i));
            });
        }
        EntityPlan.Call<D, E> delete = plan.deleteCall();
        if (delete != null && !referenced && deletes > 0 && !scale.numbers().immutable()) {
            workload.run("deleting " + entity(), scale.rows(), i -> {
                if (skipped.get((int) i) || moved.get((int) i) || !Mix.chosen(i, deletes, 2)) {
                    return null;
                }
                deleted.set((int) i);
                return delete.apply(dao, current(i));
            });
        }
    }

    /** Reads each access pattern {@code count} times, with the values of live entities. */
    void read(Workload workload, int count) {
        for (EntityPlan.Read<D, E> read : plan.reads()) {
            workload.run("reading " + entity() + "." + read.pattern(), count, n -> {
                Optional<Long> index = live(Mix.hash(read.pattern().hashCode(), n));
                if (index.isEmpty()) {
                    return null;
                }
                CompletionStage<?> stage = read.call().apply(dao, current(index.get()));
                return stage.thenAccept(result -> rowsRead.addAndGet(rowsIn(result)));
            });
            reads += count;
        }
    }

    /** An entity still written (neither deleted nor skipped), near a hashed position. */
    private Optional<Long> live(long hash) {
        long start = Math.floorMod(hash, scale.rows());
        for (long k = 0; k < Math.min(scale.rows(), 1_000); k++) {
            long i = (start + k) % scale.rows();
            if (!deleted.get((int) i) && !skipped.get((int) i)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    private static long rowsIn(Object result) {
        if (result instanceof java.util.Collection<?> rows) {
            return rows.size();
        }
        if (result instanceof Optional<?> row) {
            return row.isPresent() ? 1 : 0;
        }
        return result == null ? 0 : 1;
    }

    private String movingPath(long i) {
        List<AttributeNumbers> movable = scale.numbers().movable();
        return movable.get((int) Math.floorMod(i, (long) movable.size())).path();
    }

    /** What the rehearsal did with this entity, for the report. */
    EntitySummary summary() {
        long written = scale.rows() - skipped.cardinality();
        return new EntitySummary(
                entity(),
                written,
                moved.cardinality(),
                deleted.cardinality(),
                skipped.cardinality(),
                writeSeconds,
                plan.tables().stream().filter(t -> !t.directory()).count(),
                reads,
                rowsRead.get(),
                scale.declaredRows());
    }

    /** The share of its entities the rehearsal moved: {@code share} when it moves any, else 0. */
    double moves(double share) {
        return moved.isEmpty() ? 0 : share;
    }

    /** Entities now in the tables. */
    long liveRows() {
        return scale.rows() - skipped.cardinality() - deleted.cardinality();
    }
}
