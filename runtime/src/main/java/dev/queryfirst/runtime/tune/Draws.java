package dev.queryfirst.runtime.tune;

/**
 * What one entity's synthesized values are drawn from: its scale, the rehearsal's seed and null
 * share, and the entities it can reference.
 *
 * @param scale the entity's scale
 * @param seed the rehearsal's seed
 * @param nullShare the share of optional values left null
 * @param pools the referenced entities, as they currently are
 */
record Draws(EntityScale scale, long seed, double nullShare, Pools pools) {

    /** Entities a reference can point at: entity {@code index} of a type, as last written. */
    interface Pools {
        <T> T current(Class<T> type, long index);
    }

    /** The first position: entity {@code index}, unchanged. */
    Values entity(long index) {
        return new Values(this, "", index, -1, null, 0, 0);
    }

    /** Entity {@code index} with the attribute at {@code path} moved on by {@code shift} values. */
    Values moved(long index, String path, long shift) {
        return new Values(this, "", index, -1, path, shift, 0);
    }

    /** Entity {@code index} drawn again, its shared values shifted, when its key was taken. */
    Values retry(long index, int attempt) {
        return new Values(this, "", index, -1, null, 0, attempt);
    }

    long hash(String path, long index, int element, int attempt) {
        return Mix.hash(seed, Mix.hash(scale.entity()), Mix.hash(path), index, element, attempt);
    }
}
