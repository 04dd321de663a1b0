package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.queryfirst.processor.diagnostics.Sources.compile;
import static dev.queryfirst.processor.diagnostics.Sources.compilesWithout;
import static dev.queryfirst.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF107 for table names that are fine in CQL but not as the generated table classes: each was a
 * QF000 (javac's Filer refusing a class written twice, or JavaPoet an invalid class name).
 */
class TableClassNamesTest {

  private static JavaFileObject thing(String firstTable, String secondTable) {
    return source("com.example.things.Thing",
        "@Entity",
        "@Cardinality(rows = 1_000_000)",
        "@AccessPattern(name = \"byLabel\", where = \"label\", table = \"" + firstTable + "\")",
        "@AccessPattern(name = \"latestByLabel\", where = \"label\", orderBy = \"id DESC\",",
        "               table = \"" + secondTable + "\")",
        "public record Thing(@Key UUID id, @Cardinality(distinct = 1_000) String label) {}");
  }

  @Test
  void qf107TableNamesEqualUpToCaseOnTheLaterTable() {
    JavaFileObject thing = thing("Things_by_label", "things_by_label");
    Compilation compilation = compile(thing);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] table things_by_label of Thing would be "
            + "generated as class com.example.things.ThingsByLabelTable, the class of table "
            + "Things_by_label of Thing (class names drop underscores and are compared ignoring case). "
            + "Fix: give one of the tables another name with @AccessPattern(table = \"...\") or "
            + "@Entity(table = \"...\")")
        .inFile(thing).onLineContaining("name = \"latestByLabel\"");
  }

  @Test
  void qf107TableNamesEqualUpToUnderscores() {
    Compilation compilation = compile(thing("things_by__label", "things_by_label"));
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] table things_by_label of Thing would be "
        + "generated as class com.example.things.ThingsByLabelTable, the class of table "
        + "things_by__label of Thing");
  }

  @Test
  void qf107NearMissDistinctClassNames() {
    compilesWithout(compile(thing("things_by_label", "latest_things_by_label")), "QF107");
  }

  private static JavaFileObject entity(String qualifiedName, String keyspace, String table) {
    String simpleName = qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    return source(qualifiedName,
        "@Entity(keyspace = \"" + keyspace + "\", table = \"" + table + "\")",
        "public record " + simpleName + "(@Key UUID id, String name) {}");
  }

  /** Two keyspaces may both have a table users, but one package cannot have two UsersTable. */
  @Test
  void qf107TwoEntitiesOfOnePackageNamingTablesAlikeInTwoKeyspaces() {
    JavaFileObject user = entity("com.example.accounts.User", "crm", "users");
    JavaFileObject account = entity("com.example.accounts.Account", "billing", "users");
    Compilation compilation = compile(user, account);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] table users of Account would be generated as "
            + "class com.example.accounts.UsersTable, the class of table users of User")
        .inFile(account).onLineContaining("@Entity");
  }

  @Test
  void qf107NearMissTheSameTableNameInAnotherPackage() {
    compilesWithout(compile(entity("com.example.crm.User", "crm", "users"),
        entity("com.example.billing.Account", "billing", "users")), "QF107");
  }

  /** {@code 1st_things} is a table Cassandra takes quoted, but no class name. */
  @Test
  void qf107TableNameStartingWithADigit() {
    JavaFileObject thing = entity("com.example.things.Thing", "things", "1st_things");
    Compilation compilation = compile(thing);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF107] base table name 1st_things is not a valid CQL "
            + "table name (a letter, then letters, digits and underscores, at most 48 characters). "
            + "Fix: set @Entity(table = \"...\")")
        .inFile(thing).onLineContaining("@Entity");
  }
}
