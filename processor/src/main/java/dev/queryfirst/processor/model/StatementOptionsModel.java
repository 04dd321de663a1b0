package dev.queryfirst.processor.model;

/**
 * A {@code @StatementOptions}, checked: each value empty (0 for the page size) when unset
 * (docs/statement-options.md).
 *
 * @param consistency a driver consistency level's name ({@code "LOCAL_QUORUM"}), or empty
 * @param timeoutMillis the request timeout in milliseconds, or 0
 * @param executionProfile a driver execution profile's name, or empty
 * @param pageSize rows per round trip, or 0
 * @param idempotent {@code "TRUE"} or {@code "FALSE"}, or empty for QueryFirst's choice
 */
public record StatementOptionsModel(
        String consistency, long timeoutMillis, String executionProfile, int pageSize, String idempotent) {

    private static final StatementOptionsModel NONE = new StatementOptionsModel("", 0, "", 0, "");

    public static StatementOptionsModel none() {
        return NONE;
    }

    /** Whether no value is set. */
    public boolean isEmpty() {
        return equals(NONE);
    }

    /** These options with QueryFirst's choice of idempotence. */
    public StatementOptionsModel withoutIdempotence() {
        return new StatementOptionsModel(consistency, timeoutMillis, executionProfile, pageSize, "");
    }

    /** These options with each value {@code later} sets replacing this one's (a pattern's over its entity's). */
    public StatementOptionsModel overriddenBy(StatementOptionsModel later) {
        return new StatementOptionsModel(
                later.consistency.isEmpty() ? consistency : later.consistency,
                later.timeoutMillis == 0 ? timeoutMillis : later.timeoutMillis,
                later.executionProfile.isEmpty() ? executionProfile : later.executionProfile,
                later.pageSize == 0 ? pageSize : later.pageSize,
                later.idempotent.isEmpty() ? idempotent : later.idempotent);
    }
}
