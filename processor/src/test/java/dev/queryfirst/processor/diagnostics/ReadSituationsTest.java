package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The situations the read phase reports (QF103, QF109) that the per-code tests do not reach: each
 * on its file and line, with the exact error count and the words of its fix.
 */
class ReadSituationsTest {

    private static JavaFileObject bean(String... accessors) {
        List<String> lines = new java.util.ArrayList<>(List.of(
                "@Entity",
                "public class Note {",
                "  @Key private UUID id;",
                "  private String text;",
                "  public UUID getId() { return id; }",
                "  public void setId(UUID id) { this.id = id; }"));
        lines.addAll(List.of(accessors));
        lines.add("}");
        return source("com.example.notes.Note", lines.toArray(String[]::new));
    }

    @Test
    @Covers("BEAN_FIELD_WITHOUT_GETTER")
    void aBeanFieldWithoutItsGetter() {
        JavaFileObject note = bean("  public void setText(String text) { this.text = text; }");
        compile(note)
                .onlyError(
                        EntityMessages.BEAN_FIELD_WITHOUT_GETTER,
                        note,
                        "private String text;",
                        "[QF103] field text of Note has no getter getText(), so it is not a JavaBean property. Fix: add the"
                                + " missing accessor");
    }

    @Test
    @Covers("BEAN_FIELD_WITHOUT_ACCESSORS")
    void aBeanFieldWithoutGetterAndSetter() {
        JavaFileObject note = bean();
        compile(note)
                .onlyError(
                        EntityMessages.BEAN_FIELD_WITHOUT_ACCESSORS,
                        note,
                        "private String text;",
                        "has no getter getText() and no setter setText(value)",
                        "or mark the field @Transient (or transient) if it is not persisted");
    }

    private static final JavaFileObject CUSTOMER =
            source("com.example.shop.Customer", "@Entity", "public record Customer(@Key UUID id, String name) {}");

    @Test
    @Covers("ENTITY_IN_VALUE_TYPE")
    void aValueTypeThatReferencesAnEntity() {
        JavaFileObject address =
                source("com.example.shop.Address", "public record Address(String street,", "    Customer owner) {}");
        JavaFileObject order =
                source("com.example.shop.Order", "@Entity", "public record Order(@Key UUID id, Address shipping) {}");
        compile(CUSTOMER, address, order)
                .onlyError(
                        EntityMessages.ENTITY_IN_VALUE_TYPE,
                        address,
                        "Customer owner",
                        "[QF103] attribute owner of Address: a value type cannot reference @Entity Customer",
                        "Fix: move the reference to the entity that holds the value type, or store an id");
    }

    @Test
    @Covers("ENTITY_COLLECTION")
    void aCollectionOfEntities() {
        JavaFileObject group = source(
                "com.example.shop.Group",
                "@Entity",
                "public record Group(@Key UUID id,",
                "    List<Customer> members) {}");
        compile(CUSTOMER, group)
                .onlyError(
                        EntityMessages.ENTITY_COLLECTION,
                        group,
                        "List<Customer> members",
                        "[QF103] attribute members of Group: a collection of @Entity Customer cannot be stored in a column."
                                + " Fix: store the referenced keys (for example List<UUID>), or declare an access pattern on"
                                + " Customer that finds them");
    }

    @Test
    @Covers("VALUE_TYPE_CYCLE")
    void aValueTypeThatContainsItself() {
        JavaFileObject node = source("com.example.app.Node", "public record Node(String name,", "    Node next) {}");
        JavaFileObject list =
                source("com.example.app.Chain", "@Entity", "public record Chain(@Key UUID id, Node head) {}");
        compile(node, list)
                .onlyError(
                        EntityMessages.VALUE_TYPE_CYCLE,
                        node,
                        "Node next",
                        "[QF103] attribute next of Node: value type Node contains itself, and a user-defined type cannot."
                                + " Fix: break the cycle: make Node an @Entity, or store an id");
    }

    @Test
    @Covers("EMPTY_VALUE_TYPE")
    void aValueTypeWithoutFields() {
        JavaFileObject marker = source("com.example.app.Marker", "public record Marker() {}");
        JavaFileObject item =
                source("com.example.app.Item", "@Entity", "public record Item(@Key UUID id,", "    Marker marker) {}");
        compile(marker, item)
                .onlyError(
                        EntityMessages.EMPTY_VALUE_TYPE,
                        item,
                        "Marker marker",
                        "[QF103] attribute marker of Item: value type Marker has no persisted fields. Fix: give it fields,"
                                + " or mark the attribute @Transient");
    }

    @Test
    @Covers("INVALID_KEYSPACE")
    void aKeyspaceNamedOnTheEntityThatCqlRefuses() {
        JavaFileObject note =
                source("com.example.app.Note", "@Entity(keyspace = \"1notes\")", "public record Note(@Key UUID id) {}");
        compile(note)
                .onlyError(
                        ValueMessages.INVALID_KEYSPACE,
                        note,
                        "@Entity(keyspace",
                        "[QF109] invalid keyspace '1notes' (from @Entity(keyspace)): a keyspace name is a letter followed by"
                                + " up to 47 letters, digits or underscores. Fix: set @Entity(keyspace = \"...\")");
    }

    @Test
    @Covers("INVALID_KEYSPACE_OPTION")
    void aKeyspaceOptionThatCqlRefuses() {
        JavaFileObject note = source("com.example.app.Note", "@Entity", "public record Note(@Key UUID id) {}");
        compile(List.of("-Aqueryfirst.keyspace=my-notes"), note)
                .onlyError(
                        ValueMessages.INVALID_KEYSPACE_OPTION,
                        note,
                        "@Entity",
                        "[QF109] invalid keyspace 'my-notes' (from -Aqueryfirst.keyspace)");
    }

    @Test
    @Covers("INVALID_KEYSPACE_FROM_PACKAGE")
    void aKeyspaceFromAPackageSegmentThatCqlRefuses() {
        JavaFileObject note = source("com.example._notes.Note", "@Entity", "public record Note(@Key UUID id) {}");
        compile(note)
                .onlyError(
                        ValueMessages.INVALID_KEYSPACE_FROM_PACKAGE,
                        note,
                        "@Entity",
                        "[QF109] invalid keyspace '_notes' (from the last segment of package 'com.example._notes')");
    }

    @Test
    @Covers("TRANSIENT_RECORD_COMPONENT")
    void aTransientRecordComponent() {
        JavaFileObject note = source(
                "com.example.app.Note",
                "@Entity",
                "public record Note(@Key UUID id,",
                "    @Transient String preview) {}");
        compile(note)
                .onlyError(
                        ValueMessages.TRANSIENT_RECORD_COMPONENT,
                        note,
                        "@Transient String preview",
                        "[QF109] invalid @Transient on record component preview: a record's canonical constructor needs"
                                + " every component");
    }

    private static JavaFileObject ticket(String attribute) {
        return source(
                "com.example.desk.Ticket",
                "@Entity",
                "@Cardinality(rows = 1_000, per = ChronoUnit.DAYS)",
                "public record Ticket(@Key UUID id,",
                "    " + attribute + ") {}");
    }

    @Test
    @Covers("ROWS_ON_ATTRIBUTE")
    void rowsOnAnAttribute() {
        JavaFileObject ticket = ticket("@Cardinality(rows = 5) String queue");
        compile(ticket)
                .onlyError(
                        ValueMessages.ROWS_ON_ATTRIBUTE,
                        ticket,
                        "String queue",
                        "[QF109] invalid @Cardinality(rows) on attribute queue of Ticket: rows counts the entity's rows");
    }

    @Test
    @Covers("TOTAL_WITH_PER")
    void aLifetimeTotalWithAUnit() {
        JavaFileObject ticket =
                ticket("@Cardinality(maxRowsPerValue = 50, total = true, per = ChronoUnit.DAYS) UUID customerId");
        compile(ticket)
                .onlyError(
                        ValueMessages.TOTAL_WITH_PER,
                        ticket,
                        "UUID customerId",
                        "[QF109] invalid @Cardinality(total = true, per = ...) on attribute customerId of Ticket",
                        "Fix: remove per for a lifetime total, or remove total for a rate");
    }

    @Test
    @Covers("BUCKET_ON_PLAIN_UUID")
    void aBucketOnAPlainUuid() {
        JavaFileObject ticket = ticket("@TimeBucket(ChronoUnit.DAYS) UUID openedAt");
        compile(ticket)
                .onlyError(
                        ValueMessages.BUCKET_ON_PLAIN_UUID,
                        ticket,
                        "UUID openedAt",
                        "[QF109] invalid @TimeBucket on attribute openedAt of Ticket: only a time can be bucketed",
                        "Fix: store it as a timeuuid with @Column(timeuuid = true)");
    }

    @Test
    @Covers("EMPTY_WHERE_ENTRY")
    void anEmptyWhereEntry() {
        JavaFileObject ticket = source(
                "com.example.desk.Ticket",
                "@Entity",
                "@AccessPattern(name = \"byQueue\", where = {\"queue\", \" \"})",
                "public record Ticket(@Key UUID id, String queue) {}");
        compile(ticket)
                .onlyError(
                        ValueMessages.EMPTY_WHERE_ENTRY,
                        ticket,
                        "name = \"byQueue\"",
                        "[QF109] invalid where of access pattern 'byQueue': it has an empty attribute name. Fix: remove the"
                                + " empty entry");
    }
}
