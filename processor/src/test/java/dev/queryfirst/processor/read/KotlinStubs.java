package dev.queryfirst.processor.read;

import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * What kapt hands annotation processors for Kotlin sources: Java stubs of each class, marked
 * {@code @kotlin.Metadata}, their nullability as JetBrains annotations and {@code @Suppress} kept.
 * The Kotlin annotations are declared here as kotlin-stdlib and org.jetbrains:annotations declare
 * them, so the processor's tests need no Kotlin on their class path.
 */
public final class KotlinStubs {

    private KotlinStubs() {}

    /** kapt's stub of {@code data class Customer(@Key val id: UUID, val name: String, val email: String?)}. */
    public static JavaFileObject customer() {
        return stub(
                "com.example.shipping.Customer",
                "@dev.queryfirst.annotations.Entity(keyspace = \"shipping\")",
                "@kotlin.Metadata(mv = {2, 2, 0}, k = 1, xi = 48, d1 = {\"\"}, d2 = {\"Lcom/example/shipping/Customer;\"})",
                "public final class Customer {",
                "    @dev.queryfirst.annotations.Key()",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.util.UUID id = null;",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.lang.String name = null;",
                "    @org.jetbrains.annotations.Nullable()",
                "    private final java.lang.String email = null;",
                "",
                "    public Customer(@org.jetbrains.annotations.NotNull() java.util.UUID id,"
                        + " @org.jetbrains.annotations.NotNull() java.lang.String name,"
                        + " @org.jetbrains.annotations.Nullable() java.lang.String email) {",
                "        super();",
                "    }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.util.UUID getId() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.lang.String getName() { return null; }",
                "    @org.jetbrains.annotations.Nullable()",
                "    public final java.lang.String getEmail() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.util.UUID component1() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final com.example.shipping.Customer copy(java.util.UUID id, java.lang.String name,"
                        + " java.lang.String email) { return null; }",
                "    @java.lang.Override()",
                "    @org.jetbrains.annotations.NotNull()",
                "    public java.lang.String toString() { return null; }",
                "    @java.lang.Override()",
                "    public int hashCode() { return 0; }",
                "    @java.lang.Override()",
                "    public boolean equals(@org.jetbrains.annotations.Nullable() java.lang.Object other) { return false; }",
                "}");
    }

    /**
     * kapt's stub of a data class with a live reference, a time bucket, an {@code isGift} Boolean,
     * a nullable note and a list, suppressing QF305 the Kotlin way; every parameter has a default,
     * so Kotlin adds a no-arg constructor, which the stub shows and the reader passes over.
     *
     * @param suppress whether it says {@code @Suppress("QF305")}
     */
    public static JavaFileObject shipment(boolean suppress) {
        return stub(
                "com.example.shipping.Shipment",
                "@dev.queryfirst.annotations.Entity(keyspace = \"shipping\")",
                "@dev.queryfirst.annotations.AccessPattern(name = \"byCustomer\", where = {\"customer.id\"},"
                        + " orderBy = {\"sentAt DESC\"}, limit = 20)",
                suppress ? "@kotlin.Suppress(names = {\"QF305\"})" : "",
                "@kotlin.Metadata(mv = {2, 2, 0}, k = 1, xi = 48, d1 = {\"\"}, d2 = {\"Lcom/example/shipping/Shipment;\"})",
                "public final class Shipment {",
                "    @dev.queryfirst.annotations.Key()",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.util.UUID id = null;",
                "    @dev.queryfirst.annotations.Cardinality(maxRowsPerValue = 500)",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final com.example.shipping.Customer customer = null;",
                "    @dev.queryfirst.annotations.TimeBucket(value = java.time.temporal.ChronoUnit.DAYS)",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.time.Instant sentAt = null;",
                "    private final boolean isGift = false;",
                "    @org.jetbrains.annotations.Nullable()",
                "    private final java.lang.String note = null;",
                "    @org.jetbrains.annotations.NotNull()",
                "    private final java.util.List<java.lang.String> labels = null;",
                "",
                "    public Shipment(@org.jetbrains.annotations.NotNull() java.util.UUID id,"
                        + " @org.jetbrains.annotations.NotNull() com.example.shipping.Customer customer,"
                        + " @org.jetbrains.annotations.NotNull() java.time.Instant sentAt, boolean isGift,"
                        + " @org.jetbrains.annotations.Nullable() java.lang.String note,"
                        + " @org.jetbrains.annotations.NotNull() java.util.List<java.lang.String> labels) {",
                "        super();",
                "    }",
                "    public Shipment() {",
                "        super();",
                "    }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.util.UUID getId() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final com.example.shipping.Customer getCustomer() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.time.Instant getSentAt() { return null; }",
                "    public final boolean isGift() { return false; }",
                "    @org.jetbrains.annotations.Nullable()",
                "    public final java.lang.String getNote() { return null; }",
                "    @org.jetbrains.annotations.NotNull()",
                "    public final java.util.List<java.lang.String> getLabels() { return null; }",
                "}");
    }

    /** The annotations (and {@code kotlin.Lazy}) a kapt stub refers to outside QueryFirst's. */
    public static List<JavaFileObject> kotlinAnnotations() {
        return List.of(
                JavaFileObjects.forSourceLines(
                        "kotlin.Metadata",
                        "package kotlin;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.RUNTIME)",
                        "@java.lang.annotation.Target(java.lang.annotation.ElementType.TYPE)",
                        "public @interface Metadata {",
                        "  int k() default 1;",
                        "  int[] mv() default {};",
                        "  String[] d1() default {};",
                        "  String[] d2() default {};",
                        "  int xi() default 0;",
                        "}"),
                JavaFileObjects.forSourceLines(
                        "kotlin.Lazy", "package kotlin;", "public interface Lazy<T> {", "  T getValue();", "}"),
                JavaFileObjects.forSourceLines(
                        "kotlin.Suppress",
                        "package kotlin;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.SOURCE)",
                        "public @interface Suppress {",
                        "  String[] names();",
                        "}"),
                JavaFileObjects.forSourceLines(
                        "org.jetbrains.annotations.Nullable",
                        "package org.jetbrains.annotations;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)",
                        "public @interface Nullable {}"),
                JavaFileObjects.forSourceLines(
                        "org.jetbrains.annotations.NotNull",
                        "package org.jetbrains.annotations;",
                        "@java.lang.annotation.Retention(java.lang.annotation.RetentionPolicy.CLASS)",
                        "public @interface NotNull {}"));
    }

    /** A stub {@code <package>.<Name>} as kapt writes it: the lines that follow are the class. */
    public static JavaFileObject stub(String qualifiedName, String... lines) {
        String packageName = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
        List<String> all = new ArrayList<>(List.of("package " + packageName + ";", ""));
        all.addAll(List.of(lines));
        return JavaFileObjects.forSourceLines(qualifiedName, all);
    }

    /** The stub sources and the Kotlin annotations they use, to compile together. */
    public static JavaFileObject[] withKotlinAnnotations(JavaFileObject... stubs) {
        List<JavaFileObject> all = new ArrayList<>(kotlinAnnotations());
        all.addAll(List.of(stubs));
        return all.toArray(JavaFileObject[]::new);
    }
}
