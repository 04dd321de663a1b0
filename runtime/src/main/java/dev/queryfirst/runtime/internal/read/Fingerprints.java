package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import java.nio.ByteBuffer;
import java.security.DigestException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.List;

/**
 * SHA-256 for cursors, one digest per thread: a cursor's identity tag and its arguments
 * fingerprint are hashed on every page, and looking the algorithm up each time cost more
 * allocation than the page's own work (BENCHMARKS.md, "Client work per shape").
 *
 * <p>The fingerprint of a statement's bound values is the first 8 bytes of SHA-256 over: the
 * value count (4 bytes, big-endian), then per value its length (4; -1 for null) and bytes. The
 * bytes are fed to the digest as they are, without copying them into one buffer first; the
 * result is the same, so cursors issued by earlier releases still resume.
 */
final class Fingerprints {

    private static final ThreadLocal<Digest> DIGESTS = ThreadLocal.withInitial(Digest::new);

    private Fingerprints() {}

    /** SHA-256 of {@code data}, a new array. */
    static byte[] sha256(byte[] data) {
        MessageDigest digest = DIGESTS.get().sha256;
        digest.reset();
        return digest.digest(data);
    }

    /** Identifies a statement's bound arguments without storing them in a cursor. */
    static long of(BoundStatement statement) {
        return of(statement.getValues());
    }

    /** The fingerprint of bound {@code values} (see the class comment for what is hashed). */
    static long of(List<ByteBuffer> values) {
        Digest digest = DIGESTS.get();
        MessageDigest sha256 = digest.sha256;
        sha256.reset();
        digest.updateInt(values.size());
        for (ByteBuffer value : values) {
            if (value == null) {
                digest.updateInt(-1);
            } else {
                digest.updateInt(value.remaining());
                if (value.hasArray()) {
                    sha256.update(value.array(), value.arrayOffset() + value.position(), value.remaining());
                } else {
                    sha256.update(value.duplicate());
                }
            }
        }
        return digest.finish();
    }

    /** A thread's digest and the buffers it writes through. */
    private static final class Digest {
        final MessageDigest sha256;
        private final byte[] intBytes = new byte[4];
        private final byte[] out = new byte[32];

        Digest() {
            try {
                sha256 = MessageDigest.getInstance("SHA-256");
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("SHA-256 is required by every Java platform", e);
            }
        }

        void updateInt(int value) {
            intBytes[0] = (byte) (value >>> 24);
            intBytes[1] = (byte) (value >>> 16);
            intBytes[2] = (byte) (value >>> 8);
            intBytes[3] = (byte) value;
            sha256.update(intBytes, 0, 4);
        }

        /** The first 8 bytes of the digest, big-endian. */
        long finish() {
            try {
                sha256.digest(out, 0, out.length);
            } catch (DigestException e) {
                throw new IllegalStateException("a SHA-256 digest is 32 bytes", e);
            }
            long first = 0;
            for (int i = 0; i < 8; i++) {
                first = (first << 8) | (out[i] & 0xFF);
            }
            return first;
        }
    }
}
