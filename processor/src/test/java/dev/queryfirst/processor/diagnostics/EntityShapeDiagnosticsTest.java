package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF102, QF103 and QF108, end to end through the processor: entities QueryFirst cannot read (no
 * key, a type it cannot store, a class that is neither record nor JavaBean, a reference that is no
 * entity or leads back to itself). Each code on its file and line with the exact error count, and
 * a near miss that compiles without it.
 */
class EntityShapeDiagnosticsTest {

    private static JavaFileObject note(String idDeclaration) {
        return source(
                "com.example.notes.Note",
                "@Entity",
                "public class Note {",
                "  " + idDeclaration,
                "  private String text;",
                "  public UUID getId() { return id; }",
                "  public void setId(UUID id) { this.id = id; }",
                "  public String getText() { return text; }",
                "  public void setText(String text) { this.text = text; }",
                "}");
    }

    @Test
    @Covers("NO_KEY")
    void qf102BeanWithoutKeyOnTheEntity() {
        JavaFileObject note = note("private UUID id;");
        Compiled compilation = compile(note);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.NO_KEY,
                note,
                "public class Note {",
                "[QF102] entity Note has no @Key attribute. Fix: "
                        + "annotate the attribute(s) that identify one Note with @Key");
    }

    @Test
    void qf102NearMissKeyedBean() {
        compile(note("@Key private UUID id;")).compilesWithout(Code.QF102);
    }

    @Test
    @Covers("NO_KEY")
    void qf102EntityWithoutKey() {
        JavaFileObject note =
                source("com.example.app.Note", "@Entity", "public record Note(", "    UUID id,", "    String text) {}");
        Compiled compilation = compile(note);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.NO_KEY, note, "public record Note(", "[QF102] entity Note has no @Key attribute");
    }

    @Test
    void qf102NearMissKeyedRecord() {
        compile(source("com.example.app.Note", "@Entity", "public record Note(@Key UUID id, String text) {}"))
                .succeeded();
    }

    @Test
    @Covers("NO_KEY")
    void aReferenceToAFailingEntityReportsOnlyTheCause() {
        JavaFileObject customer =
                source("com.example.app.Customer", "@Entity", "public record Customer(UUID id, String name) {}");
        Compiled compilation = compile(
                customer,
                source("com.example.app.Order", "@Entity", "public record Order(@Key UUID id, Customer customer) {}"));
        compilation.hasErrorCount(1);
        compilation.error(EntityMessages.NO_KEY, customer, "record Customer", "[QF102] entity Customer has no @Key");
    }

    private static JavaFileObject event(String payloadType) {
        return source(
                "com.example.events.Event",
                "@Entity",
                "public record Event(",
                "    @Key UUID eventId,",
                "    " + payloadType + " payload,",
                "    Instant occurredAt) {}");
    }

    @Test
    @Covers("PLATFORM_TYPE")
    void qf103UnsupportedTypeOnTheAttribute() {
        JavaFileObject event = event("Object");
        Compiled compilation = compile(event);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.PLATFORM_TYPE,
                event,
                "Object payload,",
                "[QF103] attribute payload of Event: Object is not");
    }

    @Test
    void qf103NearMissSupportedType() {
        compile(event("String")).compilesWithout(Code.QF103);
    }

    /**
     * Cassandra refuses {@code set<duration>} and durations as map keys ("Durations are not allowed
     * inside sets"). Found by the reliability fuzzer, whose CQL the node rejected.
     */
    @Test
    @Covers({"DURATION_IN_SET", "DURATION_MAP_KEY"})
    void qf103DurationsInASetOrAsMapKeysOnTheAttribute() {
        JavaFileObject set = event("Set<Duration>");
        Compiled compilation = compile(set);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.DURATION_IN_SET,
                set,
                "Set<Duration> payload,",
                "[QF103] attribute payload of Event: CQL does not "
                        + "allow durations inside sets, because they have no order. Fix: use a List<Duration>");
        JavaFileObject map = event("Map<Duration, String>");
        compile(map)
                .error(
                        EntityMessages.DURATION_MAP_KEY,
                        map,
                        "Map<Duration, String> payload,",
                        "CQL does not allow durations as map keys");
    }

    @Test
    void qf103NearMissDurationsInAListOrAsMapValues() {
        compile(event("List<Duration>")).compilesWithout(Code.QF103);
        compile(event("Map<String, Duration>")).compilesWithout(Code.QF103);
    }

    @Test
    @Covers("ENTITY_SHAPE")
    void qf103EntityNeitherRecordNorBean() {
        JavaFileObject money = source(
                "com.example.app.Money",
                "@Entity",
                "public class Money {",
                "  @Key private final long cents;",
                "  public Money(long cents) { this.cents = cents; }",
                "}");
        Compiled compilation = compile(money);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.ENTITY_SHAPE,
                money,
                "public class Money",
                "[QF103] @Entity Money is a class without a no-arg constructor");
    }

    @Test
    @Covers("ENTITY_SHAPE")
    void qf103EntityInterface() {
        JavaFileObject shape = source("com.example.app.Shape", "@Entity", "public interface Shape {}");
        Compiled compilation = compile(shape);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.ENTITY_SHAPE, shape, "interface Shape", "[QF103] @Entity Shape is an interface");
    }

    @Test
    void qf103NearMissBean() {
        compile(source(
                        "com.example.app.Money",
                        "@Entity",
                        "public class Money {",
                        "  @Key private long cents;",
                        "  public long getCents() { return cents; }",
                        "  public void setCents(long cents) { this.cents = cents; }",
                        "}"))
                .succeeded();
    }

    @Test
    @Covers({"ARRAY_TYPE", "PLATFORM_TYPE", "RAW_COLLECTION", "UNSTORABLE_TYPE", "WILDCARD_TYPE"})
    void qf103UnsupportedAttributeTypesOnTheirComponents() {
        JavaFileObject event = source(
                "com.example.app.Event",
                "@Entity",
                "public record Event(",
                "    @Key UUID id,",
                "    Object payload,",
                "    List rawTags,",
                "    Optional<String> note,",
                "    String[] names,",
                "    int[] counts,",
                "    List<? extends Number> numbers,",
                "    char initial) {}");
        Compiled compilation = compile(event);
        compilation.hasErrorCount(7);
        compilation.error(
                EntityMessages.PLATFORM_TYPE,
                event,
                "Object payload",
                "[QF103] attribute payload of Event: Object is not");
        compilation.error(EntityMessages.RAW_COLLECTION, event, "List rawTags", "raw List does not say what it holds");
        compilation.error(
                EntityMessages.PLATFORM_TYPE,
                event,
                "Optional<String> note",
                "Optional is not a type QueryFirst can store");
        compilation.error(EntityMessages.ARRAY_TYPE, event, "String[] names", "Fix: use a List<String> instead");
        // A primitive element is named as a list holds it: List<float> is not Java.
        compilation.error(
                EntityMessages.ARRAY_TYPE,
                event,
                "int[] counts",
                "[QF103] attribute counts of Event: int[]: arrays other than byte[] have no CQL type. Fix: use a"
                        + " List<Integer> instead");
        compilation.error(EntityMessages.WILDCARD_TYPE, event, "numbers,", "wildcard ? extends java.lang.Number");
        compilation.error(EntityMessages.UNSTORABLE_TYPE, event, "char initial", "char cannot be stored");
    }

    @Test
    void qf103NearMissSupportedTypes() {
        compile(source(
                        "com.example.app.Event",
                        "@Entity",
                        "public record Event(@Key UUID id, String payload, List<String> rawTags, String note,",
                        "    List<String> names, List<Long> numbers, String initial, byte[] data) {}"))
                .succeeded();
    }

    @Test
    @Covers("BEAN_FIELD_WITHOUT_SETTER")
    void qf103BeanFieldWithoutSetter() {
        JavaFileObject user = source(
                "com.example.app.User",
                "@Entity",
                "public class User {",
                "  @Key private String name;",
                "  private int age;",
                "  public String getName() { return name; }",
                "  public void setName(String name) { this.name = name; }",
                "  public int getAge() { return age; }",
                "}");
        Compiled compilation = compile(user);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.BEAN_FIELD_WITHOUT_SETTER,
                user,
                "private int age;",
                "field age of User has no setter setAge(value)");
    }

    @Test
    @Covers("TYPE_VARIABLE")
    void qf103GenericEntityTypeVariable() {
        JavaFileObject box =
                source("com.example.app.Box", "@Entity", "public record Box<T>(@Key UUID id,", "    T content) {}");
        Compiled compilation = compile(box);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.TYPE_VARIABLE, box, "T content", "type variable T does not say what is stored");
    }

    @Test
    @Covers("PLATFORM_TYPE")
    void sharedValueTypeErrorsAreReportedOnceOnTheValueType() {
        JavaFileObject address =
                source("com.example.app.Address", "public record Address(String street,", "    Object extra) {}");
        Compiled compilation = compile(
                address,
                source("com.example.app.Home", "@Entity", "public record Home(@Key UUID id, Address address) {}"),
                source("com.example.app.Office", "@Entity", "public record Office(@Key UUID id, Address address) {}"));
        compilation.hasErrorCount(1);
        compilation.error(EntityMessages.PLATFORM_TYPE, address, "Object extra", "[QF103] attribute extra of Address");
    }

    private static final JavaFileObject WALLET = source(
            "com.example.app.Wallet",
            "@Entity",
            "public record Wallet(@Key java.util.UUID id,",
            "    com.example.app.gen.Money balance) {}");

    /** A type no processor generates is reported once processing is over, on its attribute. */
    @Test
    @Covers("UNRESOLVED_TYPE")
    void reportsTypesNobodyGeneratesOnTheirAttribute() {
        Compiled compilation = compile(WALLET);
        compilation.error(
                EntityMessages.UNRESOLVED_TYPE,
                WALLET,
                "Money balance",
                "[QF103] com.example.app.Wallet: com.example.app.gen.Money could not be resolved");
        // javac's own "cannot find symbol" (or "package does not exist") comes on top of it.
        compilation.hasErrorCount(2);
    }

    private static JavaFileObject company(String ceoDeclaration) {
        return source(
                "com.example.org.Company",
                "@Entity",
                "public record Company(",
                "    @Key UUID companyId,",
                "    String name,",
                "    " + ceoDeclaration + ") {}");
    }

    private static final JavaFileObject PERSON = source(
            "com.example.org.Person",
            "@Entity",
            "public record Person(",
            "    @Key UUID personId,",
            "    String name,",
            "    @Snapshot Company employer) {}");

    @Test
    @Covers("REFERENCE_CYCLE")
    void qf108ReferenceCycleOnTheReferencingAttribute() {
        JavaFileObject company = company("Person ceo");
        Compiled compilation = compile(company, PERSON);
        compilation.hasErrorCount(2);
        compilation.error(
                EntityMessages.REFERENCE_CYCLE,
                company,
                "Person ceo",
                "[QF108] reference cycle: Company.ceo.employer leads back to "
                        + "Company. Fix: keep only the key on one side");
        compilation.error(
                EntityMessages.REFERENCE_CYCLE,
                PERSON,
                "Company employer",
                "[QF108] reference cycle: Person.employer.ceo leads back to "
                        + "Person. Fix: keep only the key on one side");
    }

    @Test
    void qf108NearMissTheKeyInsteadOfTheReference() {
        compile(company("UUID ceoId"), PERSON).compilesWithout(Code.QF108);
    }

    @Test
    @Covers("NOT_A_VALUE_TYPE")
    void qf108NonEntityNonValueReference() {
        JavaFileObject wallet = source(
                "com.example.app.Wallet",
                "@Entity",
                "public record Wallet(@Key UUID id,",
                "    Money balance) {",
                "  public static class Money { public Money(long cents) {} }",
                "}");
        Compiled compilation = compile(wallet);
        compilation.hasErrorCount(1);
        compilation.error(
                EntityMessages.NOT_A_VALUE_TYPE,
                wallet,
                "Money balance",
                "[QF108] attribute balance of Wallet has type Money, which is not an @Entity");
    }

    @Test
    void qf108NearMissValueRecord() {
        compile(source(
                        "com.example.app.Wallet",
                        "@Entity",
                        "public record Wallet(@Key UUID id, Money balance) {",
                        "  public record Money(long cents, String currency) {}",
                        "}"))
                .succeeded();
    }
}
