package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.read.KotlinStubs.customer;
import static dev.queryfirst.processor.read.KotlinStubs.shipment;
import static dev.queryfirst.processor.read.KotlinStubs.stub;
import static dev.queryfirst.processor.read.KotlinStubs.withKotlinAnnotations;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * Kotlin classes through kapt, end to end: the stubs kapt writes compile into DAOs that build the
 * class through its constructor, {@code @Suppress} silences a warning like {@code @SuppressWarnings},
 * and the properties a constructor cannot carry are QF103 (QF109 for {@code @Transient}) on their
 * field, or on the class when there is no field.
 */
class KotlinStubDiagnosticsTest {

    /** A Kotlin class {@code Parcel} whose stub holds {@code members} between its key and its getter. */
    private static JavaFileObject parcel(String constructorParameters, String... members) {
        List<String> lines = new java.util.ArrayList<>(List.of(
                "@dev.queryfirst.annotations.Entity(keyspace = \"shipping\")",
                "@kotlin.Metadata(mv = {2, 2, 0}, k = 1, xi = 48, d1 = {\"\"}, d2 = {\"Lcom/example/shipping/Parcel;\"})",
                "public final class Parcel {",
                "    @dev.queryfirst.annotations.Key()",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.util.UUID id = null;"));
        lines.addAll(List.of(members));
        lines.addAll(List.of(
                "    public Parcel(@org.jetbrains.annotations.NotNull() java.util.UUID id" + constructorParameters
                        + ") {",
                "        super();",
                "    }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.util.UUID getId() { return null; }",
                "}"));
        return stub("com.example.shipping.Parcel", lines.toArray(String[]::new));
    }

    @Test
    void kotlinStubsCompileIntoDaosBuildingThemThroughTheirConstructor() throws IOException {
        Compiled compilation = Compiled.compile(withKotlinAnnotations(customer(), shipment(true)));
        compilation.compilesWithout(Code.QF305);
        String dao = compilation
                .compilation()
                .generatedFile(StandardLocation.SOURCE_OUTPUT, "com/example/shipping/ShipmentDao.java")
                .orElseThrow()
                .getCharContent(true)
                .toString();
        assertTrue(dao.contains("new Shipment("), dao);
        assertTrue(dao.contains(".isGift()"), dao);
        assertTrue(dao.contains(".getSentAt()"), dao);
    }

    @Test
    void withoutItsSuppressTheSameStubWarnsQf305() {
        Compiled compilation = Compiled.compile(withKotlinAnnotations(customer(), shipment(false)));
        compilation.succeeded();
        assertTrue(
                compilation.compilation().warnings().stream()
                        .anyMatch(w -> w.getMessage(java.util.Locale.ROOT).startsWith("[QF305]")),
                () -> compilation.compilation().warnings().toString());
    }

    @Test
    @Covers("KOTLIN_PROPERTY_NOT_IN_CONSTRUCTOR")
    void aLateinitVarIsNotInTheConstructor() {
        JavaFileObject parcel = parcel(
                "",
                "    public java.lang.String trackingCode;",
                "    public final java.lang.String getTrackingCode() { return null; }",
                "    public final void setTrackingCode(java.lang.String p0) {}");
        Compiled.compile(withKotlinAnnotations(parcel))
                .onlyError(
                        EntityMessages.KOTLIN_PROPERTY_NOT_IN_CONSTRUCTOR,
                        parcel,
                        "public java.lang.String trackingCode;",
                        "[QF103] property trackingCode of Kotlin class Parcel is not a parameter of its primary"
                                + " constructor");
    }

    @Test
    void aTransientLateinitVarIsLeftOut() {
        Compiled.compile(withKotlinAnnotations(parcel(
                        "",
                        "    @dev.queryfirst.annotations.Transient()",
                        "    public java.lang.String trackingCode;",
                        "    public final java.lang.String getTrackingCode() { return null; }",
                        "    public final void setTrackingCode(java.lang.String p0) {}")))
                .compilesWithout(Code.QF103);
    }

    @Test
    @Covers("KOTLIN_PARAMETER_WITHOUT_FIELD")
    void aConstructorParameterThatIsNoPropertyHasNoField() {
        JavaFileObject parcel = parcel(", int weightGrams");
        Compiled.compile(withKotlinAnnotations(parcel))
                .onlyError(
                        EntityMessages.KOTLIN_PARAMETER_WITHOUT_FIELD,
                        parcel,
                        "public final class Parcel {",
                        "[QF103] constructor parameter weightGrams of Kotlin class Parcel is not a property");
    }

    @Test
    @Covers("KOTLIN_PROPERTY_WITHOUT_GETTER")
    void aPrivateValHasNoGetter() {
        JavaFileObject parcel = parcel(
                ", @org.jetbrains.annotations.NotNull() java.lang.String secret",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.lang.String secret = null;");
        Compiled.compile(withKotlinAnnotations(parcel))
                .onlyError(
                        EntityMessages.KOTLIN_PROPERTY_WITHOUT_GETTER,
                        parcel,
                        "private final java.lang.String secret = null;",
                        "[QF103] property secret of Kotlin class Parcel has no public getter getSecret()");
    }

    @Test
    void aPropertyWithoutBackingFieldIsOnlyAGetterAndNotPersisted() {
        Compiled.compile(withKotlinAnnotations(parcel(
                        "",
                        "    @org.jetbrains.annotations.NotNull()",
                        "    public final java.lang.String getLabel() { return null; }")))
                .compilesWithout(Code.QF103);
    }

    @Test
    void aDelegatedPropertyIsComputedAndNotPersisted() {
        Compiled.compile(withKotlinAnnotations(parcel(
                        "",
                        "    @org.jetbrains.annotations.NotNull()",
                        "    private final kotlin.Lazy label$delegate = null;",
                        "    @org.jetbrains.annotations.NotNull()",
                        "    public final java.lang.String getLabel() { return null; }")))
                .compilesWithout(Code.QF103);
    }

    @Test
    @Covers("TRANSIENT_KOTLIN_PARAMETER")
    void aTransientConstructorPropertyCannotBeSkipped() {
        JavaFileObject parcel = parcel(
                ", @org.jetbrains.annotations.NotNull() java.lang.String cache",
                "    @dev.queryfirst.annotations.Transient()",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.lang.String cache = null;",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.lang.String getCache() { return null; }");
        Compiled.compile(withKotlinAnnotations(parcel))
                .onlyError(
                        ValueMessages.TRANSIENT_KOTLIN_PARAMETER,
                        parcel,
                        "@dev.queryfirst.annotations.Transient()",
                        "[QF109] invalid @Transient on property cache of Kotlin class Parcel");
    }
}
