package dev.queryfirst.benchmarks.audit;

/**
 * Proof that a benchmark's measured work only bound statements prepared before it began: begun
 * once every DAO is created, ended after the last round.
 */
public final class HotPathCheck {

    private final AuditedSession session;
    private final AuditedSession.Counts before;
    private final long cacheBefore;

    private HotPathCheck(AuditedSession session) {
        this.session = session;
        this.before = session.counts();
        this.cacheBefore = PreparedCache.size(session);
    }

    /** Starts watching {@code session}. */
    public static HotPathCheck begin(AuditedSession session) {
        return new HotPathCheck(session);
    }

    /** What happened since {@link #begin}. */
    public Result end() {
        AuditedSession.Counts during = session.counts().since(before);
        return new Result(
                during.statements(), during.prepares(), during.unprepared(), cacheBefore, PreparedCache.size(session));
    }

    /**
     * What the measured work asked of the session.
     *
     * @param statements statements executed
     * @param prepares prepare calls (should be 0)
     * @param unprepared statements that were not bound prepared statements (should be 0)
     * @param cacheBefore the driver's prepared-statement cache size before
     * @param cacheAfter the same after (should be equal)
     */
    public record Result(long statements, long prepares, long unprepared, long cacheBefore, long cacheAfter) {

        /** Whether nothing was prepared and every statement was bound. */
        public boolean clean() {
            return prepares == 0 && unprepared == 0 && cacheBefore == cacheAfter && statements > 0;
        }

        @Override
        public String toString() {
            return String.format(
                    "%,d statements executed, %d prepare calls, %d unprepared statements, "
                            + "prepared-statement cache %d → %d",
                    statements, prepares, unprepared, cacheBefore, cacheAfter);
        }
    }
}
