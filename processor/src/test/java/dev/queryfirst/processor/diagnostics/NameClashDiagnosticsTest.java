package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF107, end to end through the processor: names that clash, among access patterns, with the
 * DAO's own methods, among columns (a bucket column, a versioned entity's version), and among the
 * generated table classes (each of those was a QF000: javac's Filer refusing a class written
 * twice, or JavaPoet an invalid class name); and names the generated Java or CQL cannot use. Each
 * on its line with the exact error count, and a near miss that compiles without it.
 */
class NameClashDiagnosticsTest {

    private static JavaFileObject customer(String secondName) {
        return source(
                "com.example.shop.Customer",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byEmail\", where = \"email\")",
                "@AccessPattern(name = \"" + secondName + "\", where = \"phone\")",
                "public record Customer(",
                "    @Key UUID customerId,",
                "    @Cardinality(maxRowsPerValue = 1) String email,",
                "    @Cardinality(maxRowsPerValue = 1) String phone) {}");
    }

    @Test
    @Covers("DUPLICATE_PATTERN_NAME")
    void qf107DuplicateAccessPatternNameOnTheSecondName() {
        JavaFileObject customer = customer("byEmail");
        Compiled compilation = compile(customer);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.DUPLICATE_PATTERN_NAME,
                customer,
                "where = \"phone\"",
                "[QF107] Customer declares access pattern 'byEmail' "
                        + "twice. Fix: rename one of them: each becomes a DAO method");
    }

    @Test
    void qf107NearMissDistinctNames() {
        compile(customer("byPhone")).compilesWithout(Code.QF107);
    }

    /**
     * A pattern named like a method the DAO has anyway was a javac error in the generated DAO.
     * Found by the reliability fuzzer.
     */
    @Test
    @Covers("PATTERN_NAME_TAKEN_BY_DAO")
    void qf107PatternNamedLikeADaoMethodOnTheName() {
        JavaFileObject customer = customer("deleteAsync");
        Compiled compilation = compile(customer);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.PATTERN_NAME_TAKEN_BY_DAO,
                customer,
                "where = \"phone\"",
                "[QF107] access pattern 'deleteAsync' would give "
                        + "CustomerDao a method deleteAsync, which the DAO already has. Fix: rename the access "
                        + "pattern");
    }

    private static JavaFileObject readings(String table) {
        return source(
                "com.example.iot.Reading",
                "@Entity(ttl = \"P30D\")",
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latest\", where = \"sensor\", orderBy = \"takenAt DESC\", limit = 10,",
                "               table = \"" + table + "\")",
                "public record Reading(",
                "    @Key UUID id,",
                "    @Cardinality(distinct = 100) String sensor,",
                "    @TimeBucket(value = ChronoUnit.DAYS, directory = true) Instant takenAt) {}");
    }

    /** {@code <table>_buckets} is eight characters longer than the table's own name. */
    @Test
    @Covers("INVALID_DIRECTORY_NAME")
    void qf107BucketDirectoryNameTooLongOnTheAccessPattern() {
        String table = "readings_of_every_sensor_newest_first_xyz"; // 41 characters, 49 with _buckets
        JavaFileObject readings = readings(table);
        Compiled compilation = compile(readings);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.INVALID_DIRECTORY_NAME,
                readings,
                "@AccessPattern(name = \"latest\"",
                "[QF107] bucket directory " + table + "_buckets of table " + table + " is not a valid CQL table"
                        + " name (a letter, then letters, digits and underscores, at most 48 characters). Fix: set"
                        + " table = \"...\" on the access pattern to a name of at most 40 characters");
    }

    @Test
    void qf107NearMissBucketDirectoryOfAFortyCharacterTable() {
        compile(readings("readings_of_every_sensor_newest_first_xy")).compilesWithout(Code.QF107);
    }

    private static JavaFileObject message(String dayColumn) {
        return source(
                "com.example.chat.Message",
                "@Entity",
                "@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)",
                "@AccessPattern(name = \"latestInRoom\", where = \"room\",",
                "               orderBy = \"sentAt DESC\", limit = 20)",
                "public record Message(",
                "    @Key UUID messageId,",
                "    @Cardinality(distinct = 100_000) String room,",
                "    @TimeBucket(ChronoUnit.DAYS) Instant sentAt,",
                "    " + dayColumn + " LocalDate sentAtDay) {}");
    }

    /**
     * The day bucket of sentAt is named sent_at_day, like the sentAtDay attribute's column: the
     * table would declare it twice. Found by the reliability fuzzer, which got that CQL through.
     */
    @Test
    @Covers("BUCKET_COLUMN_TAKEN")
    void qf107BucketColumnNamedLikeAnotherColumnOnTheAccessPattern() {
        JavaFileObject message = message("");
        Compiled compilation = compile(message);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.BUCKET_COLUMN_TAKEN,
                message,
                "name = \"latestInRoom\"",
                "[QF107] access pattern 'latestInRoom' needs the "
                        + "bucket column of sentAt, named sent_at_day, but sent_at_day is already the column "
                        + "of sentAtDay. Fix: name the bucket column with @TimeBucket(column = \"...\")");
    }

    @Test
    void qf107NearMissTheOtherColumnRenamed() {
        compile(message("@Column(name = \"day_sent\")")).compilesWithout(Code.QF107);
    }

    private static JavaFileObject account(String versionDeclaration) {
        return source(
                "com.example.bank.Account",
                "@Entity(versioned = true)",
                "public record Account(",
                "    @Key UUID accountId,",
                "    " + versionDeclaration + ",",
                "    long balance) {}");
    }

    /**
     * A versioned entity's own {@code version} column used to stand in for the lightweight
     * transaction's version, silently dropping the guard. Found by the reliability fuzzer.
     */
    @Test
    @Covers("VERSION_COLUMN_TAKEN")
    void qf107VersionedEntityWithItsOwnVersionColumnOnTheAttribute() {
        JavaFileObject account = account("String version");
        Compiled compilation = compile(account);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.VERSION_COLUMN_TAKEN,
                account,
                "String version,",
                "[QF107] Account is versioned, so its base table "
                        + "keeps the version of its lightweight transactions in column version, which is also "
                        + "the column of version. Fix: rename the column of version with @Column(name = \"...\")");
    }

    @Test
    void qf107NearMissTheAttributeStoredUnderAnotherName() {
        compile(account("@Column(name = \"schema_version\") String version")).compilesWithout(Code.QF107);
    }

    private static JavaFileObject gauge(String column) {
        return source(
                "com.example.metrics.Gauge",
                "@Entity",
                "public record Gauge(",
                "    @Key UUID gaugeId,",
                "    @Column(name = \"" + column + "\") double reading) {}");
    }

    /**
     * A column name the generated Java cannot name: it crashed the generator (QF000). Found by the
     * reliability fuzzer.
     */
    @Test
    @Covers("COLUMN_NAME_NOT_JAVA")
    void qf107ColumnNameGeneratedJavaCannotNameOnTheNameValue() {
        JavaFileObject gauge = gauge("semi;colon");
        Compiled compilation = compile(gauge);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.COLUMN_NAME_NOT_JAVA,
                gauge,
                "semi;colon",
                "[QF107] @Column(name = \"semi;colon\") on "
                        + "attribute reading of Gauge: a column name is letters (of any alphabet), digits, _ and"
                        + " $, not starting with a digit, so that the generated Java can name it too. Fix: use"
                        + " \"semi_colon\"");
    }

    @Test
    void qf107NearMissAColumnNameInAnotherAlphabet() {
        compile(gauge("Messwert_größe")).compilesWithout(Code.QF107);
    }

    private static JavaFileObject thing(String firstTable, String secondTable) {
        return source(
                "com.example.things.Thing",
                "@Entity",
                "@Cardinality(rows = 1_000_000)",
                "@AccessPattern(name = \"byLabel\", where = \"label\", table = \"" + firstTable + "\")",
                "@AccessPattern(name = \"latestByLabel\", where = \"label\", orderBy = \"id DESC\",",
                "               table = \"" + secondTable + "\")",
                "public record Thing(@Key UUID id, @Cardinality(distinct = 1_000) String label) {}");
    }

    @Test
    @Covers("TABLE_CLASS_TAKEN")
    void qf107TableNamesEqualUpToCaseOnTheLaterTable() {
        JavaFileObject thing = thing("Things_by_label", "things_by_label");
        Compiled compilation = compile(thing);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.TABLE_CLASS_TAKEN,
                thing,
                "name = \"latestByLabel\"",
                "[QF107] table things_by_label of Thing would be "
                        + "generated as class com.example.things.ThingsByLabelTable, the class of table "
                        + "Things_by_label of Thing (class names drop underscores and are compared ignoring case). "
                        + "Fix: give one of the tables another name with @AccessPattern(table = \"...\") or "
                        + "@Entity(table = \"...\")");
    }

    @Test
    @Covers("TABLE_CLASS_TAKEN")
    void qf107TableNamesEqualUpToUnderscores() {
        JavaFileObject thing = thing("things_by__label", "things_by_label");
        Compiled compilation = compile(thing);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.TABLE_CLASS_TAKEN,
                thing,
                "name = \"latestByLabel\"",
                "[QF107] table things_by_label of Thing would be "
                        + "generated as class com.example.things.ThingsByLabelTable, the class of table "
                        + "things_by__label of Thing");
    }

    @Test
    void qf107NearMissDistinctClassNames() {
        compile(thing("things_by_label", "latest_things_by_label")).compilesWithout(Code.QF107);
    }

    private static JavaFileObject entity(String qualifiedName, String keyspace, String table) {
        String simpleName = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
        return source(
                qualifiedName,
                "@Entity(keyspace = \"" + keyspace + "\", table = \"" + table + "\")",
                "public record " + simpleName + "(@Key UUID id, String name) {}");
    }

    /** Two keyspaces may both have a table users, but one package cannot have two UsersTable. */
    @Test
    @Covers("TABLE_CLASS_TAKEN")
    void qf107TwoEntitiesOfOnePackageNamingTablesAlikeInTwoKeyspaces() {
        JavaFileObject user = entity("com.example.accounts.User", "crm", "users");
        JavaFileObject account = entity("com.example.accounts.Account", "billing", "users");
        Compiled compilation = compile(user, account);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.TABLE_CLASS_TAKEN,
                account,
                "@Entity",
                "[QF107] table users of Account would be generated as "
                        + "class com.example.accounts.UsersTable, the class of table users of User");
    }

    @Test
    void qf107NearMissTheSameTableNameInAnotherPackage() {
        compile(
                        entity("com.example.crm.User", "crm", "users"),
                        entity("com.example.billing.Account", "billing", "users"))
                .compilesWithout(Code.QF107);
    }

    /** {@code 1st_things} is a table Cassandra takes quoted, but no class name. */
    @Test
    @Covers("INVALID_BASE_TABLE_NAME")
    void qf107TableNameStartingWithADigit() {
        JavaFileObject thing = entity("com.example.things.Thing", "things", "1st_things");
        Compiled compilation = compile(thing);
        compilation.hasErrorCount(1);
        compilation.error(
                NameMessages.INVALID_BASE_TABLE_NAME,
                thing,
                "@Entity",
                "[QF107] base table name 1st_things is not a valid CQL "
                        + "table name (a letter, then letters, digits and underscores, at most 48 characters). "
                        + "Fix: set @Entity(table = \"...\")");
    }
}
