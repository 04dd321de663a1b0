package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.StatementOptions;

/**
 * The layers of a DAO's statement options, resolved once when the DAO is created: for a read, the
 * access pattern's (bound into its statements) under the DAO's; for a write, the entity's under the
 * DAO's (docs/statement-options.md, "Precedence").
 *
 * <pre>{@code
 * StatementOptions writes = StatementLayers.writes(options);
 * session.executeAsync(writes.applyToWrite(insert));
 * }</pre>
 */
public final class StatementLayers {

    private StatementLayers() {}

    /**
     * What a read gets over its pattern's options: the DAO's read consistency, timeout and
     * profile, then its statement options (a call's among them). The page size stays the
     * reader's, which also asks for no more rows than it needs.
     */
    public static StatementOptions reads(DaoOptions options) {
        StatementOptions dao = StatementOptions.none();
        if (options.readConsistency().isPresent()) {
            dao = dao.withConsistency(options.readConsistency().get());
        }
        return common(dao, options);
    }

    /**
     * What every write gets: the entity's options, then the DAO's write and serial consistency,
     * timeout and profile, then its statement options (a call's among them).
     */
    public static StatementOptions writes(DaoOptions options) {
        StatementOptions dao = options.entityOptions();
        if (options.writeConsistency().isPresent()) {
            dao = dao.withConsistency(options.writeConsistency().get());
        }
        if (options.serialConsistency().isPresent()) {
            dao = dao.withSerialConsistency(options.serialConsistency().get());
        }
        return common(dao, options);
    }

    private static StatementOptions common(StatementOptions dao, DaoOptions options) {
        StatementOptions out = dao;
        if (options.timeout().isPresent()) {
            out = out.withTimeout(options.timeout().get());
        }
        if (options.executionProfile().isPresent()) {
            out = out.withExecutionProfile(options.executionProfile().get());
        }
        return options.statementOptions().isEmpty() ? out : out.overriddenBy(options.statementOptions());
    }

    /**
     * The execution profile a batch must carry for {@code writes}' timeout to hold, or null when
     * it sets none. The driver (4.19.3) takes a request's timeout from the statement, and
     * {@code DefaultBatchStatement.getTimeout()} answers null whatever was set: a batch keeps its
     * profile's timeout. So the batch gets the profile derived from its own with that timeout,
     * derived once per DAO.
     */
    public static DriverExecutionProfile batchProfile(CqlSession session, StatementOptions writes) {
        if (writes.timeout().isEmpty()) {
            return null;
        }
        DriverExecutionProfile profile = writes.executionProfile().isPresent()
                ? session.getContext()
                        .getConfig()
                        .getProfile(writes.executionProfile().get())
                : session.getContext().getConfig().getDefaultProfile();
        return profile.withDuration(
                DefaultDriverOption.REQUEST_TIMEOUT, writes.timeout().get());
    }

    /** {@code batch} with {@code profile} (from {@link #batchProfile}) when there is one. */
    public static Statement<?> withBatchProfile(Statement<?> batch, DriverExecutionProfile profile) {
        return profile != null && batch instanceof BatchStatement ? batch.setExecutionProfile(profile) : batch;
    }
}
