package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF204;
import static dev.queryfirst.processor.diagnostics.Code.QF205;
import static dev.queryfirst.processor.diagnostics.Code.QF304;
import static dev.queryfirst.processor.diagnostics.Code.QF305;
import static dev.queryfirst.processor.diagnostics.Code.QF306;
import static dev.queryfirst.processor.diagnostics.Code.QF307;

/**
 * The catalog's costs of a whole entity's design: an index that scatters every lookup (QF204),
 * live copies no update can keep fresh (QF205), writes that fan out to many tables (QF304), rows
 * (QF305) or a large batch (QF307: {@code {breakdown}} is {@link Phrase#BATCH_INSERTS} and an optional
 * {@link Phrase#BATCH_WITH_MOVES}, {@code {largest}} is {@link Phrase#LARGEST_VALUE}), and collections
 * read and rewritten whole (QF306).
 */
public enum CostMessages implements Message {
    INDEX_ON_KEY(
            QF204,
            CostMessages.INDEX + "part of the key of {entity}: one row per value). Fix: " + CostMessages.NO_INDEX),
    INDEX_ON_UNIQUE(
            QF204,
            CostMessages.INDEX + "declared unique with maxRowsPerValue = 1: one row per value). Fix: "
                    + CostMessages.NO_INDEX),
    INDEX_ON_HIGH_CARDINALITY(
            QF204,
            CostMessages.INDEX + "{distinct} distinct values for {rows} rows: about {perValue} per value, fewer than"
                    + " {least}). Fix: " + CostMessages.NO_INDEX),

    LIVE_COPY_IN_KEY(
            QF205,
            "live reference {reference} cannot be kept fresh: a primary key holds a copy of {target}'s attributes that"
                    + " may change, in {tables}: an update of one {target} would have to move those rows, which a"
                    + " propagation does not do. Fix: mark those attributes of {target} @Fixed if they never change once"
                    + " written (a copy of a fixed attribute may sit in a key and is never propagated), mark {attribute}"
                    + " @Snapshot (the copy keeps {target}'s values as they were when the {entity} was written), or key"
                    + " those tables by {target}'s key instead"),
    LIVE_FAN_OUT_UNKNOWN(
            QF205,
            "live reference {reference} cannot be kept fresh: an update of one {target} rewrites its copy in every"
                    + " {entity} referencing it (tables {tables}), and how many that is is unknown: no"
                    + " @Cardinality(maxRowsPerValue or rowsPerValue) on {attribute}, and not both entities'"
                    + " @Cardinality(rows). Fix: " + CostMessages.BOUND_FAN_OUT),
    LIVE_FAN_OUT_TOO_LARGE(
            QF205,
            "live reference {reference} cannot be kept fresh: an update of one {target} rewrites its copy in up to"
                    + " {rows} rows of each of {tables}, over maxPartitionRows ({maxRows}). Fix: "
                    + CostMessages.BOUND_FAN_OUT),
    LIVE_COPY_OF_CLOSED_MODULE(
            QF205,
            "live reference {reference} cannot be kept fresh: {target} is compiled in another module, and {dao} {why},"
                    + " so its writes would never reach the copies in {entity}'s tables. Fix: compile {target}'s module"
                    + " with -Aqueryfirst.module=<its name> and give {target} a table keyed by its @Key alone (an access"
                    + " pattern where its key), or mark {attribute} @Snapshot"),

    TOO_MANY_TABLES(
            QF304,
            "entity {entity}: every save writes {tables} tables (more than {max}). Fix: let patterns with the same where"
                    + " and orderBy share a table, serve rare reads of low-cardinality attributes with strategy ="
                    + " INDEX, or raise -Aqueryfirst.maxTablesPerEntity"),

    COPIES_IN_SINGLE_ROW_PARTITIONS(
            QF305,
            CostMessages.FAN_OUT + "keep only the {reference}'s key in {entity} and read {target} separately; "
                    + CostMessages.FIXED_OR_SUPPRESS),
    COPIES_IN_ROWS(
            QF305,
            CostMessages.FAN_OUT + "leave {target}'s attributes out of this table with select = {select} on access"
                    + " pattern {patterns} (its reads then return the key and those), or keep only the {reference}'s"
                    + " key in {entity} and read {target} separately; " + CostMessages.FIXED_OR_SUPPRESS),

    LARGE_COLLECTION(
            QF306,
            "collection {path}: {elements} elements, ~{bytes} (over {limit}). Fix: store the elements as rows of their"
                    + " own table, clustered by the element (a collection is read and rewritten whole)"),

    LARGE_BATCH(QF307, CostMessages.BATCH + "every save. Fix: " + CostMessages.SMALLER_BATCH),
    LARGE_BATCH_WHEN_MOVING(
            QF307, CostMessages.BATCH + "every save that moves a row. Fix: " + CostMessages.SMALLER_BATCH);

    private static final String BATCH = "entity {entity}: a save's logged batch is {bytes} bytes as Cassandra counts"
            + " it ({breakdown}), over its batch_size_warn_threshold of {limit} bytes: the node logs a warning at ";

    private static final String SMALLER_BATCH = "write fewer copies (share tables, strategy = INDEX), shrink the"
            + " largest value ({largest}), or create the DAO with the PARALLEL write mode, which sends each copy as its"
            + " own statement";

    private static final String INDEX =
            "access pattern '{pattern}': an index on {attribute} would index a high-cardinality column (";

    private static final String NO_INDEX =
            "remove strategy = INDEX: a table partitioned by {attribute} answers the read from one partition";

    private static final String BOUND_FAN_OUT = "bound it with @Cardinality(maxRowsPerValue = …) on {attribute} (at"
            + " most {maxRows}), mark it @Snapshot if the copy may keep {target}'s values as they were when the"
            + " {entity} was written, or mark the copied attributes of {target} that never change @Fixed (they are"
            + " then never propagated)";

    private static final String FIXED_OR_SUPPRESS = "mark the attributes of {target} that never change @Fixed (they are"
            + " then never propagated), or suppress QF305 if {target} rarely changes";

    private static final String FAN_OUT = "table {table}: {columns} copied from {target} into every row, not a static"
            + " column: an update of one {target} fans out to {rows} rows. Fix: ";

    private final Code code;
    private final String template;

    CostMessages(Code code, String template) {
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
