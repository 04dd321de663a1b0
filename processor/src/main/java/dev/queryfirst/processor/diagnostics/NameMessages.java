package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF107;

/**
 * The catalog's name clashes and unusable names (QF107): two things that would get one name in
 * CQL, in the keyspace or in generated Java, and names CQL or Java cannot take.
 */
public enum NameMessages implements Message {
    GENERATED_BY_ANOTHER_MODULE(
            QF107,
            "{entity} would generate {what} {name} in keyspace {keyspace}, which module {other} on the class path"
                    + " generates already: two modules must not generate one {what}. Fix: rename it ({rename}), or keep"
                    + " {entity} in module {other}"),
    DUPLICATE_PATTERN_NAME(
            QF107,
            "{entity} declares access pattern '{pattern}' twice. Fix: rename one of them: each becomes a DAO method"),
    PATTERN_NAME_TAKEN_BY_DAO(
            QF107,
            "access pattern '{pattern}' would give {entity}Dao a method {method}, which the DAO already has. Fix:"
                    + " rename the access pattern, e.g. '{pattern}By...'"),
    COLUMN_NAME_NOT_JAVA(
            QF107,
            "{annotation}({member} = \"{name}\") on {attribute}: a column name is letters (of any alphabet), digits, _"
                    + " and $, not starting with a digit, so that the generated Java can name it too. Fix: use"
                    + " \"{plain}\""),
    DUPLICATE_COLUMN(
            QF107,
            "attributes {first} and {second} of {entity} both become column {column}. Fix: rename one of them with"
                    + " @Column(name = \"...\")"),
    VERSION_COLUMN_TAKEN(
            QF107,
            "{entity} is versioned, so its base table keeps the version of its lightweight transactions in column"
                    + " {column}, which is also the column of {path}. Fix: rename the column of {path} with"
                    + " @Column(name = \"...\")"),
    BUCKET_COLUMN_TAKEN(
            QF107,
            "access pattern '{pattern}' needs the bucket column of {path}, named {column}, but {column} is already"
                    + " {owner}. Fix: name the bucket column with @TimeBucket(column = \"...\") on {path}, or rename"
                    + " the other column with @Column(name = \"...\")"),
    ONE_PARTITION_COLUMN_TAKEN(
            QF107,
            "access pattern '{pattern}' keeps its whole table in one partition, keyed by the constant column"
                    + " {column}, but {column} is already {owner}. Fix: rename the other column with @Column(name ="
                    + " \"...\")"),
    INVALID_TABLE_NAME(
            QF107,
            "table name {table} of access pattern '{pattern}' is not a valid CQL table name " + NameMessages.CQL_NAME
                    + ". Fix: set table = \"...\" to such a name"),
    INVALID_BASE_TABLE_NAME(
            QF107,
            "base table name {table} is not a valid CQL table name " + NameMessages.CQL_NAME
                    + ". Fix: set @Entity(table = \"...\")"),
    INVALID_DIRECTORY_NAME(
            QF107,
            "bucket directory {directory} of table {table} is not a valid CQL table name " + NameMessages.CQL_NAME
                    + ". Fix: set table = \"...\" on the access pattern to a name of at most 40 characters"),
    INVALID_INDEX_NAME(
            QF107,
            "index name {index} is not a valid CQL index name (a letter, then ASCII letters, digits and underscores, at"
                    + " most 48 characters). Fix: name the table with @Entity(table = \"...\") or the column with"
                    + " @Column(name = \"...\") so that <table>_<column>_idx is one"),
    TABLE_NAME_TAKEN(
            QF107,
            "access pattern '{pattern}' needs table {table} with primary key {key}, but access pattern '{other}'"
                    + " already has a table of that name with primary key {otherKey}. Fix: set table = \"...\" on one"
                    + " of them, or give both the same range and orderBy so they share one table"),
    TABLE_NAME_OF_BASE_TABLE(
            QF107,
            "access pattern '{pattern}' names its table {table}, the name of {entity}'s base table. Fix: set table ="
                    + " \"...\" on the pattern, or @Entity(table = \"...\") on {entity}"),
    TABLE_NAME_IN_KEYSPACE(
            QF107,
            "table {table} of {entity} has the name of a table of {other} in keyspace {keyspace}. Fix: set"
                    + " @AccessPattern(table = \"...\") or @Entity(table = \"...\") to a unique name"),
    INDEX_NAME_IN_KEYSPACE(
            QF107,
            "index {index} of {entity} has the name of a table or index of {other} in keyspace {keyspace}. Fix: rename"
                    + " the table it indexes with @Entity(table = \"...\")"),
    TYPE_NAME_IN_KEYSPACE(
            QF107,
            "value types {first} and {second} both become type {type} in keyspace {keyspace} (used by {firstUser} and"
                    + " {secondUser}). Fix: rename one of the value classes"),
    TABLE_CLASS_TAKEN(
            QF107,
            "table {table} of {entity} would be generated as class {class}, the class of {taken} (class names drop"
                    + " underscores and are compared ignoring case). Fix: give one of the tables another name with"
                    + " @AccessPattern(table = \"...\") or @Entity(table = \"...\")");

    private static final String CQL_NAME = "(a letter, then letters, digits and underscores, at most 48 characters)";

    private final Code code;
    private final String template;

    NameMessages(Code code, String template) {
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
