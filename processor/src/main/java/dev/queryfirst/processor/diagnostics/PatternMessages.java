package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF101;
import static dev.queryfirst.processor.diagnostics.Code.QF104;
import static dev.queryfirst.processor.diagnostics.Code.QF105;

/**
 * The catalog's access-pattern situations: unknown attributes (QF101), a where, range or orderBy
 * no primary key or index can serve (QF104), and reads of the whole table (QF105).
 */
public enum PatternMessages implements Message {
    UNKNOWN_ATTRIBUTE_NEAR_MISS(
            QF101,
            "access pattern '{pattern}': {member} names '{path}', which is not an attribute of {entity}. Fix: did you"
                    + " mean '{closest}'?"),
    UNKNOWN_ATTRIBUTE(
            QF101,
            "access pattern '{pattern}': {member} names '{path}', which is not an attribute of {entity}. Fix: name one"
                    + " of {attributes}"),

    DUPLICATE_WHERE(QF104, "access pattern '{pattern}': where names {path} twice. Fix: list each attribute once"),
    RANGE_OF_SEVERAL(
            QF104,
            "access pattern '{pattern}': range names more than one attribute ('{range}'); a read can search a range"
                    + " on one clustering column only. Fix: keep one range attribute and move the others to where, or"
                    + " filter them after the read"),
    RANGE_ON_COMPOSITE_REFERENCE(
            QF104,
            "access pattern '{pattern}': range {path} is a reference whose key has {columns} columns; a range"
                    + " searches one column. Fix: name one of its key attributes, e.g. range = \"{example}\""),
    RANGE_ALSO_IN_WHERE(
            QF104,
            "access pattern '{pattern}': {path} is both in where and range. Fix: remove it from where (equality) or"
                    + " from range"),
    ORDER_BY_AFTER_RANGE(
            QF104,
            "access pattern '{pattern}': orderBy starts with {first} but the range is on {range}; rows come back in"
                    + " the order of the range column. Fix: start orderBy with \"{range}\" or \"{range} DESC\""),
    CONTRADICTORY_ORDER(
            QF104,
            "access pattern '{pattern}': orderBy sorts {path} both ascending and descending, which no clustering order"
                    + " can serve. Fix: name {path} once in orderBy"),
    INDEX_ON_ONLY_PARTITION_KEY(
            QF104,
            "access pattern '{pattern}': the index would go on table {table}, which is partitioned by {attribute}"
                    + " alone, and Cassandra cannot index a table's only partition-key column. Fix: use strategy ="
                    + " TABLE (the default): {table} answers this read by itself"),
    INDEX_WITH_ORDER(
            QF104,
            "access pattern '{pattern}': an index returns rows in token order, so it cannot serve {member}. Fix: use"
                    + " strategy = TABLE (the default): its table clusters the rows for {member}"),
    INDEX_OF_SEVERAL(
            QF104,
            "access pattern '{pattern}': an INDEX pattern searches one attribute, but where names {count}. Fix: use"
                    + " strategy = TABLE (the default) for a search on several attributes"),
    INDEX_ON_COMPOSITE_REFERENCE(
            QF104,
            "access pattern '{pattern}': an index answers where {attribute} = ? only for a single-valued column, and"
                    + " {attribute} is a reference with a composite key. Fix: use strategy = TABLE (the default)"),
    INDEX_ON_COLLECTION(
            QF104,
            "access pattern '{pattern}': an index answers where {attribute} = ? only for a single-valued column, and"
                    + " {attribute} is a collection. Fix: use strategy = TABLE (the default)"),
    INDEX_ON_UNINDEXABLE_TYPE(
            QF104,
            "access pattern '{pattern}': a storage-attached index cannot index {attribute}, a {type} column. Fix: use"
                    + " strategy = TABLE (the default)"),

    FULL_SCAN(
            QF105,
            PatternMessages.FULL_SCAN_TEXT + "add where = {...} with the attribute(s) every read of '{pattern}' knows;"
                    + " or, for a site-wide feed, order it by a @TimeBucket attribute (orderBy = \"addedDate DESC\") so"
                    + " that each bucket is a partition, and add shards = N if one bucket takes too many writes; or"
                    + " strategy = INDEX for a low-cardinality attribute"),
    FULL_SCAN_UNBUCKETED(
            QF105,
            PatternMessages.FULL_SCAN_TEXT + "add where = {...} with the attribute(s) every read of '{pattern}' knows;"
                    + " or, for a site-wide feed, remove bucketed = false (the bucket is its partition key); or"
                    + " strategy = INDEX for a low-cardinality attribute"),
    INDEX_WITHOUT_WHERE(
            QF105, PatternMessages.FULL_SCAN_TEXT + "name the indexed attribute in where, e.g. where = \"sourceType\"");

    private static final String FULL_SCAN_TEXT = "access pattern '{pattern}' has no 'where', no time bucket and no"
            + " shards: it would read every partition of the table (a full scan). Fix: ";

    private final Code code;
    private final String template;

    PatternMessages(Code code, String template) {
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
