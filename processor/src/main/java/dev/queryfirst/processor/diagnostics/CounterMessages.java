package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF110;

/**
 * The catalog's counter situations (QF110): Cassandra keeps counters in tables of their own, which
 * hold nothing but a key and counters, never expire and take no lightweight transaction; an
 * increment is not idempotent, so no second copy can be kept in step.
 */
public enum CounterMessages implements Message {
    COUNTER_IN_VALUE_TYPE(
            QF110,
            "@Counter on {attribute}, a field of a value type: CQL keeps counters in tables of their own, never inside"
                    + " a user-defined type. Fix: move the counter to an @Entity of its own, keyed like the value's"
                    + " owner"),
    COUNTER_NOT_LONG(
            QF110, "@Counter on {attribute} ({type}): a counter is a 64-bit integer. Fix: declare it long (or Long)"),
    COUNTER_KEY_REFERENCE(
            QF110,
            "key attribute {attribute} of {entity} references {target}, but {entity} has counters: a counter table"
                    + " holds nothing but its key and counters, so it cannot copy a referenced entity in. Fix: key"
                    + " {entity} by the referenced entity's key values (e.g. UUID {attribute}Id)"),
    NOT_A_COUNTER(
            QF110,
            "attribute {attribute} of {entity} is not a @Counter, but {entity} has counters: a table with counter"
                    + " columns holds only its primary key and counters. Fix: move {attribute} to another entity with"
                    + " the same key, or annotate it @Counter"),
    COUNTER_TTL(
            QF110,
            "ttl on {entity}, which has counters: Cassandra cannot expire counters. Fix: remove ttl, and delete the"
                    + " counters when they are no longer needed"),
    COUNTER_IMMUTABLE(
            QF110,
            "immutable = true on {entity}, which has counters: every increment changes its row. Fix: remove immutable"
                    + " = true"),
    COUNTER_VERSIONED(
            QF110,
            "versioned = true on {entity}, which has counters: a counter table has no version column and takes no"
                    + " lightweight transaction. Fix: remove versioned = true: increments never interleave badly, they"
                    + " add up"),
    COUNTER_PATTERN_TABLE(
            QF110,
            "access pattern '{pattern}' of {entity}, which has counters, needs a table or index of its own: counters"
                    + " live in one table, keyed by the entity key {key}: an increment is not idempotent, so no second"
                    + " copy can be kept in step. Fix: read it by key (findByKey), or keep the counters in an entity"
                    + " keyed by {where}"),
    REFERENCE_TO_COUNTERS(
            QF110,
            "attribute {attribute} of {entity} references {target}, which has counters: its attributes would be"
                    + " copied into {entity}'s tables, and a counter cannot be copied into a table of other columns."
                    + " Fix: keep {target}'s key in {entity} (its attributes, not the entity), and read the counters"
                    + " with {target}Dao.findByKey");

    private final Code code;
    private final String template;

    CounterMessages(Code code, String template) {
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
