package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

class CursorCodecTest {

    private static final String ID = "logs.log_messages_by_source_name/recentBySource";
    private final CursorCodec codec = new CursorCodec(ID, List.of());

    @Test
    void roundTripsEveryField() {
        byte[] state = {1, 2, 3, 4, 5};
        Cursor decoded = codec.decode(codec.encode(new Cursor(-19_844L, 7L, 87, 0x1234_5678_9abc_def0L, state)));
        assertEquals(-19_844L, decoded.bucketIndex());
        assertEquals(7L, decoded.walkStart());
        assertEquals(87, decoded.bucketsLeft());
        assertEquals(0x1234_5678_9abc_def0L, decoded.argumentsFingerprint());
        assertArrayEquals(state, decoded.pagingState());
    }

    @Test
    void aCursorAtABucketStartHasNoPagingState() {
        assertNull(codec.decode(codec.encode(new Cursor(3, 7L, 1, 7, null))).pagingState());
    }

    @Test
    void isUrlSafeText() {
        String text = codec.encode(new Cursor(Long.MAX_VALUE, 7L, 90, -1, new byte[40]));
        assertTrue(text.matches("[A-Za-z0-9_-]+"), text);
    }

    @Test
    void everyAlteredByteIsRefused() {
        byte[] bytes = Base64.getUrlDecoder().decode(codec.encode(new Cursor(42, 7L, 3, 99, new byte[] {9, 8, 7})));
        for (int i = 0; i < bytes.length; i++) {
            byte[] altered = bytes.clone();
            altered[i] ^= 0x01;
            String text = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> codec.decode(text), "byte " + i);
            assertTrue(e.getMessage().startsWith("cursor "), e.getMessage());
        }
    }

    @Test
    void alteredContentIsReportedAsTampering() {
        byte[] bytes = Base64.getUrlDecoder().decode(codec.encode(new Cursor(42, 7L, 3, 99, null)));
        bytes[8] ^= 0x40; // inside the bucket index
        String text = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        assertEquals(
                "cursor was altered or truncated (signature mismatch)",
                assertThrows(IllegalArgumentException.class, () -> codec.decode(text))
                        .getMessage());
    }

    @Test
    void truncatedCursorsAreRefused() {
        String text = codec.encode(new Cursor(42, 7L, 3, 99, new byte[] {1, 2, 3, 4, 5, 6, 7, 8}));
        for (int length = 0; length < text.length(); length++) {
            String prefix = text.substring(0, length);
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> codec.decode(prefix), prefix);
            assertTrue(e.getMessage().startsWith("cursor "), e.getMessage());
        }
    }

    @Test
    void aCursorOfAnotherQueryIsForeign() {
        String other = new CursorCodec("logs.log_messages_by_message_id/byId", List.of())
                .encode(new Cursor(0, 7L, 1, 5, null));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> codec.decode(other));
        assertTrue(e.getMessage().contains("foreign cursor"), e.getMessage());
        assertTrue(e.getMessage().contains(ID), e.getMessage());
    }

    @Test
    void aCursorSignedWithAnotherKeyIsRefused() {
        CursorCodec keyed = new CursorCodec(ID, List.of(key("server secret")));
        String text = keyed.encode(new Cursor(1, 7L, 2, 3, null));
        assertEquals(2, keyed.decode(text).bucketsLeft());
        assertThrows(IllegalArgumentException.class, () -> codec.decode(text));
        assertThrows(
                IllegalArgumentException.class, () -> new CursorCodec(ID, List.of(key("other secret"))).decode(text));
    }

    @Test
    void rotatedKeysVerifyUntilRetiredThenLookTampered() {
        String old = new CursorCodec(ID, List.of(key("old"))).encode(new Cursor(5, 5, 1, 9, null));
        CursorCodec rotating = new CursorCodec(ID, List.of(key("new"), key("old")));
        assertEquals(5, rotating.decode(old).bucketIndex());
        String signedNow = rotating.encode(new Cursor(6, 6, 1, 9, null));
        assertEquals(
                6, new CursorCodec(ID, List.of(key("new"))).decode(signedNow).bucketIndex());
        assertThrows(IllegalArgumentException.class, () -> new CursorCodec(ID, List.of(key("old"))).decode(signedNow));

        CursorCodec retired = new CursorCodec(ID, List.of(key("new")));
        String tampered = Base64.getUrlEncoder().withoutPadding().encodeToString(flip(signedNow, 8));
        String message = assertThrows(IllegalArgumentException.class, () -> retired.decode(tampered))
                .getMessage();
        assertEquals("cursor was altered or truncated (signature mismatch)", message);
        assertEquals(
                message,
                assertThrows(IllegalArgumentException.class, () -> retired.decode(old))
                        .getMessage());
    }

    @Test
    void withoutKeysAProcessKeySignsWhichTheOldDerivedKeyCannotForge() throws Exception {
        CursorCodec unkeyed = new CursorCodec(ID, List.of());
        String text = unkeyed.encode(new Cursor(3, 3, 1, 4, null));
        assertEquals(3, new CursorCodec(ID, List.of()).decode(text).bucketIndex());
        // What anyone could compute before: the key derived from the query's public identity.
        byte[] derived = MessageDigest.getInstance("SHA-256")
                .digest(("queryfirst-cursor:" + ID).getBytes(StandardCharsets.UTF_8));
        String forged = new CursorCodec(ID, List.of(derived)).encode(new Cursor(999, 999, 1, 4, null));
        assertEquals(
                "cursor was altered or truncated (signature mismatch)",
                assertThrows(IllegalArgumentException.class, () -> unkeyed.decode(forged))
                        .getMessage());
    }

    private static byte[] key(String name) {
        return (name + " ".repeat(32)).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] flip(String cursor, int at) {
        byte[] bytes = Base64.getUrlDecoder().decode(cursor);
        bytes[at] ^= 0x40;
        return bytes;
    }

    @Test
    void textThatIsNotACursorIsNamedAsSuch() {
        assertEquals(
                "cursor is not a paging cursor (not URL-safe base64)",
                assertThrows(IllegalArgumentException.class, () -> codec.decode("not a cursor!"))
                        .getMessage());
        assertEquals(
                "cursor is truncated or not a paging cursor",
                assertThrows(IllegalArgumentException.class, () -> codec.decode(""))
                        .getMessage());
    }

    private static MergedCursor merged() {
        return new MergedCursor(
                -19_844L,
                -19_833L,
                12,
                0x0fed_cba9_8765_4321L,
                List.of(
                        new MergedCursor.Position(new byte[] {1, 2, 3}, 4, false),
                        MergedCursor.Position.START,
                        MergedCursor.Position.EXHAUSTED));
    }

    @Test
    void aMergedCursorRoundTripsEveryShardsPosition() {
        MergedCursor decoded = codec.decodeMerged(codec.encode(merged()));
        assertEquals(-19_844L, decoded.bucketIndex());
        assertEquals(12, decoded.bucketsLeft());
        assertEquals(0x0fed_cba9_8765_4321L, decoded.argumentsFingerprint());
        assertEquals(3, decoded.shards().size());
        assertArrayEquals(new byte[] {1, 2, 3}, decoded.shards().get(0).pagingState());
        assertEquals(4, decoded.shards().get(0).skip());
        assertNull(decoded.shards().get(1).pagingState());
        assertEquals(0, decoded.shards().get(1).skip());
        assertTrue(decoded.shards().get(2).exhausted());
    }

    @Test
    void everyAlteredOrMissingByteOfAMergedCursorIsRefused() {
        String text = codec.encode(merged());
        byte[] bytes = Base64.getUrlDecoder().decode(text);
        for (int i = 0; i < bytes.length; i++) {
            byte[] altered = bytes.clone();
            altered[i] ^= 0x01;
            String alteredText = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
            assertThrows(IllegalArgumentException.class, () -> codec.decodeMerged(alteredText), "byte " + i);
        }
        for (int length = 0; length < text.length(); length++) {
            String prefix = text.substring(0, length);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> codec.decodeMerged(prefix));
            assertTrue(e.getMessage().startsWith("cursor "), e.getMessage());
        }
    }

    @Test
    void aCursorOfTheOtherLayoutIsForeign() {
        String single = codec.encode(new Cursor(1, 7L, 2, 3, null));
        String merged = codec.encode(merged());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> codec.decodeMerged(single))
                .getMessage()
                .contains("foreign cursor"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> codec.decode(merged))
                .getMessage()
                .contains("foreign cursor"));
    }

    /**
     * The text of a cursor is exactly what earlier releases wrote for the same fields and key
     * (layout 3, the identity's tag, HMAC-SHA256 over the identity, a zero byte and the body,
     * truncated to 16 bytes), so cursors move across releases both ways.
     */
    @Test
    void writesTheBytesOfEarlierReleases() throws Exception {
        byte[] key = key("shared secret");
        byte[] state = {9, 8, 7};
        ByteBuffer body = ByteBuffer.allocate(1 + 4 + 8 + 8 + 4 + 8 + 4 + state.length)
                .put((byte) 3)
                .put(MessageDigest.getInstance("SHA-256").digest(ID.getBytes(StandardCharsets.UTF_8)), 0, 4)
                .putLong(-20_000L)
                .putLong(-19_998L)
                .putInt(88)
                .putLong(0x0102_0304_0506_0708L)
                .putInt(state.length)
                .put(state);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(key, "HmacSHA256"));
        mac.update(ID.getBytes(StandardCharsets.UTF_8));
        mac.update((byte) 0);
        byte[] signature = mac.doFinal(body.array());
        byte[] cursor = Arrays.copyOf(body.array(), body.capacity() + 16);
        System.arraycopy(signature, 0, cursor, body.capacity(), 16);
        String expected = Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);

        CursorCodec keyed = new CursorCodec(ID, List.of(key));
        assertEquals(expected, keyed.encode(new Cursor(-20_000L, -19_998L, 88, 0x0102_0304_0506_0708L, state)));
        // Encoding and decoding on one thread reuse its MAC: a second round gives the same text.
        assertEquals(expected, keyed.encode(keyed.decode(expected)));
        cursor[cursor.length - 1] ^= 1;
        String altered = Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
        assertEquals(
                "cursor was altered or truncated (signature mismatch)",
                assertThrows(IllegalArgumentException.class, () -> keyed.decode(altered))
                        .getMessage());
    }
}
