package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class HistogramTest {

    @Test
    void theBoundsAreCassandras() {
        long[] bounds = Histogram.bounds(150);
        assertArrayEquals(new long[] {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 17, 20, 24}, Arrays.copyOf(bounds, 14));
        // A node reported 11,864 as the mean of partitions of 10,000 to 11,000 bytes: bucket 47's bound.
        assertEquals(11_864, bounds[47]);
        assertEquals(9_887, bounds[46]);
    }

    @Test
    void theLargestIsItsBucketsMiddle() {
        long[] counts = new long[150];
        counts[47] = 10;
        counts[30] = 3;
        Histogram histogram = new Histogram(counts);
        assertEquals(13, histogram.count());
        assertEquals((9_887 + 11_864) / 2.0, histogram.max(), 1e-9);
        assertEquals(26, histogram.plus(histogram).count());
    }
}
