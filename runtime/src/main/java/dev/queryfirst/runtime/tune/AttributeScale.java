package dev.queryfirst.runtime.tune;

/**
 * How a rehearsal draws one attribute's values: its declared numbers, scaled.
 *
 * @param numbers the attribute's declared numbers
 * @param values distinct values drawn from (value {@code v} of {@code values}); 0 when every
 *     entity gets a value of its own (a key, or an attribute without numbers)
 * @param hot rows given to value 0, the skewed value of a {@code maxRowsPerValue}; 0 for none
 * @param offset where this attribute's cycle through its values starts
 * @param kept whether {@code values} is the declared count itself: a low-cardinality attribute
 *     (a status, a type) keeps its values at any scale
 */
record AttributeScale(AttributeNumbers numbers, long values, long hot, long offset, boolean kept) {

    /** An attribute whose values are not shared: every entity draws its own. */
    static AttributeScale free(AttributeNumbers numbers, long offset) {
        return new AttributeScale(numbers, 0, 0, offset, false);
    }

    boolean shared() {
        return values > 0;
    }

    AttributeScale withValues(long count) {
        return new AttributeScale(numbers, count, hot, offset, kept);
    }

    /**
     * The value entity {@code i} of {@code n} draws: every value gets its share of consecutive
     * entities ({@code n / values}, give or take one, in every stretch of them), the hot value its
     * {@code hot} rows spread evenly; {@code shift} moves the entity to the next value.
     */
    long valueOf(long i, long n, long shift) {
        long salt = offset * 31 + 7;
        if (hot > 0 && values > 1) {
            if (shift == 0 && Mix.chosen(i, (double) hot / n, salt)) {
                return 0;
            }
            return 1 + Math.floorMod(i + offset + shift, values - 1);
        }
        return Math.floorMod(i + offset + shift, values);
    }
}
