package dev.queryfirst.runtime.read;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encodes and checks paging cursors: URL-safe base64 of a small binary record followed by a
 * truncated HMAC-SHA256 over the query's identity and that record.
 *
 * <p>Layout: version (1 byte), identity tag (4 bytes, first bytes of SHA-256(identity), so a
 * foreign cursor is told apart from a damaged one), bucket index (8), buckets left (4),
 * arguments fingerprint (8), paging state length (4) and bytes, MAC (16).
 */
final class CursorCodec {

  private static final byte VERSION = 1;
  private static final int MAC_BYTES = 16;
  private static final int FIXED_BYTES = 1 + 4 + 8 + 4 + 8 + 4;
  /** Paging states are a few dozen bytes; a bound keeps a forged length from allocating much. */
  private static final int MAX_PAGING_STATE_BYTES = 64 * 1024;

  private final String identity;
  private final byte[] identityBytes;
  private final byte[] key;

  /**
   * @param identity names the query (keyspace, table, access pattern); cursors of another
   *     identity are refused
   * @param key the HMAC key, or null to derive one from {@code identity}
   */
  CursorCodec(String identity, byte[] key) {
    this.identity = identity;
    this.identityBytes = identity.getBytes(StandardCharsets.UTF_8);
    this.key = key != null ? key : sha256(("queryfirst-cursor:" + identity).getBytes(StandardCharsets.UTF_8));
  }

  String encode(Cursor cursor) {
    byte[] pagingState = cursor.pagingState() == null ? new byte[0] : cursor.pagingState();
    ByteBuffer body = ByteBuffer.allocate(FIXED_BYTES + pagingState.length + MAC_BYTES);
    body.put(VERSION)
        .put(sha256(identityBytes), 0, 4)
        .putLong(cursor.bucketIndex())
        .putInt(cursor.bucketsLeft())
        .putLong(cursor.argumentsFingerprint())
        .putInt(pagingState.length)
        .put(pagingState);
    body.put(mac(body.array(), body.position()), 0, MAC_BYTES);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(body.array());
  }

  /**
   * @throws IllegalArgumentException naming the {@code cursor} parameter when the text is not a
   *     cursor, was altered or truncated, or belongs to another query
   */
  Cursor decode(String text) {
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(text);
    } catch (IllegalArgumentException e) {
      throw invalid("is not a paging cursor (not URL-safe base64)");
    }
    if (bytes.length < FIXED_BYTES + MAC_BYTES) {
      throw invalid("is truncated or not a paging cursor");
    }
    if (bytes[0] != VERSION) {
      throw invalid("has unknown version " + bytes[0] + " (issued by another QueryFirst version?)");
    }
    int signed = bytes.length - MAC_BYTES;
    byte[] expected = Arrays.copyOf(mac(bytes, signed), MAC_BYTES);
    if (!MessageDigest.isEqual(expected, Arrays.copyOfRange(bytes, signed, bytes.length))) {
      byte[] tag = Arrays.copyOf(sha256(identityBytes), 4);
      if (!Arrays.equals(tag, Arrays.copyOfRange(bytes, 1, 5))) {
        throw invalid("belongs to another query or table (foreign cursor); this query is " + identity);
      }
      throw invalid("was altered or truncated (signature mismatch)");
    }
    try {
      ByteBuffer body = ByteBuffer.wrap(bytes, 5, signed - 5);
      long bucketIndex = body.getLong();
      int bucketsLeft = body.getInt();
      long fingerprint = body.getLong();
      int length = body.getInt();
      if (length < 0 || length > MAX_PAGING_STATE_BYTES || length != body.remaining()) {
        throw invalid("is malformed (paging state length " + length + ")");
      }
      byte[] pagingState = new byte[length];
      body.get(pagingState);
      if (bucketsLeft <= 0) {
        throw invalid("is malformed (" + bucketsLeft + " buckets left)");
      }
      return new Cursor(bucketIndex, bucketsLeft, fingerprint, length == 0 ? null : pagingState);
    } catch (BufferUnderflowException e) {
      throw invalid("is truncated");
    }
  }

  static IllegalArgumentException invalid(String problem) {
    return new IllegalArgumentException("cursor " + problem);
  }

  private byte[] mac(byte[] body, int length) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      mac.update(identityBytes);
      mac.update((byte) 0);
      mac.update(body, 0, length);
      return mac.doFinal();
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is required by every Java platform", e);
    }
  }

  static byte[] sha256(byte[] data) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(data);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is required by every Java platform", e);
    }
  }
}
