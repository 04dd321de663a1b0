package dev.queryfirst.runtime.tune;

/**
 * What a rehearsal did with one entity.
 *
 * @param entity the entity's name
 * @param written entities written through the DAO
 * @param moved entities saved again with a key attribute changed (their rows moved)
 * @param deleted entities deleted through the DAO
 * @param skipped entities not written because eight draws gave keys already taken
 * @param writeSeconds how long the writes took
 * @param tables tables each write fills
 * @param reads access-pattern reads
 * @param rowsRead rows those reads returned
 * @param declaredRows the declared entities over the rehearsal's span (0 when not declared)
 */
public record EntitySummary(
        String entity,
        long written,
        long moved,
        long deleted,
        long skipped,
        double writeSeconds,
        long tables,
        long reads,
        long rowsRead,
        double declaredRows) {

    /** Entities written per second. */
    public double entitiesPerSecond() {
        return writeSeconds > 0 ? written / writeSeconds : 0;
    }

    /** Table rows written per second: every entity is a row in each of its tables. */
    public double rowsPerSecond() {
        return entitiesPerSecond() * tables;
    }
}
