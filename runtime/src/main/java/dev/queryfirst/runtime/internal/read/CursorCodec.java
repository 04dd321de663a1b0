package dev.queryfirst.runtime.internal.read;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encodes and checks paging cursors: URL-safe base64 of a small binary record followed by a
 * truncated HMAC-SHA256 over the query's identity and that record.
 *
 * <p>Layout: version (1 byte), identity tag (4 bytes, first bytes of SHA-256(identity), so a
 * foreign cursor is told apart from a damaged one), bucket index (8), the walk's first bucket
 * index (8, so that the reader checks the bucket is one that walk visits), buckets left (4),
 * arguments fingerprint (8), paging state length (4) and bytes, MAC (16). A merged cursor holds a
 * position per shard instead of one paging state; see {@link #encode(MergedCursor)}.
 *
 * <p><b>Keys</b> (docs/mapping-rules.md, "Cursor keys"): the first of the DAO's keys signs, every one
 * verifies, so keys rotate without breaking the cursors clients hold. A cursor no key verifies —
 * altered, forged, or signed by a key since retired — is refused with one message. Without keys,
 * a random key of this process signs (and a warning says once that cursors then do not survive a
 * restart nor move between instances): nothing a client knows derives it.
 */
final class CursorCodec {

    /**
     * Initialized MACs by key (the DAO's key arrays, by identity), per thread: a page signs one
     * cursor and verifies another, and looking the algorithm up and initializing it with the key
     * cost more allocation than the page's own work. {@code doFinal} leaves a MAC ready for reuse.
     */
    private static final ThreadLocal<Map<byte[], Mac>> MACS = ThreadLocal.withInitial(IdentityHashMap::new);

    /** The MAC of a cursor, per thread: {@code doFinal} writes into it, no array per cursor. */
    private static final ThreadLocal<byte[]> MAC_OUT = ThreadLocal.withInitial(() -> new byte[32]);

    private static final int MACS_PER_THREAD = 16;

    /** Layout of a {@link Cursor}: one partition at a time (1 was the layout without the walk's start). */
    private static final byte SINGLE = 3;
    /** Layout of a {@link MergedCursor}: a position per shard (2 was the layout without the walk's start). */
    private static final byte MERGED = 4;

    private static final int MAC_BYTES = 16;
    /** Both layouts: version, tag, bucket, walk start, buckets left, fingerprint, then a 4-byte count. */
    private static final int FIXED_BYTES = 1 + 4 + 8 + 8 + 4 + 8 + 4;
    /** Paging states are a few dozen bytes; a bound keeps a forged length from allocating much. */
    private static final int MAX_PAGING_STATE_BYTES = 64 * 1024;

    private final String identity;
    private final byte[] identityBytes;
    /** The first 4 bytes of SHA-256(identity): the tag every cursor of this query carries. */
    private final byte[] identityTag;

    private final List<byte[]> keys;

    /**
     * @param identity names the query (keyspace, table, access pattern); cursors of another
     *     identity are refused
     * @param keys the HMAC keys, the signing one first; empty for this process's random key
     */
    CursorCodec(String identity, List<byte[]> keys) {
        this.identity = identity;
        this.identityBytes = identity.getBytes(StandardCharsets.UTF_8);
        this.identityTag = Arrays.copyOf(Fingerprints.sha256(identityBytes), 4);
        this.keys = keys.isEmpty() ? List.of(ProcessCursorKey.get()) : List.copyOf(keys);
    }

    String encode(Cursor cursor) {
        byte[] pagingState = cursor.pagingState() == null ? new byte[0] : cursor.pagingState();
        ByteBuffer body = header(SINGLE, FIXED_BYTES + pagingState.length)
                .putLong(cursor.bucketIndex())
                .putLong(cursor.walkStart())
                .putInt(cursor.bucketsLeft())
                .putLong(cursor.argumentsFingerprint())
                .putInt(pagingState.length)
                .put(pagingState);
        return seal(body);
    }

    /**
     * Layout of a merged cursor (version 2): the fixed part of version 1 without the paging
     * state, then the shard count (4) and per shard: exhausted flag (1), skip (4), paging state
     * length (4) and bytes.
     */
    String encode(MergedCursor cursor) {
        int size = FIXED_BYTES;
        for (MergedCursor.Position position : cursor.shards()) {
            size += 9 + stateBytes(position.pagingState()).length;
        }
        ByteBuffer body = header(MERGED, size)
                .putLong(cursor.bucketIndex())
                .putLong(cursor.walkStart())
                .putInt(cursor.bucketsLeft())
                .putLong(cursor.argumentsFingerprint())
                .putInt(cursor.shards().size());
        for (MergedCursor.Position position : cursor.shards()) {
            byte[] state = stateBytes(position.pagingState());
            body.put((byte) (position.exhausted() ? 1 : 0))
                    .putInt(position.skip())
                    .putInt(state.length)
                    .put(state);
        }
        return seal(body);
    }

    private static byte[] stateBytes(byte[] pagingState) {
        return pagingState == null ? new byte[0] : pagingState;
    }

    private ByteBuffer header(byte version, int size) {
        ByteBuffer body = ByteBuffer.allocate(size + MAC_BYTES);
        return body.put(version).put(identityTag);
    }

    private String seal(ByteBuffer body) {
        body.put(mac(keys.get(0), body.array(), body.position()), 0, MAC_BYTES);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(body.array());
    }

    /**
     * @throws IllegalArgumentException naming the {@code cursor} parameter when the text is not a
     *     cursor, was altered or truncated, or belongs to another query
     */
    Cursor decode(String text) {
        ByteBuffer body = open(text, SINGLE, FIXED_BYTES);
        try {
            long bucketIndex = body.getLong();
            long walkStart = body.getLong();
            int bucketsLeft = checkedBucketsLeft(body.getInt());
            long fingerprint = body.getLong();
            byte[] pagingState = pagingState(body);
            if (body.hasRemaining()) {
                throw invalid("is malformed (" + body.remaining() + " bytes after the paging state)");
            }
            return new Cursor(bucketIndex, walkStart, bucketsLeft, fingerprint, pagingState);
        } catch (BufferUnderflowException e) {
            throw invalid("is truncated");
        }
    }

    /** {@link #decode(String)} for a cursor of a {@link MergedQuery}. */
    MergedCursor decodeMerged(String text) {
        ByteBuffer body = open(text, MERGED, FIXED_BYTES);
        try {
            long bucketIndex = body.getLong();
            long walkStart = body.getLong();
            int bucketsLeft = checkedBucketsLeft(body.getInt());
            long fingerprint = body.getLong();
            int shards = body.getInt();
            if (shards <= 0 || shards > body.remaining() / 9) {
                throw invalid("is malformed (" + shards + " shards)");
            }
            List<MergedCursor.Position> positions = new ArrayList<>();
            for (int i = 0; i < shards; i++) {
                boolean exhausted = body.get() != 0;
                int skip = body.getInt();
                if (skip < 0) {
                    throw invalid("is malformed (skip " + skip + ")");
                }
                positions.add(new MergedCursor.Position(pagingState(body), skip, exhausted));
            }
            if (body.hasRemaining()) {
                throw invalid("is malformed (" + body.remaining() + " bytes after the last shard)");
            }
            return new MergedCursor(bucketIndex, walkStart, bucketsLeft, fingerprint, positions);
        } catch (BufferUnderflowException e) {
            throw invalid("is truncated");
        }
    }

    private static int checkedBucketsLeft(int bucketsLeft) {
        if (bucketsLeft <= 0) {
            throw invalid("is malformed (" + bucketsLeft + " buckets left)");
        }
        return bucketsLeft;
    }

    /** A length-prefixed paging state; null when empty (the partition's start). */
    private static byte[] pagingState(ByteBuffer body) {
        int length = body.getInt();
        if (length < 0 || length > MAX_PAGING_STATE_BYTES || length > body.remaining()) {
            throw invalid("is malformed (paging state length " + length + ")");
        }
        byte[] pagingState = new byte[length];
        body.get(pagingState);
        return length == 0 ? null : pagingState;
    }

    /** The signed body of {@code text} after its version and identity tag, checked to be {@code version}. */
    private ByteBuffer open(String text, byte version, int fixedBytes) {
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw invalid("is not a paging cursor (not URL-safe base64)");
        }
        if (bytes.length < 1 + 4 + MAC_BYTES) {
            throw invalid("is truncated or not a paging cursor");
        }
        if (bytes[0] != SINGLE && bytes[0] != MERGED) {
            throw invalid("has unknown version " + bytes[0] + " (issued by another QueryFirst version?)");
        }
        int signed = bytes.length - MAC_BYTES;
        if (!verified(bytes, signed)) {
            if (!Arrays.equals(identityTag, 0, 4, bytes, 1, 5)) {
                throw invalid("belongs to another query or table (foreign cursor); this query is " + identity);
            }
            // Altered, forged and signed by a retired key look alike: no key of this DAO signed it.
            throw invalid("was altered or truncated (signature mismatch)");
        }
        if (bytes[0] != version) {
            // Signed with this query's key and identity, yet of the other layout: the query changed
            // between sharded and unsharded since the cursor was issued.
            throw invalid("belongs to another form of this query (foreign cursor); this query is " + identity);
        }
        if (signed < fixedBytes) {
            throw invalid("is truncated or not a paging cursor");
        }
        return ByteBuffer.wrap(bytes, 5, signed - 5);
    }

    static IllegalArgumentException invalid(String problem) {
        return new IllegalArgumentException("cursor " + problem);
    }

    /** Whether one of the keys signed the first {@code signed} bytes of {@code bytes}. */
    private boolean verified(byte[] bytes, int signed) {
        boolean verified = false;
        for (byte[] key : keys) {
            // Every key is tried, so the time taken does not tell which key verified.
            verified |= sameMac(mac(key, bytes, signed), bytes, signed);
        }
        return verified;
    }

    /**
     * Whether the first {@link #MAC_BYTES} of {@code mac} equal {@code given} from {@code at}, in
     * time independent of where they differ (as {@code MessageDigest.isEqual}), without copying.
     */
    private static boolean sameMac(byte[] mac, byte[] given, int at) {
        int difference = 0;
        for (int i = 0; i < MAC_BYTES; i++) {
            difference |= mac[i] ^ given[at + i];
        }
        return difference == 0;
    }

    /** The HMAC of the identity and {@code body}'s first {@code length} bytes, in this thread's buffer. */
    private byte[] mac(byte[] key, byte[] body, int length) {
        try {
            Map<byte[], Mac> macs = MACS.get();
            Mac mac = macs.get(key);
            if (mac == null) {
                if (macs.size() >= MACS_PER_THREAD) {
                    macs.clear(); // keys of DAOs long gone, in a process that made many
                }
                mac = Mac.getInstance("HmacSHA256");
                mac.init(new SecretKeySpec(key, "HmacSHA256"));
                macs.put(key, mac);
            }
            mac.update(identityBytes);
            mac.update((byte) 0);
            mac.update(body, 0, length);
            byte[] out = MAC_OUT.get();
            mac.doFinal(out, 0);
            return out;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is required by every Java platform", e);
        }
    }
}
