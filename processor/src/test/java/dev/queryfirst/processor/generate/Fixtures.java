package dev.queryfirst.processor.generate;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.CompactionChoice;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TableOptions;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.model.TwcsWindow;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.UdtModel;
import dev.queryfirst.processor.model.Volume;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Hand-built keyspace designs, as derive would make them, for the generator tests. */
final class Fixtures {

    static final String LOG_MESSAGE = "com.example.logs.LogMessage";
    static final String USER = "com.example.users.User";
    static final String MEMBERSHIP = "com.example.users.GroupMembership";
    static final TimeBucketModel DAY = new TimeBucketModel(ChronoUnit.DAYS, 1, 0, "");

    private Fixtures() {}

    /** The six-step method: log messages bucketed by day, with a TTL, a map and a frozen UDT. */
    static KeyspaceDesign logs() {
        UdtModel hostInfo = new UdtModel(
                "logs",
                "host_info",
                "com.example.logs.HostInfo",
                List.of(field("hostname", "text"), field("address", "inet")));
        TableModel bySource = new Table("logs", "log_messages_by_source_name", LOG_MESSAGE)
                .pk("source_name", "text")
                .pk("message_time_day", "date")
                .clustering("message_time", "timestamp", true)
                .clustering("message_id", "uuid", false)
                .regular("source_type", "text")
                .regular("message_type", "text")
                .regular("message_body", "text")
                .regular("message_parts", "map<text, text>")
                .regular("origin", "frozen<host_info>")
                .patterns("recentBySource", "bySourceAndTime")
                .options(new TableOptions(
                        2_592_000,
                        new CompactionChoice(
                                Entity.Compaction.TIME_WINDOW,
                                Optional.of(new TwcsWindow("DAYS", 1)),
                                CompactionChoice.Basis.WRITTEN_ONCE_EXPIRING),
                        new GcGrace(GcGrace.HINT_WINDOW, GcGrace.Basis.EXPIRING_ONLY),
                        "LogMessage.recentBySource, LogMessage.bySourceAndTime"))
                .build();
        AccessPatternModel recent = pattern(
                LOG_MESSAGE,
                0,
                "recentBySource",
                List.of("sourceName"),
                "",
                List.of(new Ordering("messageTime", true)),
                10,
                false);
        AccessPatternModel byTime = pattern(
                LOG_MESSAGE,
                1,
                "bySourceAndTime",
                List.of("sourceName"),
                "messageTime",
                List.of(new Ordering("messageTime", true)),
                0,
                false);
        EntityModel entity = entity(
                LOG_MESSAGE,
                "logs",
                "log_messages",
                Optional.of(Duration.ofDays(30)),
                true,
                new Volume(50_000_000, ChronoUnit.DAYS),
                List.of(recent, byTime));
        ColumnModel sourceName = bySource.column("source_name");
        ColumnModel day = bySource.column("message_time_day");
        List<PatternPlan> plans = List.of(
                new PatternPlan(recent, bySource, null, List.of(sourceName), null, day),
                new PatternPlan(byTime, bySource, null, List.of(sourceName), bySource.column("message_time"), day));
        return new KeyspaceDesign(
                "logs", List.of(hostInfo), List.of(design(entity, List.of(bySource), List.of(), plans)));
    }

    /**
     * Basic Rules-style users: a base table, a table by email, a storage-attached index on status,
     * and group memberships with a static column pushed down from the group.
     */
    static KeyspaceDesign users() {
        TableModel users = new Table("accounts", "users", USER)
                .base()
                .pk("user_id", "uuid")
                .regular("email", "text")
                .regular("name", "text")
                .regular("status", "text")
                .regular("roles", "set<text>")
                .regular("tags", "list<text>")
                .options(new TableOptions(0, "User: base table"))
                .build();
        TableModel byEmail = new Table("accounts", "users_by_email", USER)
                .pk("email", "text")
                .clustering("user_id", "uuid", false)
                .regular("name", "text")
                .regular("status", "text")
                .regular("roles", "set<text>")
                .regular("tags", "list<text>")
                .patterns("byEmail")
                .options(new TableOptions(0, "User.byEmail"))
                .build();
        AccessPatternModel byEmailPattern = pattern(USER, 0, "byEmail", List.of("email"), "", List.of(), 0, false);
        AccessPatternModel byStatus = pattern(USER, 1, "byStatus", List.of("status"), "", List.of(), 0, true);
        IndexModel statusIndex =
                new IndexModel("accounts", "users_status_idx", "users", "status", "byStatus", byStatus.site());
        EntityModel user = entity(
                USER,
                "accounts",
                "users",
                Optional.empty(),
                false,
                new Volume(1_000_000, null),
                List.of(byEmailPattern, byStatus));
        EntityDesign userDesign = design(
                user,
                List.of(users, byEmail),
                List.of(statusIndex),
                List.of(
                        new PatternPlan(byEmailPattern, byEmail, null, List.of(byEmail.column("email")), null, null),
                        new PatternPlan(byStatus, users, statusIndex, List.of(users.column("status")), null, null)));

        TableModel members = new Table("accounts", "group_memberships_by_group_id", MEMBERSHIP)
                .pk("group_id", "uuid")
                .clustering("joined", "timestamp", true)
                .clustering("user_id", "uuid", false)
                .staticColumn("group_name", "text")
                .regular("user_name", "text")
                .patterns("membersOfGroup")
                .options(new TableOptions(0, "GroupMembership.membersOfGroup"))
                .build();
        AccessPatternModel membersOfGroup = pattern(
                MEMBERSHIP,
                0,
                "membersOfGroup",
                List.of("group.id"),
                "",
                List.of(new Ordering("joined", true)),
                100,
                false);
        EntityModel membership = entity(
                MEMBERSHIP,
                "accounts",
                "group_memberships",
                Optional.empty(),
                false,
                new Volume(10_000_000, null),
                List.of(membersOfGroup));
        EntityDesign membershipDesign = design(
                membership,
                List.of(members),
                List.of(),
                List.of(new PatternPlan(
                        membersOfGroup, members, null, List.of(members.column("group_id")), null, null)));
        return new KeyspaceDesign("accounts", List.of(), List.of(membershipDesign, userDesign));
    }

    /** Names that are CQL reserved words, a mixed-case column, and a UDT named {@code order}. */
    static KeyspaceDesign reservedWords() {
        UdtModel order = new UdtModel(
                "shop", "order", "com.example.shop.Order", List.of(field("from", "text"), field("key", "int")));
        TableModel table = new Table("shop", "orders_by_token", "com.example.shop.Purchase")
                .pk("token", "text")
                .clustering("order", "timestamp", true)
                .clustering("user", "text", false)
                .regular("Key", "int")
                .regular("details", "frozen<order>")
                .regular("items", "list<frozen<order>>")
                .patterns("byToken")
                .options(new TableOptions(0, ""))
                .build();
        IndexModel index = new IndexModel(
                "shop",
                "orders_key_idx",
                "orders_by_token",
                "Key",
                "byKey",
                Site.ofEntity("com.example.shop.Purchase"));
        AccessPatternModel byToken =
                pattern("com.example.shop.Purchase", 0, "byToken", List.of("token"), "", List.of(), 0, false);
        EntityModel entity = entity(
                "com.example.shop.Purchase",
                "shop",
                "purchases",
                Optional.empty(),
                false,
                Volume.UNKNOWN,
                List.of(byToken));
        return new KeyspaceDesign(
                "shop", List.of(order), List.of(design(entity, List.of(table), List.of(index), List.of())));
    }

    /**
     * A design for the CQL and report generators, which read tables, indexes and plans only; the Java
     * generators get theirs from derive ({@link Designs}).
     */
    static EntityDesign design(
            EntityModel entity, List<TableModel> tables, List<IndexModel> indexes, List<PatternPlan> plans) {
        return new EntityDesign(entity, tables, indexes, plans, Map.of(), Set.of(), Map.of());
    }

    /** The sizing of {@link #logs()}'s table, as check would compute it. */
    static List<PartitionEstimate> logsEstimates() {
        return List.of(new PartitionEstimate(
                "log_messages_by_source_name",
                true,
                true,
                10_000,
                50_000,
                4_650_000,
                1,
                List.of(
                        "Nr = 50,000,000 rows/day / 5,000 source_name = 10,000 rows/day per source_name",
                        "Nr = 10,000 rows/day x 1 day bucket = 10,000 rows",
                        "Nv = 10,000 x (9 - 4 - 0) + 0 = 50,000 values",
                        "bytes = 32 + 4 + 10,000 x (8 + 16 + 32 + 32 + 400 + 20 x 64) + 8 x 50,000 = 4.6 MB")));
    }

    static UdtModel.Field field(String name, String cqlType) {
        return new UdtModel.Field(name, cqlType, null);
    }

    static AccessPatternModel pattern(
            String entity,
            int index,
            String name,
            List<String> where,
            String range,
            List<Ordering> orderBy,
            int limit,
            boolean indexStrategy) {
        return new AccessPatternModel(
                name,
                where,
                range,
                orderBy,
                limit,
                "",
                indexStrategy,
                true,
                1,
                Site.ofEntity(entity).annotation("dev.queryfirst.annotations.AccessPattern", index));
    }

    static EntityModel entity(
            String qualifiedName,
            String keyspace,
            String baseName,
            Optional<Duration> ttl,
            boolean immutable,
            Volume volume,
            List<AccessPatternModel> patterns) {
        int dot = qualifiedName.lastIndexOf('.');
        List<Attribute> attributes = List.of();
        return new EntityModel(
                qualifiedName,
                qualifiedName.substring(0, dot),
                qualifiedName.substring(dot + 1),
                true,
                keyspace,
                baseName,
                ttl,
                immutable,
                false,
                volume,
                attributes,
                patterns,
                Set.of(),
                Site.ofEntity(qualifiedName));
    }

    /** A small builder for {@link TableModel}s: columns are added in the model's order. */
    static final class Table {
        private final String keyspace;
        private final String name;
        private final String entity;
        private final List<ColumnModel> columns = new ArrayList<>();
        private final List<String> patterns = new ArrayList<>();
        private boolean base;
        private TableOptions options = new TableOptions(0, "");

        Table(String keyspace, String name, String entity) {
            this.keyspace = keyspace;
            this.name = name;
            this.entity = entity;
        }

        Table base() {
            base = true;
            return this;
        }

        Table pk(String column, String cqlType) {
            return add(column, cqlType, ColumnKind.PARTITION_KEY, false);
        }

        Table clustering(String column, String cqlType, boolean descending) {
            return add(column, cqlType, ColumnKind.CLUSTERING, descending);
        }

        Table staticColumn(String column, String cqlType) {
            return add(column, cqlType, ColumnKind.STATIC, false);
        }

        Table regular(String column, String cqlType) {
            return add(column, cqlType, ColumnKind.REGULAR, false);
        }

        Table patterns(String... names) {
            patterns.addAll(List.of(names));
            return this;
        }

        Table options(TableOptions tableOptions) {
            options = tableOptions;
            return this;
        }

        TableModel build() {
            return new TableModel(
                    keyspace,
                    name,
                    entity,
                    base,
                    List.copyOf(columns),
                    List.copyOf(patterns),
                    options,
                    Site.ofEntity(entity));
        }

        private Table add(String column, String cqlType, ColumnKind kind, boolean descending) {
            TimeBucketModel bucket = column.endsWith("_day") ? DAY : null;
            columns.add(new ColumnModel(
                    column,
                    cqlType,
                    List.of(column),
                    typeOf(cqlType),
                    kind,
                    descending,
                    bucket,
                    AttributeCardinality.NONE));
            return this;
        }
    }

    private static TypeModel typeOf(String cqlType) {
        TypeModel.Scalar text = new TypeModel.Scalar(ScalarKind.TEXT, "java.lang.String");
        if (cqlType.startsWith("map<")) {
            return new TypeModel.Collection(TypeModel.CollectionKind.MAP, text, text, false);
        }
        if (cqlType.startsWith("set<") || cqlType.startsWith("list<")) {
            TypeModel.CollectionKind kind =
                    cqlType.startsWith("set<") ? TypeModel.CollectionKind.SET : TypeModel.CollectionKind.LIST;
            return new TypeModel.Collection(kind, null, text, false);
        }
        for (ScalarKind kind : ScalarKind.values()) {
            if (kind.cql().equals(cqlType)) {
                return new TypeModel.Scalar(kind, "java.lang.Object");
            }
        }
        return new TypeModel.Value("com.example.Value", cqlType, List.of());
    }
}
