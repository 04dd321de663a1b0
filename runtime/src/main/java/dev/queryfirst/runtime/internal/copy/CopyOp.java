package dev.queryfirst.runtime.internal.copy;

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
 * column, the time bucket of one ({@link BucketSpec}), or the shard of the entity's key
 * ({@link Shards}), the definitions the generated DAO writes by. Serializable, so that a Spark job
 * sends it to its executors; the runtime's objects are made where it is applied, once.
 */
sealed interface CopyOp extends Serializable {

    /** The value from {@code source}, a source row; null when an input is null. */
    Object apply(Object[] source);

    /** The value of source column {@code index}. */
    record Copy(int index) implements CopyOp {
        @Override
        public Object apply(Object[] source) {
            return source[index];
        }
    }

    /** The bucket of the time in source column {@code index}: {@code size} {@code unit}s. */
    final class Bucket implements CopyOp {
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
    final class Shard implements CopyOp {
        private static final long serialVersionUID = 1L;

        private final int[] key;
        private final String[] types;
        private final int count;
        private transient Shards shards;

        Shard(int[] key, String[] types, int count) {
            for (String type : types) {
                if (!KeyBytes.hashable(type)) {
                    throw new IllegalArgumentException(
                            "a key column of type " + type + " cannot be hashed into a shard");
                }
            }
            this.key = key.clone();
            this.types = types.clone();
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
                serialized[i] = KeyBytes.serialized(types[i], source[key[i]]);
            }
            return shards.shardOf(serialized);
        }
    }
}
