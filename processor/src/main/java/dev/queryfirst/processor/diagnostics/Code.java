package dev.queryfirst.processor.diagnostics;

/**
 * The catalog of everything the processor says: one stable code, kind and message template per
 * diagnostic. Templates are {@link String#format} patterns; every message states the numbers
 * behind it and ends with a fix. Nothing outside this enum writes diagnostic text from scratch.
 */
public enum Code {
    QF000(
            Kind.ERROR,
            "internal error while processing %s: %s. This is a QueryFirst bug: "
                    + "rerun with -Aqueryfirst.debug=true for the stack trace and report it"),

    QF101(Kind.ERROR, "access pattern '%s': %s names '%s', which is not an attribute of %s. Fix: %s"),
    QF102(
            Kind.ERROR,
            "entity %s has no @Key attribute. Fix: annotate the attribute(s) that identify " + "one %s with @Key"),
    QF103(Kind.ERROR, "%s. Fix: %s"),
    QF104(Kind.ERROR, "access pattern '%s': %s. Fix: %s"),
    QF105(
            Kind.ERROR,
            "access pattern '%s' has no 'where', no time bucket and no shards: it would read every partition"
                    + " of the table (a full scan). Fix: %s"),
    QF106(Kind.ERROR, "%s cannot be part of a primary key (%s). Fix: %s"),
    QF107(Kind.ERROR, "%s. Fix: %s"),
    QF108(Kind.ERROR, "%s. Fix: %s"),
    QF109(Kind.ERROR, "invalid %s: %s. Fix: %s"),
    QF110(Kind.ERROR, "%s: %s. Fix: %s"),

    QF201(Kind.ERROR, "table %s: partition grows without bound (%s). Fix: %s"),
    QF202(
            Kind.ERROR,
            "table %s: partition grows without bound: its rows are clustered by the time "
                    + "column %s, with no @TimeBucket, no ttl and no @Cardinality numbers that bound them. Fix: %s"),
    QF203(Kind.ERROR, "table %s: partition too large (%s; the limit is %s). Fix: %s"),
    QF204(Kind.ERROR, "access pattern '%s': an index on %s would index a high-cardinality column " + "(%s). Fix: %s"),
    QF205(Kind.ERROR, "live reference %s cannot be kept fresh: %s. Fix: %s"),
    QF206(
            Kind.ERROR,
            "table %s: a read may scan about %s tombstones, over Cassandra's tombstone_failure_threshold of %s,"
                    + " past which the node aborts the read. Rows entering a partition that may leave it within"
                    + " gc_grace_seconds (%s): %s; %s; a read%s that finds fewer live rows than it wants scans"
                    + " them all. Fix: %s"),

    QF301(Kind.WARNING, "table %s: cannot verify the partition size: no @Cardinality numbers for " + "%s. Fix: %s"),
    QF302(Kind.WARNING, "table %s: hot partition: %s. Fix: %s"),
    QF303(Kind.WARNING, "table %s: large partition (%s; the warning %s). Fix: %s"),
    QF304(Kind.WARNING, "entity %s: every save writes %d tables (more than %d). Fix: %s"),
    QF305(
            Kind.WARNING,
            "table %s: %s copied from %s into every row, not a static column: an "
                    + "update of one %s fans out to %s rows. Fix: %s"),
    QF306(Kind.WARNING, "collection %s: %s (over %s). Fix: %s"),
    QF307(
            Kind.WARNING,
            "entity %s: a save's logged batch is %s bytes as Cassandra counts it (%s), over its"
                    + " batch_size_warn_threshold of %s bytes: the node logs a warning at %s. Fix: write fewer copies"
                    + " (share tables, strategy = INDEX), shrink the largest value (%s), or create the DAO with the"
                    + " PARALLEL write mode, which sends each copy as its own statement"),
    QF308(Kind.WARNING, "table %s: a read of %d rows touches %d partitions (about %s rows per " + "bucket). Fix: %s"),
    QF309(
            Kind.WARNING,
            "table %s: a read may scan about %s tombstones, over Cassandra's tombstone_warn_threshold of %s. Rows"
                    + " entering a partition that may leave it within gc_grace_seconds (%s): %s; %s; a read%s that"
                    + " finds fewer live rows than it wants scans them all. Fix: %s"),

    QF401(
            Kind.ERROR,
            "table %s: %s, which Cassandra cannot change in an existing table (schema "
                    + "version %d has %s). Fix: %s"),
    QF402(
            Kind.WARNING,
            "%s is no longer generated but stays in the cluster (schema version %d): " + "no @Drop names it. Fix: %s");

    private final Kind kind;
    private final String template;

    Code(Kind kind, String template) {
        this.kind = kind;
        this.template = template;
    }

    public Kind kind() {
        return kind;
    }

    /** The message: {@code [QF201] table …}, with the template's arguments filled in. */
    public String format(Object... args) {
        return "[" + name() + "] " + String.format(java.util.Locale.ROOT, template, args);
    }
}
