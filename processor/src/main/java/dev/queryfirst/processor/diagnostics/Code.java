package dev.queryfirst.processor.diagnostics;

/**
 * The codes users see in brackets ({@code [QF201]}), silence with
 * {@code @SuppressWarnings("QF302")} (warnings only) and look up in {@code docs/diagnostics.md}.
 * A code names a family of situations; each situation has its own {@link Message} in the
 * {@link Catalog}, and its text lives there, not here.
 */
public enum Code {
    QF000(Kind.ERROR, "an exception inside the processor: a QueryFirst bug, reported instead of crashing javac"),

    QF101(Kind.ERROR, "an access pattern names an attribute the entity does not have"),
    QF102(Kind.ERROR, "an entity without a @Key attribute"),
    QF103(Kind.ERROR, "a type QueryFirst cannot store, or an entity that is neither a record nor a JavaBean"),
    QF104(Kind.ERROR, "a where, range or orderBy that no primary key can serve"),
    QF105(Kind.ERROR, "an access pattern with nothing to partition by: it would scan the whole table"),
    QF106(Kind.ERROR, "a type CQL cannot put in a primary key (a collection, a counter, a duration)"),
    QF107(Kind.ERROR, "a name that clashes with another, or that CQL or the generated Java cannot take"),
    QF108(Kind.ERROR, "a reference to a type that is not an @Entity, a reference cycle, or a keyless target"),
    QF109(Kind.ERROR, "an invalid annotation value, processor option or schema file"),
    QF110(Kind.ERROR, "a counter entity that breaks the rules Cassandra sets for counter tables"),

    QF201(Kind.ERROR, "a partition that grows without bound: a rate with no bucket and no ttl that crosses the limits"),
    QF202(Kind.ERROR, "a partition clustered by time with nothing that bounds its rows"),
    QF203(Kind.ERROR, "a partition over maxPartitionRows or maxPartitionBytes"),
    QF204(Kind.ERROR, "an index on a key, unique or high-cardinality column"),
    QF205(Kind.ERROR, "a live copy of a referenced entity that cannot be kept fresh"),
    QF206(Kind.ERROR, "a read that may scan more tombstones than Cassandra's tombstone_failure_threshold"),

    QF301(Kind.WARNING, "a multi-row partition whose size cannot be verified: no @Cardinality numbers"),
    QF302(Kind.WARNING, "a hot partition: few partition keys, or too many writes into one partition"),
    QF303(Kind.WARNING, "a partition over warnPartitionValues or warnPartitionBytes"),
    QF304(Kind.WARNING, "a save that writes more tables than maxTablesPerEntity"),
    QF305(Kind.WARNING, "copies of a referenced entity in ordinary rows: one update rewrites many rows"),
    QF306(Kind.WARNING, "a collection of more than 1,000 elements or 64 KB"),
    QF307(Kind.WARNING, "a save whose logged batch, as Cassandra counts it, is over warnBatchBytes"),
    QF308(Kind.WARNING, "a read of limit rows that touches more than two buckets"),
    QF309(Kind.WARNING, "a read that may scan more tombstones than Cassandra's tombstone_warn_threshold"),
    QF310(Kind.WARNING, "a nearest-neighbour read across a whole table whose vector index is estimated large"),
    QF311(Kind.WARNING, "a masked attribute a read restricts by: its mask does not hide it from a WHERE"),

    QF401(Kind.ERROR, "a schema change Cassandra cannot apply to an existing table"),
    QF402(Kind.WARNING, "a table, index or column no longer generated that stays until a @Drop names it");

    private final Kind kind;
    private final String summary;

    Code(Kind kind, String summary) {
        this.kind = kind;
        this.summary = summary;
    }

    public Kind kind() {
        return kind;
    }

    /** When the code is reported, in a line (the page of every code shows it). */
    public String summary() {
        return summary;
    }
}
