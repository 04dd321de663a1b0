package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.internal.StatementLayers;

/**
 * How a DAO's writes go out, resolved once per DAO: its write mode, the statement options of its
 * writes (docs/statement-options.md, "Writes") and the execution profile that carries their
 * timeout on a batch (null when they set none).
 */
record Sending(WriteMode mode, StatementOptions writes, DriverExecutionProfile batchProfile) {

    static Sending of(CqlSession session, DaoOptions options) {
        StatementOptions writes = StatementLayers.writes(options);
        return new Sending(options.writeMode(), writes, StatementLayers.batchProfile(session, writes));
    }
}
