package dev.queryfirst.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.palantir.javapoet.JavaFile;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.java.EntityGenerator;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import dev.queryfirst.runtime.internal.VersionedTable;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.Test;

/**
 * The generated table classes and DAOs of the seeds' designs compile against the runtime and the
 * driver without a warning, and say in CQL what the DAO's writes are
 * (docs/architecture.md, "The generated code").
 */
class EntityGeneratorTest {

    /** Regenerate the golden files with {@code -Dgolden.update=true} and review the diff. */
    private static final boolean UPDATE_GOLDEN = Boolean.getBoolean("golden.update");

    private static final Path GOLDEN = Path.of("src/test/resources/golden");

    private final EntityGenerator generator = new EntityGenerator();

    @Test
    void logsCompile() {
        compile(SeedDesigns.logs());
    }

    @Test
    void usersCompile() {
        compile(SeedDesigns.users());
    }

    @Test
    void libraryCompiles() {
        compile(SeedDesigns.library());
    }

    @Test
    void shopCompiles() {
        compile(SeedDesigns.shop());
    }

    @Test
    void everyTypeCompiles() {
        compile(SeedDesigns.kitchen());
    }

    @Test
    void logMessageTablesSayTheirStatements() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.logs()));
        Class<?> bySource = classes.get("com.example.logs.LogMessagesBySourceNameTable");
        String columns =
                "message_id, source_name, source_type, message_time, message_type, message_body, message_parts";
        assertEquals(
                "INSERT INTO logs_it.log_messages_by_source_name (source_name, message_time_day, message_time, "
                        + "message_id, source_type, message_type, message_body, message_parts) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                cql(bySource, "insertCql"));
        assertEquals(
                "DELETE FROM logs_it.log_messages_by_source_name WHERE source_name = ? AND message_time_day = ? "
                        + "AND message_time = ? AND message_id = ?",
                cql(bySource, "deleteCql"));
        assertEquals(
                "SELECT " + columns + " FROM logs_it.log_messages_by_source_name WHERE source_name = ? "
                        + "AND message_time_day = ?",
                cql(bySource, "selectRecentBySourceCql"));
        assertEquals(
                "SELECT " + columns + " FROM logs_it.log_messages_by_source_name WHERE source_name = ? "
                        + "AND message_time_day = ? AND message_time >= ? AND message_time < ?",
                cql(bySource, "selectBySourceAndTimeCql"));
        assertEquals(
                CqlGenerator.createTable(
                        SeedDesigns.logs().designs().get(0).tables().get(0)),
                bySource.getField("CREATE_CQL").get(null));
        assertEquals(90, bySource.getField("LOOKBACK").get(null), "without a TTL or @TimeBucket(lookback), 90 buckets");
    }

    @Test
    void versionedBaseTableWritesThroughLightweightTransactions() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.versionedUsers()));
        Class<?> users = classes.get("com.example.users.UsersByUsernameTable");
        assertEquals(
                "INSERT INTO logs_it.users_by_username (username, email, age, version) VALUES (?, ?, ?, ?) IF NOT EXISTS",
                cql(users, "insertIfNotExistsCql"));
        assertEquals(
                "UPDATE logs_it.users_by_username SET email = ?, age = ?, version = ? WHERE username = ? IF version = ?",
                cql(users, "updateIfVersionCql"));
        assertEquals(
                "DELETE FROM logs_it.users_by_username WHERE username = ? IF version = ?",
                cql(users, "deleteIfVersionCql"));
        assertEquals(
                "SELECT username, email, age, version, WRITETIME(version) FROM logs_it.users_by_username WHERE username = ?",
                cql(users, "selectRowCql"),
                "every read of the base row also reads the time its version was written");
        assertTrue(VersionedTable.class.isAssignableFrom(users));
        String dao = daoSource(SeedDesigns.versionedUsers(), "UserDao");
        assertTrue(dao.contains(".at(timestamp)"), "copies are written at the version's timestamp");
        assertTrue(dao.contains("@throws ConcurrentUpdateException"), dao);
        assertFalse(dao.contains("java.util.ConcurrentModificationException"), dao);
    }

    @Test
    void tablesWithStaticsReadEnoughToFindStaticOnlyPartitions() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.shop()));
        List<Class<?>> withStatics = classes.values().stream()
                .filter(StaticColumnsTable.class::isAssignableFrom)
                .toList();
        assertEquals(
                List.of("com.example.shop.OrdersByCustomerTable"),
                withStatics.stream().map(Class::getName).toList());
        String scan = cql(withStatics.get(0), "scanCql");
        assertTrue(scan.endsWith(", customer_id, order_date FROM logs_it.orders_by_customer"), scan);
    }

    @Test
    void mixedCaseKeyspacesKeepTheirCase() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.logs()));
        Class<?> bySource = classes.get("com.example.logs.LogMessagesBySourceNameTable");
        String delete = (String) bySource.getMethod("deleteCql", String.class).invoke(null, "LogsTest");
        assertTrue(delete.startsWith("DELETE FROM \"LogsTest\".log_messages_by_source_name WHERE"), delete);
        String reserved = (String) bySource.getMethod("deleteCql", String.class).invoke(null, "select");
        assertTrue(reserved.startsWith("DELETE FROM \"select\".log_messages_by_source_name WHERE"), reserved);
    }

    @Test
    void everyListPatternHasAnAsyncPagedForm() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.logs()));
        Class<?> dao = classes.get("com.example.logs.LogMessageDao");
        Method page = dao.getMethod("recentBySourcePageAsync", String.class, int.class, String.class);
        assertEquals(CompletionStage.class, page.getReturnType());
        assertEquals(
                "java.util.concurrent.CompletionStage<dev.queryfirst.runtime.Page<com.example.logs.LogMessage>>",
                page.getGenericReturnType().getTypeName());
    }

    @Test
    void reservedWordsAreQuotedInEveryStatement() throws Exception {
        Map<String, Class<?>> classes = CompiledClasses.all(compile(SeedDesigns.kitchen()));
        Class<?> byOrder = classes.get("com.example.kitchen.ShipmentsByOrderTable");
        assertTrue(
                cql(byOrder, "insertCql").startsWith("INSERT INTO logs_it.shipments_by_order (\"order\", id, "),
                cql(byOrder, "insertCql"));
        assertEquals(
                "DELETE FROM logs_it.shipments_by_order WHERE \"order\" = ? AND id = ?", cql(byOrder, "deleteCql"));
    }

    @Test
    void ttlIsWrittenWithEveryInsert() throws Exception {
        EntityDesign design = new Designs()
                .derive(dev.queryfirst.processor.derive.Seeds.logMessage()
                        .ttl(java.time.Duration.ofDays(30))
                        .build());
        SeedDesigns.Unit unit = new SeedDesigns.Unit(List.of(design), new Designs(), List.of("LogMessage"));
        Map<String, Class<?>> classes = CompiledClasses.all(compile(unit));
        Class<?> bySource = classes.get("com.example.logs.LogMessagesBySourceNameTable");
        assertTrue(cql(bySource, "insertCql").endsWith(" USING TTL 2592000"), cql(bySource, "insertCql"));
        assertEquals(31, bySource.getField("LOOKBACK").get(null), "30 days of TTL span 31 day buckets");
    }

    @Test
    void logMessageDaoMatchesTheGoldenFile() throws IOException {
        SeedDesigns.Unit unit = SeedDesigns.logs();
        List<JavaFile> files = generator.javaFiles(unit.designs().get(0));
        for (JavaFile file : files) {
            if (file.typeSpec().name().equals("LogMessageDao")
                    || file.typeSpec().name().equals("LogMessagesBySourceNameTable")) {
                golden(file.typeSpec().name() + ".java", file.toString());
            }
        }
    }

    private static void golden(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (UPDATE_GOLDEN) {
            Files.createDirectories(GOLDEN);
            Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(file), file + " is missing: run with -Dgolden.update=true");
        assertEquals(
                Files.readString(file, StandardCharsets.UTF_8),
                actual,
                name
                        + " differs from its golden file; if intended, rerun with -Dgolden.update=true and review the diff");
    }

    private String daoSource(SeedDesigns.Unit unit, String name) {
        return generator.javaFiles(unit.designs().get(0)).stream()
                .filter(file -> file.typeSpec().name().equals(name))
                .findFirst()
                .orElseThrow()
                .toString();
    }

    private static String cql(Class<?> table, String method) throws Exception {
        Method statement = table.getMethod(method, String.class);
        return (String) statement.invoke(null, "logs_it");
    }

    private static Compilation compile(SeedDesigns.Unit unit) {
        return CompiledClasses.compile(unit);
    }
}
