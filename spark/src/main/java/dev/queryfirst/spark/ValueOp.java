package dev.queryfirst.spark;

import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.shard.Shards;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * How one column of a copied table gets its value from the source row: a copy of a source
 * column, the time bucket of one (the runtime's {@link BucketSpec}), or the shard of the entity's
 * key (the runtime's {@link Shards}), so that a job writes exactly what the generated DAO writes.
 * Sent to executors with the tasks; the runtime's objects are made there, once per task.
 */
sealed interface ValueOp extends Serializable {

    /** The value from {@code source}, a row of the source scan; null when an input is null. */
    Object apply(Object[] source);

    /** The value of source column {@code index}. */
    record Copy(int index) implements ValueOp {
        @Override
        public Object apply(Object[] source) {
            return source[index];
        }
    }

    /** The bucket of the time in source column {@code index}: {@code size} {@code unit}s. */
    final class Bucket implements ValueOp {
        private static final long serialVersionUID = 1L;

        private final int index;
        private final ChronoUnit unit;
        private final int size;
        private transient BucketSpec<?> spec;

        Bucket(int index, ChronoUnit unit, int size) {
            this.index = index;
            this.unit = unit;
            this.size = size;
        }

        @Override
        public Object apply(Object[] source) {
            Object time = source[index];
            if (time == null) {
                return null;
            }
            if (spec == null) {
                spec = spec(unit, size);
            }
            if (time instanceof Instant instant) {
                return spec.bucketOf(instant);
            } else if (time instanceof LocalDate date) {
                return spec.bucketOf(date);
            } else if (time instanceof UUID timeuuid) {
                return spec.bucketOf(timeuuid);
            } else if (time instanceof LocalDateTime local) {
                return spec.bucketOf(local);
            }
            throw new IllegalArgumentException(
                    "cannot bucket a " + time.getClass().getName() + ": " + time);
        }

        /** Day-or-longer units are dates, shorter ones instants, as the bucket column's type. */
        static BucketSpec<?> spec(ChronoUnit unit, int size) {
            return unit.getDuration().compareTo(ChronoUnit.DAYS.getDuration()) >= 0
                    ? BucketSpec.dates(unit, size)
                    : BucketSpec.instants(unit, size);
        }
    }

    /** The shard of the entity whose key is in source columns {@code key} (of CQL types {@code types}). */
    final class Shard implements ValueOp {
        private static final long serialVersionUID = 1L;

        private final int[] key;
        private final String[] types;
        private final int count;
        private transient Shards shards;

        Shard(int[] key, String[] types, int count) {
            this.key = key;
            this.types = types;
            this.count = count;
        }

        @Override
        public Object apply(Object[] source) {
            if (shards == null) {
                shards = Shards.of(count);
            }
            ByteBuffer[] serialized = new ByteBuffer[key.length];
            for (int i = 0; i < key.length; i++) {
                if (source[key[i]] == null) {
                    return null;
                }
                serialized[i] = Values.serialized(types[i], source[key[i]]);
            }
            return shards.shardOf(serialized);
        }
    }
}
