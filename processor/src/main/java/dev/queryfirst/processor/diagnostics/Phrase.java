package dev.queryfirst.processor.diagnostics;

/**
 * The parts of messages that several messages share, or that a message holds only sometimes (an
 * optional tail such as {@link #OR_LIFETIME_TOTAL}, which starts with its own separator). A phrase
 * is filled like a message and passed as a value of one; it is text of the catalog like any other,
 * so no call site writes a sentence.
 */
public enum Phrase implements Template {
    /** {@code {attribute}} of most read messages. */
    ATTRIBUTE("attribute {attribute} of {owner}"),
    /** {@code {column}} of a key attribute in QF106. */
    KEY_ATTRIBUTE("key attribute {path}"),
    /** {@code {subject}} of QF000 when no one entity was being processed. */
    ALL_ENTITIES("the entities"),

    SHAPE_PRIVATE("is private, so generated code cannot use it"),
    SHAPE_INTERFACE("is an interface"),
    SHAPE_ENUM("is an enum"),
    SHAPE_ANNOTATION("is an annotation type"),
    SHAPE_ABSTRACT("is an abstract class"),
    SHAPE_INNER("is an inner class, which cannot be created without an enclosing instance"),
    SHAPE_NO_CONSTRUCTOR("is a class without a no-arg constructor, so it is not a JavaBean"),

    /** {@code {owner}} of a name a bucket column would take. */
    COLUMN_OF("the column of {path}"),
    SHARD_COLUMN_OF("the shard column of shards = {shards}"),
    BUCKET_COLUMN_OF("the bucket column of {path}"),
    /** {@code {taken}} of a table class another table has. */
    TABLE_OF("table {table} of {entity}"),

    /** {@code {patterns}}: {@code access pattern 'latest'}. */
    ONE_PATTERN("access pattern {names}"),
    PATTERNS("access patterns {names}"),
    ONE_OF_SHARDS(" (one of {shards} shards)"),
    /** {@code {counted}} of QF301, joined by commas. */
    DISTINCT_VALUES("{path} has {distinct} distinct values"),
    /** {@code {columns}} of QF305. */
    COPIED_COLUMN("{columns} is"),
    COPIED_COLUMNS("{columns} are"),
    /** {@code {rows}} of QF305 when a rate without ttl keeps adding copies. */
    EVER_MORE("ever more"),

    /** {@code {consequences}} of a proposed bucket. */
    CONSEQUENCES("({rows} rows, ~{bytes} per partition)"),
    CONSEQUENCES_FOR_READS("({rows} rows, ~{bytes} per partition, {partitions} per read of {limit})"),
    /** The tail of a fix proposing a ttl to an entity with live references, which a ttl makes snapshots. */
    TTL_MAKES_SNAPSHOTS(" (which makes its live references {references} snapshots: copies taken when a {entity} is"
            + " written, no longer updated when a {targets} changes)"),
    OR_LIFETIME_TOTAL("; or, if one {noun} has these rows over its whole life rather than per {per}, declare"
            + " @Cardinality(total = true) on {attribute}"),
    OR_GROWTH_RATE("; or, if {entity} grows over time, declare its growth rate (@Cardinality(rows = ..., per = ...))"
            + " and add a @TimeBucket to {path} (QueryFirst then proposes its width)"),
    OR_FEWER_ELEMENTS(", or, if {path} holds at most {elements} elements, declare @Cardinality(elements = {elements})"
            + " on it"),
    OR_UNBUCKETED_TTL("; or set bucketed = false on {patterns}: without the bucket a partition holds {rows} rows,"
            + " ~{bytes} after the ttl of {ttl}, and a read of {limit} touches 1 partition"),
    OR_UNBUCKETED_HORIZON("; or set bucketed = false on {patterns}: without the bucket a partition holds {rows} rows,"
            + " ~{bytes} after the horizon of {horizon} (-Aqueryfirst.horizon), and a read of {limit} touches 1"
            + " partition"),
    /** {@code {elementValues}} of a partition size: why a row holds many values. */
    ELEMENT_VALUES(" ({parts})"),
    ELEMENTS_PER_ROW("{count} a row from the elements of {path}"),
    ELEMENTS_PER_PARTITION("{count} in the partition from the elements of {path}"),
    AFTER_WINDOW(" after the {window} (-Aqueryfirst.horizon)"),
    /** {@code {thresholds}} of QF303. */
    WARNING_THRESHOLD("threshold is {threshold}"),
    WARNING_THRESHOLDS("thresholds are {values} and {bytes}"),

    /** {@code {entering}} of QF309/QF206: rows that enter a partition, by rate or all of them. */
    ENTERING_AT_RATE("{rows} ({bound} × {span})"),
    ENTERING_ALL_ROWS("{rows}, every row of the partition ({bound}; totals say nothing of how fast they move)"),
    GC_GRACE_SPAN("gc_grace_seconds of {gcGrace}"),
    /** {@code {sources}} of QF309/QF206, joined by "; ". {@code {moves}} is MOVES_OUT or MOVES_WITHIN. */
    LEAVES_ONCE_ASSUMED("each {moves} once as {attribute} changes (no @Cardinality(changes) on {attribute}: one"
            + " change in {life} assumed): {tombstones}"),
    LEAVES_IN_A_LIFE("each {moves} {times} as {attribute} changes {changes} times in {life}{over}: {tombstones}"),
    LEAVES_AT_RATE("each of {rows} rows {moves} {times} within gc_grace_seconds as {attribute} changes {changes}"
            + " times per {unit}{over}: {tombstones}"),
    DELETED("{deleted} of them deleted (@Cardinality(deletes = {deletes}) of {rows} rows per {unit}): {tombstones}"),
    MOVES_OUT("leaves the partition"),
    MOVES_WITHIN("moves within its partition"),
    OVER_VALUES(" over {distinct} values"),
    ONCE("once"),
    ABOUT_TIMES("about {count} times"),
    ABOUT_TIMES_ON_AVERAGE("about {count} times on average"),
    UP_TO_PASS_THROUGH("; up to {tombstones} in the partition of a value every row passes through"),
    READ_OF(" of {limit}"),
    /** {@code {fixes}} of QF309/QF206, joined by "; or ". */
    TOMBSTONE_FIX_NARROWER_BUCKET("use {annotation} on {path} (about {tombstones} tombstones and {rows} rows per"
            + " partition{partitions})"),
    TOMBSTONE_FIX_ADD_BUCKET("add {annotation} to {path} (about {tombstones} tombstones and {rows} rows per"
            + " partition{partitions})"),
    PARTITIONS_PER_READ(", {partitions} per read of {limit}"),
    TOMBSTONE_FIX_TTL(
            "if rows are deleted because they grow old, set @Entity(ttl = \"...\") on {entity}{snapshots} and stop"
                    + " deleting them: rows written once then expire by whole SSTables, and a bucketed read never reaches an"
                    + " expired bucket"),
    TOMBSTONE_FIX_GC_GRACE("set @Entity(gcGraceSeconds = {seconds}) on {entity} (about {tombstones} tombstones per"
            + " read), but only if a full repair completes more often than every {period}: a replica that missed a"
            + " delete for longer brings the row back"),
    TOMBSTONE_FIX_RANGE("give the pattern range = \"{path}\" and read from a lower bound of {path} (the oldest row"
            + " still wanted): when rows leave in that order, as in a queue, the read starts past their tombstones"
            + " (suppress QF309 once every read does)"),
    TOMBSTONE_FIX_LOWER_BOUND("read from a lower bound of {path} (the oldest row still wanted): when rows leave in"
            + " that order, as in a queue, the read starts past their tombstones (suppress QF309 once every read"
            + " does)"),
    TOMBSTONE_FIX_CHANGES("if at most {share} of the {entities} ever change {attribute}, declare it:"
            + " @Cardinality(changes = {share}) on {attribute}"),
    TOMBSTONE_FIX_RATE("declare {entity}'s growth rate (@Cardinality(rows = ..., per = ...)), which lets QueryFirst"
            + " count only the rows that leave within gc_grace_seconds and size a bucket or a gc_grace_seconds for"
            + " them"),
    TOMBSTONE_FIX_FIXED("if {attribute} never changes once {entity} is written, mark it @Fixed: rows then never move"),
    TOMBSTONE_FIX_FIXED_ALL(
            "if {attributes} never change once {entity} is written, mark them @Fixed: rows then never" + " move"),
    TOMBSTONE_FIX_FINER_KEY("add an attribute to where, so that fewer rows share a partition and leave it"),

    /** {@code {breakdown}} of QF307: the batch's statements and each table's bytes. */
    BATCH_INSERTS("{statements} inserts into {partitions} partitions: {tables}"),
    BATCH_WITH_MOVES("; {bytes} bytes when a save moves the rows of {tables}"),
    /** {@code {largest}} of QF307. */
    LARGEST_VALUE("{path}, {bytes} bytes over its copies"),

    /** {@code {moving}} of a TIME_WINDOW override on tables whose rows move. */
    ONE_TABLE_MOVES("table {tables} moves its"),
    TABLES_MOVE("tables {tables} move their"),

    /** {@code {rename}} of QF401's new-table fix. */
    RENAME_BASE_TABLE("give the entity's base table a new name (@Entity(table = \"{renamed}\"))"),
    RENAME_PATTERN_TABLE("give access pattern '{pattern}' a new table name (@AccessPattern(table = \"{renamed}\"))");

    private final String template;

    Phrase(String template) {
        this.template = template;
    }

    @Override
    public String template() {
        return template;
    }

    public Filled<Phrase> with(String name, Object value) {
        return new Filled<>(this).with(name, value);
    }

    /** The text of a phrase without placeholders. */
    public String text() {
        return new Filled<>(this).text();
    }
}
