package dev.queryfirst.reliability.fuzz;

import java.util.Set;

/**
 * What the generator did to a model, and what the processor must answer. A defect with expected
 * codes is a bad design: it must not compile, and one of those codes must say why. A defect
 * without is hostile but legal input (odd names, huge numbers, deep generics): it may compile or
 * fail, but never crash, and whatever compiles must be accepted by Cassandra.
 */
enum Defect {
    /** A design meant to be good; sizing checks may still reject it, with a QF2xx code. */
    NONE,
    /** CQL reserved words as entity, attribute, column and table names. */
    RESERVED_NAMES,
    /** Mixed-case and non-ASCII names. */
    UNICODE_NAMES,
    /** Collections of collections of value types. */
    NESTED_GENERICS,
    /** Numbers at the edge of their type: Long.MAX_VALUE rows, Integer.MAX_VALUE buckets. */
    ABSURD_NUMBERS,
    /** Durations where CQL allows them: lists, map values, value types, frozen collections. */
    DURATION_PLACES,
    /**
     * QF109 or QF104 when the unknown name is not even a name: {@code "x y"} is an ordering with
     * a bad direction in orderBy, two attributes in range.
     */
    UNKNOWN_ATTRIBUTE("QF101", "QF104", "QF109"),
    MISSPELLED_ATTRIBUTE("QF101"),
    EMPTY_NAME("QF101", "QF105", "QF109"),
    DUPLICATE_PATTERN_NAME("QF107"),
    /** An access pattern named like a method the DAO has anyway ({@code delete}, {@code wait}). */
    DAO_METHOD_NAME("QF107"),
    DUPLICATE_COLUMN("QF107"),
    DUPLICATE_WHERE("QF104"),
    /** QF109 for a direction that is neither ASC nor DESC. */
    CONTRADICTORY_ORDER("QF104", "QF109"),
    NEGATIVE_NUMBER("QF109"),
    REFERENCE_CYCLE("QF108"),
    NOT_AN_ENTITY("QF108"),
    UNSUPPORTED_TYPE("QF103"),
    MISSING_KEY("QF102"),
    UNKEYABLE_KEY("QF106"),
    /** Durations where Cassandra refuses them: sets, map keys, anywhere in a primary key. */
    ILLEGAL_DURATION("QF103", "QF106"),
    NO_WHERE("QF105"),
    BAD_SHAPE("QF103"),
    BAD_ANNOTATION_VALUE("QF109"),
    BAD_TABLE_NAME("QF107"),
    VALUE_CYCLE("QF103"),
    UNBOUNDED("QF201", "QF202"),
    OVERSIZED("QF203");

    private final Set<String> expected;

    Defect(String... expected) {
        this.expected = Set.of(expected);
    }

    /** The codes of which at least one must be reported; empty when the input is legal. */
    Set<String> expected() {
        return expected;
    }

    boolean mustFail() {
        return !expected.isEmpty();
    }
}
