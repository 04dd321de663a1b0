package dev.queryfirst.runtime;

import dev.queryfirst.runtime.internal.Args;
import java.util.ArrayList;
import java.util.List;

/** The checks of {@link DaoOptions#withCursorKeys}: what a key must be to sign cursors. */
final class CursorKeys {

    private CursorKeys() {}

    /**
     * Copies of {@code keys}, each checked: at least one, none null, none shorter than
     * {@link DaoOptions#MIN_CURSOR_KEY_BYTES}, a failure naming the key's index.
     */
    static List<byte[]> checked(List<byte[]> keys) {
        Args.notNull(keys, "keys");
        if (keys.isEmpty()) {
            throw new IllegalArgumentException("keys must hold at least one cursor key");
        }
        List<byte[]> copies = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            byte[] key = Args.notNull(keys.get(i), "keys[" + i + "]");
            if (key.length < DaoOptions.MIN_CURSOR_KEY_BYTES) {
                throw new IllegalArgumentException("cursor key keys[" + i + "] must be at least "
                        + DaoOptions.MIN_CURSOR_KEY_BYTES
                        + " bytes (a random secret, e.g. 32 bytes of SecureRandom in base64), was " + key.length);
            }
            copies.add(key.clone());
        }
        return List.copyOf(copies);
    }
}
