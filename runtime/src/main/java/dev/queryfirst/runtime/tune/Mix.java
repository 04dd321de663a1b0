package dev.queryfirst.runtime.tune;

/**
 * Deterministic mixing for synthesized values: the same seed, entity, attribute and index always
 * give the same value, so an entity can be drawn again (to move, delete or read it) without
 * keeping it in memory.
 */
final class Mix {

    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private Mix() {}

    /** SplitMix64's finalizer: a bijection of 64-bit values that spreads every input bit. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A hash of several values. */
    static long hash(long... values) {
        long h = GOLDEN;
        for (long value : values) {
            h = mix(h ^ (value + GOLDEN));
        }
        return h;
    }

    /** A stable 64-bit hash of a string (unlike {@link String#hashCode()}, 64 bits wide). */
    static long hash(String text) {
        long h = GOLDEN;
        for (int i = 0; i < text.length(); i++) {
            h = mix(h ^ text.charAt(i));
        }
        return h;
    }

    /** A uniform double in [0, 1) from a hash. */
    static double unit(long hash) {
        return (hash >>> 11) * 0x1.0p-53;
    }

    /**
     * Whether index {@code i} of {@code n} is one of the {@code share × n} chosen ones, spread
     * evenly over the indexes (a Weyl sequence): every stretch of indexes holds its share.
     */
    static boolean chosen(long i, double share, long salt) {
        double position = (i * 0.6180339887498949 + unit(mix(salt))) % 1.0;
        return position < share;
    }
}
