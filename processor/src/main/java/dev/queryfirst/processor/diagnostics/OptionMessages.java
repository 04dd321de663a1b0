package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF109;

/**
 * The catalog's table options an entity sets ({@code @Entity(compaction, gcGraceSeconds)}) that
 * contradict the shape of its tables (QF109): each says what about the rows makes the option
 * harmful. {@code {moving}} is {@link Phrase#ONE_TABLE_MOVES} or {@link Phrase#TABLES_MOVE}.
 */
public enum OptionMessages implements Message {
    TIME_WINDOW_WITHOUT_TTL(
            QF109,
            OptionMessages.TIME_WINDOW + "TimeWindowCompactionStrategy drops a window once all its rows have expired,"
                    + " and the rows of {entity} never expire (no ttl): their windows would pile up forever. Fix: set"
                    + " @Entity(ttl = \"...\"){snapshots}, or " + OptionMessages.BY_SHAPE),
    TIME_WINDOW_ON_MOVING_ROWS(
            QF109,
            OptionMessages.TIME_WINDOW + "{moving} rows when {attributes} changes: the row tombstone lands in a newer"
                    + " window than the row it deletes, TimeWindowCompactionStrategy never compacts the two together,"
                    + " and both stay until the older window expires. Fix: " + OptionMessages.BY_SHAPE + "; or, if"
                    + " {attributes} rarely changes, declare how rarely (@Cardinality(changes = ...)), or mark @Fixed"
                    + " what never changes"),
    GC_GRACE_BELOW_HINT_WINDOW(
            QF109,
            "invalid @Entity(gcGraceSeconds = {seconds}) on {entity}: {duration} is below the hint window ({hintWindow},"
                    + " Cassandra's max_hint_window), and the rows of {entity} are updated or deleted: a hint lives no"
                    + " longer than gc_grace_seconds, so a replica down for longer misses a delete for good unless a"
                    + " repair runs in time, and the row comes back. Fix: set gcGraceSeconds to at least {minimum},"
                    + " with a full repair more often than that, or remove it (Cassandra's 864000)"),
    NO_GC_GRACE_FOR_LOGGED_BATCH(
            QF109,
            "invalid @Entity(gcGraceSeconds = 0) on {entity}: a save of {entity} is a logged batch of {statements}"
                    + " statements, and Cassandra keeps a batch's log no longer than the lowest gc_grace_seconds of its"
                    + " tables: with 0 it could expire before the batch is replayed (the node warns at every save)."
                    + " Fix: set gcGraceSeconds to at least {minimum}, or remove it");

    private static final String TIME_WINDOW =
            "invalid @Entity(compaction = Entity.Compaction.TIME_WINDOW) on {entity}: ";

    private static final String BY_SHAPE = "remove compaction (UnifiedCompactionStrategy, by shape)";

    private final Code code;
    private final String template;

    OptionMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
