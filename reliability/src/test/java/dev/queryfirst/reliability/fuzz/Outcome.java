package dev.queryfirst.reliability.fuzz;

import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * What compiling one model produced.
 *
 * @param succeeded whether javac reported success
 * @param diagnostics everything javac and the processor said
 * @param cql the generated {@code .cql} files, by keyspace
 * @param crash an exception that escaped the compilation (the processor threw), or null
 */
record Outcome(
        boolean succeeded,
        List<Diagnostic<? extends JavaFileObject>> diagnostics,
        Map<String, String> cql,
        Throwable crash) {

    Outcome {
        diagnostics = List.copyOf(diagnostics);
        cql = Map.copyOf(cql);
    }

    static Outcome crashed(Throwable crash) {
        return new Outcome(false, List.of(), Map.of(), crash);
    }

    List<Diagnostic<? extends JavaFileObject>> errors() {
        return diagnostics.stream()
                .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
                .toList();
    }

    /** The QF codes of the errors, in order, with repeats. */
    List<String> errorCodes() {
        return errors().stream().map(Outcome::code).filter(c -> !c.isEmpty()).toList();
    }

    /** {@code QF101} for {@code "[QF101] access pattern …"}, else empty. */
    static String code(Diagnostic<? extends JavaFileObject> diagnostic) {
        String message = diagnostic.getMessage(java.util.Locale.ROOT);
        return message.startsWith("[QF") && message.indexOf(']') == 6 ? message.substring(1, 6) : "";
    }
}
