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
