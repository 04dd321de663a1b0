package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The arguments fingerprint a cursor carries stays what earlier releases computed (one buffer of
 * the values, hashed whole), whatever buffers the driver hands over, so their cursors still resume.
 */
class FingerprintsTest {

    /** How earlier releases computed it: the values copied into one buffer, then SHA-256. */
    private static long earlier(List<ByteBuffer> values) throws Exception {
        int size = 4;
        for (ByteBuffer value : values) {
            size += 4 + (value == null ? 0 : value.remaining());
        }
        ByteBuffer all = ByteBuffer.allocate(size).putInt(values.size());
        for (ByteBuffer value : values) {
            all.putInt(value == null ? -1 : value.remaining());
            if (value != null) {
                all.put(value.duplicate());
            }
        }
        return ByteBuffer.wrap(MessageDigest.getInstance("SHA-256").digest(all.array()))
                .getLong();
    }

    @Test
    void equalsTheEarlierFingerprintForRandomValues() throws Exception {
        Random random = new Random(38);
        for (int round = 0; round < 500; round++) {
            List<ByteBuffer> values = new ArrayList<>();
            int count = random.nextInt(6);
            for (int i = 0; i < count; i++) {
                values.add(value(random));
            }
            List<ByteBuffer> before =
                    values.stream().map(v -> v == null ? null : v.duplicate()).toList();
            assertEquals(earlier(values), Fingerprints.of(values), "round " + round);
            // The values are read, not consumed: the statement still sends them.
            assertEquals(before, values);
        }
    }

    @Test
    void tellsApartValuesThatConcatenateAlike() {
        ByteBuffer ab = ByteBuffer.wrap(new byte[] {1, 2});
        List<ByteBuffer> one = List.of(ab);
        List<ByteBuffer> two = List.of(ByteBuffer.wrap(new byte[] {1}), ByteBuffer.wrap(new byte[] {2}));
        assertNotEquals(Fingerprints.of(one), Fingerprints.of(two));
        assertNotEquals(
                Fingerprints.of(Arrays.asList((ByteBuffer) null)), Fingerprints.of(List.of(ByteBuffer.allocate(0))));
    }

    /** Null, empty, heap, a heap slice with an offset, or direct: the buffers a driver hands over. */
    private static ByteBuffer value(Random random) {
        int kind = random.nextInt(5);
        byte[] bytes = new byte[random.nextInt(40)];
        random.nextBytes(bytes);
        switch (kind) {
            case 0:
                return null;
            case 1:
                return ByteBuffer.wrap(bytes);
            case 2: {
                ByteBuffer wide = ByteBuffer.allocate(bytes.length + 7);
                wide.position(3);
                ByteBuffer slice = wide.slice();
                slice.put(bytes).flip();
                return slice;
            }
            case 3: {
                ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length);
                direct.put(bytes).flip();
                return direct;
            }
            default: {
                ByteBuffer positioned = ByteBuffer.allocate(bytes.length + 5);
                positioned.position(5);
                positioned.put(bytes).position(5);
                return positioned;
            }
        }
    }
}
