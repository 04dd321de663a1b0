package dev.queryfirst.runtime.internal.read;

import java.lang.System.Logger.Level;
import java.security.SecureRandom;

/**
 * The cursor key of a DAO configured without one: 32 random bytes, drawn once per process.
 * Nothing a client knows derives it, so nobody forges a cursor; but cursors then fail after a
 * restart and on another instance, which the first use says once in the log (docs/mapping-rules.md,
 * "Cursor keys").
 */
final class ProcessCursorKey {

    private static final System.Logger LOG = System.getLogger(ProcessCursorKey.class.getName());

    private ProcessCursorKey() {}

    /** The key, drawn (and the warning logged) at the first call. */
    static byte[] get() {
        return Holder.KEY.clone();
    }

    private static final class Holder {
        static final byte[] KEY = draw();

        private static byte[] draw() {
            byte[] key = new byte[32];
            new SecureRandom().nextBytes(key);
            LOG.log(
                    Level.WARNING,
                    "no cursor key configured (DaoOptions.withCursorKey or withCursorKeys; queryfirst.dao.cursor-key with the"
                            + " Spring Boot starter):"
                            + " paging cursors are signed with a random key of this process, so a cursor fails after"
                            + " a restart and on another instance; configure a secret of at least 32 bytes shared by"
                            + " every instance");
            return key;
        }
    }
}
