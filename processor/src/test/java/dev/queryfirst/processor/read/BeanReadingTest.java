package dev.queryfirst.processor.read;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import org.junit.jupiter.api.Test;

/** JavaBean entities: fields with accessors, superclass fields first, exclusions. */
class BeanReadingTest {

    @Test
    void readsBeanPropertiesWithTheirAccessors() {
        ReadCapture capture = new ReadCapture();
        Compilation compilation = javac().withProcessors(capture)
                .compile(
                        JavaFileObjects.forSourceLines(
                                "com.example.users.Audited",
                                "package com.example.users;",
                                "public abstract class Audited {",
                                "  private java.time.Instant created;",
                                "  public java.time.Instant getCreated() { return created; }",
                                "  public void setCreated(java.time.Instant created) { this.created = created; }",
                                "}"),
                        JavaFileObjects.forSourceLines(
                                "com.example.users.User",
                                "package com.example.users;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity",
                                "public class User extends Audited {",
                                "  static final int VERSION = 1;",
                                "  @Key private String username;",
                                "  private boolean active;",
                                "  private Boolean admin;",
                                "  private transient String cache;",
                                "  @Transient private String label;",
                                "  public String getUsername() { return username; }",
                                "  public void setUsername(String username) { this.username = username; }",
                                "  public boolean isActive() { return active; }",
                                "  public void setActive(boolean active) { this.active = active; }",
                                "  public Boolean getAdmin() { return admin; }",
                                "  public void setAdmin(Boolean admin) { this.admin = admin; }",
                                "}"));
        assertThat(compilation).succeededWithoutWarnings();

        EntityModel user = capture.model("com.example.users.User");
        assertFalse(user.record());
        assertEquals(
                List.of("created", "username", "active", "admin"),
                user.attributes().stream().map(Attribute::name).toList());
        assertEquals(
                List.of("getCreated", "getUsername", "isActive", "getAdmin"),
                user.attributes().stream().map(Attribute::getter).toList());
        assertEquals(
                List.of("setCreated", "setUsername", "setActive", "setAdmin"),
                user.attributes().stream().map(Attribute::setter).toList());
        assertEquals(
                new TypeModel.Scalar(ScalarKind.BOOLEAN, "java.lang.Boolean"),
                user.attribute("admin").orElseThrow().type());
        assertEquals(
                List.of("username"), user.key().stream().map(Attribute::name).toList());
        assertEquals("users", user.baseName());
    }
}
