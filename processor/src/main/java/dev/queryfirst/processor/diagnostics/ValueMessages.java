package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF109;

/**
 * The catalog's invalid values (QF109): annotation members, processor options and schema files
 * whose value cannot mean anything, whatever the rest of the model says. {@code {attribute}} is
 * {@link Phrase#ATTRIBUTE}.
 */
public enum ValueMessages implements Message {
    INVALID_PROCESSOR_OPTION(
            QF109,
            "invalid processor option: {problem}. Fix: correct the value, or remove the option to use its default"),
    INVALID_KEYSPACE(QF109, "invalid keyspace '{keyspace}' (from @Entity(keyspace)): " + ValueMessages.KEYSPACE),
    INVALID_KEYSPACE_OPTION(
            QF109, "invalid keyspace '{keyspace}' (from -Aqueryfirst.keyspace): " + ValueMessages.KEYSPACE),
    INVALID_KEYSPACE_FROM_PACKAGE(
            QF109,
            "invalid keyspace '{keyspace}' (from the last segment of package '{package}'): " + ValueMessages.KEYSPACE),
    INVALID_TTL(
            QF109,
            "invalid ttl \"{ttl}\": a ttl is a positive ISO-8601 duration of at most 20 years (Cassandra's limit)."
                    + " Fix: write it like \"P30D\" (30 days), \"PT12H\" (12 hours) or \"P1Y\""),
    ATTRIBUTE_NUMBER_ON_ENTITY(
            QF109,
            "invalid @Cardinality({member}) on entity {entity}: {member} describes an attribute, not the entity. Fix:"
                    + " move it to the attribute's @Cardinality; on the entity, use rows (and per)"),
    TRANSIENT_KOTLIN_PARAMETER(
            QF109,
            "invalid @Transient on property {property} of Kotlin class {type}: its primary constructor needs every"
                    + " parameter, so it cannot skip one. Fix: remove @Transient, or declare the property in the class"
                    + " body"),
    TRANSIENT_RECORD_COMPONENT(
            QF109,
            "invalid @Transient on record component {component}: a record's canonical constructor needs every"
                    + " component, so it cannot skip one. Fix: remove @Transient, or compute the value in a method"
                    + " instead of a component"),
    NEGATIVE_KEY_ORDER(
            QF109,
            "invalid @Key(order = {order}): a key position cannot be negative. Fix: number the key attributes from 0,"
                    + " or leave order out to use declaration order"),
    DUPLICATE_KEY_ORDER(
            QF109,
            "invalid @Key(order = {order}) on {attribute}: key position {order} is already taken by {previous}. Fix:"
                    + " give each key attribute its own order"),
    SNAPSHOT_NOT_REFERENCE(
            QF109,
            "invalid @Snapshot on {attribute}: only a reference to another @Entity is kept live, so only a reference"
                    + " can be a snapshot. Fix: remove @Snapshot: a value or a value type is stored as written"),
    FIXED_ON_COUNTER(
            QF109, "invalid @Fixed on {attribute}: a @Counter changes with every increment. Fix: remove @Fixed"),
    FIXED_ON_TRANSIENT_FIELD(
            QF109,
            "invalid @Fixed on transient field {field} of {type}: a transient field is not stored, so no table is"
                    + " keyed by it. Fix: remove @Fixed, or make the field persisted"),
    TIMEUUID_NOT_UUID(
            QF109,
            "invalid @Column(timeuuid = true) on {attribute}: only a java.util.UUID can be stored as a timeuuid. Fix:"
                    + " remove timeuuid, or declare the attribute as UUID"),
    FROZEN_NOT_COLLECTION(
            QF109,
            "invalid @Column(frozen = true) on {attribute}: only collections and value types can be frozen. Fix:"
                    + " remove frozen"),
    ROWS_ON_ATTRIBUTE(
            QF109,
            "invalid @Cardinality(rows) on {attribute}: rows counts the entity's rows, not an attribute's values. Fix:"
                    + " move rows to the entity's @Cardinality, or use distinct / rowsPerValue here"),
    ELEMENTS_NOT_COLLECTION(
            QF109,
            "invalid @Cardinality(elements) on {attribute}: elements counts the elements of a collection, and this"
                    + " attribute is not one. Fix: remove elements, or use distinct / rowsPerValue"),
    TOTAL_WITHOUT_ROWS(
            QF109,
            "invalid @Cardinality(total = true) on {attribute}: total makes rowsPerValue and maxRowsPerValue lifetime"
                    + " totals, and neither is set. Fix: add maxRowsPerValue = ... (the most rows one value ever has),"
                    + " or remove total"),
    TOTAL_WITH_PER(
            QF109,
            "invalid @Cardinality(total = true, per = ...) on {attribute}: a lifetime total has no time unit, and per"
                    + " makes the numbers a rate. Fix: remove per for a lifetime total, or remove total for a rate"),
    DELETES_ON_ATTRIBUTE(
            QF109,
            "invalid @Cardinality(deletes) on {attribute}: deletes counts the entity's deleted rows, not an attribute's"
                    + " values. Fix: move deletes to the entity's @Cardinality"),
    DELETES_WITHOUT_RATE(
            QF109,
            "invalid @Cardinality(deletes) on entity {entity}: deletes counts the rows deleted per unit of time, and"
                    + " per is not set. Fix: declare the numbers as rates, e.g. @Cardinality(rows = ..., deletes = ...,"
                    + " per = ChronoUnit.DAYS), or remove deletes"),
    NEGATIVE_GC_GRACE(
            QF109,
            "invalid @Entity(gcGraceSeconds = {seconds}) on {entity}: a number of seconds cannot be negative. Fix: use"
                    + " at least 10800 (the hint window) for rows that are updated or deleted, or leave it out for"
                    + " Cassandra's 864000"),
    NEGATIVE_CARDINALITY(
            QF109,
            "invalid @Cardinality({member} = {value}) on {owner}: a count or size cannot be negative. Fix: use a"
                    + " positive number, or leave it out"),
    DISTINCT_OVER_ROWS(
            QF109,
            "invalid @Cardinality(distinct = {distinct}) on {attribute}: {entity} has {rows} rows, and no data spreads"
                    + " them over more distinct values than rows. Fix: lower distinct to at most {rows}, or raise"
                    + " @Cardinality(rows) on {entity}"),
    BUCKET_NOT_TIME(
            QF109,
            "invalid @TimeBucket on {attribute}: " + ValueMessages.TIMES + " Fix: move @TimeBucket to the attribute"
                    + " holding the time the rows are ordered by"),
    BUCKET_ON_PLAIN_UUID(
            QF109,
            "invalid @TimeBucket on {attribute}: " + ValueMessages.TIMES + " Fix: store it as a timeuuid with"
                    + " @Column(timeuuid = true)"),
    BUCKET_UNIT_OUT_OF_RANGE(
            QF109,
            "invalid @TimeBucket({unit}): a bucket is MINUTES, HOURS, DAYS, WEEKS, MONTHS or YEARS. Fix: use a unit"
                    + " from MINUTES to YEARS (with size for multiples, e.g. size = 15 with MINUTES)"),
    DATE_BUCKET_BELOW_DAY(
            QF109,
            "invalid @TimeBucket({unit}) on {attribute}: a LocalDate has no time of day to bucket by {units}. Fix: use"
                    + " DAYS or a longer unit"),
    BUCKET_SIZE_BELOW_ONE(
            QF109, "invalid @TimeBucket(size = {size}): a bucket spans at least one {unit}. Fix: use size = 1 or more"),
    NEGATIVE_LOOKBACK(
            QF109,
            "invalid @TimeBucket(lookback = {lookback}): a read cannot walk back a negative number of buckets. Fix:"
                    + " use a positive number of buckets, or 0 to derive it from the ttl"),
    INVALID_PATTERN_NAME(
            QF109,
            "invalid access pattern name '{name}': it becomes the DAO method's name, so it must be a Java identifier."
                    + " Fix: use a name such as recentBySource"),
    EMPTY_WHERE_ENTRY(
            QF109,
            "invalid where of access pattern '{pattern}': it has an empty attribute name. Fix: remove the empty entry"),
    PARTITION_BY_NOT_IN_WHERE(
            QF109,
            "invalid partitionBy entry \"{entry}\" of access pattern '{pattern}': partitionBy names the part of where"
                    + " that forms the partition key, and where is {where}. Fix: add \"{entry}\" to where, or remove it"
                    + " from partitionBy"),
    PARTITION_BY_REPEATED(
            QF109,
            "invalid partitionBy entry \"{entry}\" of access pattern '{pattern}': it is named twice. Fix: name each"
                    + " attribute once"),
    NEGATIVE_LIMIT(
            QF109,
            "invalid limit = {limit} of access pattern '{pattern}': a read cannot want a negative number of rows. Fix:"
                    + " use the typical number of rows wanted, or 0 for all"),
    SHARDS_BELOW_ONE(
            QF109,
            "invalid shards = {shards} of access pattern '{pattern}': a partition is split in at least one shard."
                    + " Fix: use shards = 1 (not sharded) or more"),
    UNKNOWN_CONSISTENCY(
            QF109,
            "invalid {member} \"{value}\" of {owner}: the driver knows no such consistency level. Fix: use one"
                    + " of {levels}"),
    SERIAL_CONSISTENCY_ON_READ(
            QF109,
            "invalid serialConsistency \"{value}\" of {owner}: a serial consistency applies to lightweight"
                    + " transactions, and an access pattern's reads are plain SELECTs. Fix: remove serialConsistency,"
                    + " or set consistency = \"SERIAL\" to read what transactions committed"),
    OPTIONS_ON_NEAREST(
            QF109,
            "invalid {value} in the options of access pattern '{pattern}': a nearest-neighbour read is one"
                    + " unpaged request at ONE or LOCAL_ONE (the only consistencies a vector index answers in"
                    + " Cassandra 5.0). Fix: remove it; its timeout, execution profile and idempotence apply"),
    WRITES_NOT_IDEMPOTENT(
            QF109,
            "invalid idempotent = TRUE of {owner}: {why}, so the driver must never retry or repeat it. Fix:"
                    + " remove idempotent (reads are idempotent already), or set it as an access pattern's options"),
    NOT_A_SERIAL_CONSISTENCY(
            QF109,
            "invalid serialConsistency \"{value}\" of {owner}: a serial consistency is SERIAL or LOCAL_SERIAL."
                    + " Fix: use one of those, or set it as consistency"),
    INVALID_STATEMENT_TIMEOUT(
            QF109,
            "invalid timeout \"{value}\" of {owner}: a timeout is a positive ISO-8601 duration. Fix: write it like"
                    + " \"PT2S\" (2 seconds) or \"PT0.3S\" (300 milliseconds)"),
    PAGE_SIZE_BELOW_ONE(
            QF109,
            "invalid pageSize = {pageSize} of {owner}: a read fetches at least one row per round trip. Fix: use a"
                    + " positive page size, or leave it out for the driver's"),
    COMMA_SEPARATED_ENTRY(
            QF109,
            "invalid {member} = {written} of access pattern '{pattern}': {member} is an array of one {unit} per"
                    + " string, and \"{entry}\" is a comma-separated list. Fix: write {member} = {split}"),
    MALFORMED_ORDERING(
            QF109,
            "invalid orderBy entry '{entry}' of access pattern '{pattern}': an ordering is an attribute, optionally"
                    + " followed by ASC or DESC. Fix: write it as \"attribute\" or \"attribute DESC\""),
    SHARDS_OF_SINGLE_ROWS(
            QF109,
            "invalid shards = {shards} of access pattern '{pattern}': its table has no clustering column, so every"
                    + " partition holds one row and there is nothing to spread. Fix: remove shards"),
    UNSHARDABLE_KEY(
            QF109,
            "invalid shards = {shards} of access pattern '{pattern}': the shard hashes the key, and key attribute"
                    + " {path} is a {type}, not a single value. Fix: " + ValueMessages.SHARDABLE),
    UNSHARDABLE_REFERENCE_KEY(
            QF109,
            "invalid shards = {shards} of access pattern '{pattern}': the shard hashes the key, and key attribute"
                    + " {path} is a {type} reached through a reference. Fix: " + ValueMessages.SHARDABLE),
    UNSHARDABLE_CLUSTERING(
            QF109,
            "invalid shards = {shards} of access pattern '{pattern}': the merge of the shards orders by {path} is a"
                    + " {type}, not a single value. Fix: " + ValueMessages.SHARDABLE),
    SHARDED_DIRECTORY(
            QF109,
            "invalid shards with a bucket directory: table {table} has shards = {shards} and its bucket {bucket} has"
                    + " @TimeBucket(directory = true): shards are for a key whose rows arrive too fast for one"
                    + " partition per bucket, a directory for a key whose buckets are mostly empty, and one key is not"
                    + " both. Fix: remove shards from the access pattern if the key is sparse, or directory = true"
                    + " from the @TimeBucket if it is hot (a pattern without where keeps its shards: it has no"
                    + " directory)"),
    DROP_STILL_GENERATED(
            QF109,
            "invalid @Drop: {what} is still generated. Fix: remove the @Drop, or remove what generates {what} first"),
    UNREADABLE_SCHEMA_VERSION(
            QF109,
            "invalid schema version: {problem}. Fix: restore the file from version control (versions are never"
                    + " edited by hand)");

    private static final String KEYSPACE = "a keyspace name is a letter followed by up to 47 letters, digits or"
            + " underscores. Fix: set @Entity(keyspace = \"...\") to a valid name";

    private static final String TIMES =
            "only a time can be bucketed: Instant, LocalDate, LocalDateTime or a timeuuid UUID.";

    private static final String SHARDABLE =
            "shard a pattern whose key and clustering attributes are text, numbers, uuids or times, or remove shards";

    private final Code code;
    private final String template;

    ValueMessages(Code code, String template) {
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
