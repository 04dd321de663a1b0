package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF401;
import static dev.queryfirst.processor.diagnostics.Code.QF402;

/**
 * The catalog's schema evolution: changes Cassandra cannot apply to an existing table (QF401) and
 * what the cluster keeps after the model stopped generating it (QF402). {@code {rename}} is
 * {@link Phrase#RENAME_BASE_TABLE} or {@link Phrase#RENAME_PATTERN_TABLE}.
 */
public enum EvolutionMessages implements Message {
    PRIMARY_KEY_CHANGED(
            QF401,
            "table {table}: the primary key becomes {key}" + EvolutionMessages.CANNOT + "{previousKey}). Fix: "
                    + EvolutionMessages.NEW_TABLE),
    COLUMN_TYPE_CHANGED(
            QF401,
            "table {table}: column {column} changes type to {type}" + EvolutionMessages.CANNOT + "type {previousType})."
                    + " Fix: " + EvolutionMessages.NEW_TABLE),
    COLUMN_KIND_CHANGED(
            QF401,
            "table {table}: column {column} becomes {kind}" + EvolutionMessages.CANNOT + "a {previousKind} column)."
                    + " Fix: " + EvolutionMessages.NEW_TABLE),
    TYPE_FIELD_CHANGED(
            QF401,
            "table {table}: field {field} of type {udt} (column {column}) changes type to {type}"
                    + EvolutionMessages.CANNOT + "type {previousType}). Fix: keep the field's type and add a field"
                    + " with a new name for the new values, or give the type a new name (a new @Column(name) or"
                    + " class) for the new shape"),

    TABLE_STAYS(
            QF402,
            "table {table}" + EvolutionMessages.STAYS + "add @Drop(table = \"{table}\")" + EvolutionMessages.DROP_IT),
    INDEX_STAYS(
            QF402,
            "index {index}" + EvolutionMessages.STAYS + "add @Drop(table = \"{index}\")" + EvolutionMessages.DROP_IT),
    COLUMN_STAYS(
            QF402,
            "column {table}.{column}" + EvolutionMessages.STAYS
                    + "add @Drop(table = \"{table}\", column = \"{column}\")" + EvolutionMessages.DROP_IT);

    private static final String CANNOT =
            ", which Cassandra cannot change in an existing table (schema version {version} has ";

    private static final String NEW_TABLE = "{rename}: QueryFirst creates and backfills it; add @Drop(table ="
            + " \"{table}\") when the old table may go";

    private static final String STAYS =
            " is no longer generated but stays in the cluster (schema version {version}): no @Drop names it. Fix: ";

    private static final String DROP_IT = " to an entity of keyspace {keyspace} so the next version drops it";

    private final Code code;
    private final String template;

    EvolutionMessages(Code code, String template) {
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
