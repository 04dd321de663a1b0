package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Models written as users write them (DESIGN §2's API, exactly), compiled through the real
 * {@link QueryFirstProcessor}, and the assertions the diagnostics tests share.
 */
final class Sources {

  private Sources() {}

  /**
   * A source file {@code <package>.<Name>} with the imports a user of QueryFirst writes; the lines
   * that follow are the model.
   */
  static JavaFileObject source(String qualifiedName, String... lines) {
    String packageName = qualifiedName.substring(0, qualifiedName.lastIndexOf('.'));
    List<String> all = new ArrayList<>(List.of(
        "package " + packageName + ";",
        "",
        "import dev.queryfirst.annotations.*;",
        "import java.math.BigDecimal;",
        "import java.time.*;",
        "import java.time.temporal.ChronoUnit;",
        "import java.util.*;",
        ""));
    all.addAll(List.of(lines));
    return JavaFileObjects.forSourceLines(qualifiedName, all);
  }

  static Compilation compile(JavaFileObject... sources) {
    return javac().withProcessors(new QueryFirstProcessor()).compile(sources);
  }

  static Compilation compile(List<String> options, JavaFileObject... sources) {
    return javac().withProcessors(new QueryFirstProcessor()).withOptions(options).compile(sources);
  }

  /** Every QueryFirst diagnostic (error or warning) of the compilation, as printed. */
  static List<String> messages(Compilation compilation) {
    return compilation.diagnostics().stream()
        .map(d -> d.getMessage(Locale.ROOT))
        .filter(m -> m.startsWith("[QF"))
        .toList();
  }

  /** The one diagnostic with this code; fails when there is none or more than one. */
  static String only(Compilation compilation, String code) {
    List<String> found = messages(compilation).stream()
        .filter(m -> m.startsWith("[" + code + "]"))
        .toList();
    if (found.size() != 1) {
      fail("expected exactly one " + code + ", got " + found + " among " + messages(compilation));
    }
    return found.get(0);
  }

  /** The near miss: it compiles, and nothing it says carries {@code code}. */
  static void compilesWithout(Compilation compilation, String code) {
    assertThat(compilation).succeeded();
    assertTrue(messages(compilation).stream().noneMatch(m -> m.startsWith("[" + code + "]")),
        () -> code + " reported: " + messages(compilation));
  }

  /** Compiles, with no QueryFirst diagnostic at all (no error, no warning). */
  static void compilesClean(Compilation compilation) {
    assertThat(compilation).succeeded();
    assertTrue(messages(compilation).isEmpty(), () -> "diagnostics: " + messages(compilation));
  }

  /** How many QueryFirst warnings carry {@code code}. */
  static long warnings(Compilation compilation, String code) {
    return compilation.warnings().stream()
        .map(d -> d.getMessage(Locale.ROOT))
        .filter(m -> m.startsWith("[" + code + "]"))
        .count();
  }

  /** The generated {@code META-INF/queryfirst/<keyspace>.cql}. */
  static String cql(Compilation compilation, String keyspace) {
    JavaFileObject file = compilation.generatedFile(StandardLocation.CLASS_OUTPUT,
            "META-INF/queryfirst/" + keyspace + ".cql")
        .orElseThrow(() -> new AssertionError("no " + keyspace + ".cql among "
            + compilation.generatedFiles().stream().map(JavaFileObject::getName)
                .collect(Collectors.joining(", "))));
    try {
      return file.getCharContent(true).toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The {@code CREATE TABLE} statement of one table, from {@code CREATE TABLE} to its {@code ;}. */
  static String table(String cql, String keyspace, String table) {
    String start = "CREATE TABLE IF NOT EXISTS " + keyspace + "." + table + " (";
    int from = cql.indexOf(start);
    if (from < 0) {
      fail("no table " + keyspace + "." + table + " in\n" + cql);
    }
    // A statement ends with ';' at the end of a line (a comment may hold one inside its quotes).
    int end = cql.indexOf(";\n", from);
    return cql.substring(from, end < 0 ? cql.length() : end + 1);
  }

  static boolean isError(Diagnostic<?> diagnostic) {
    return diagnostic.getKind() == Diagnostic.Kind.ERROR;
  }
}
