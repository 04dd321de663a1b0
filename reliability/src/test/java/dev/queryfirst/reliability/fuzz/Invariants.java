package dev.queryfirst.reliability.fuzz;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * What must hold for every model, whatever was done to it (§5 of DESIGN.md): the processor never
 * throws and never reports QF000; a model that fails carries a QF error located in its own
 * sources; a bad design does not compile, and says why with the code its defect calls for; every
 * error comes from QueryFirst (a javac error would mean broken generated code, or a generator bug).
 */
final class Invariants {

    private Invariants() {}

    /** The broken promises, one line each; empty when the outcome is acceptable. */
    static List<String> check(FuzzModel model, Outcome outcome) {
        List<String> broken = new ArrayList<>();
        if (outcome.crash() != null) {
            broken.add("uncaught exception: " + trace(outcome.crash()));
            return broken;
        }
        outcome.diagnostics().stream()
                .filter(d -> message(d).contains("[QF000]"))
                .forEach(d -> broken.add("QF000: " + message(d)));
        Set<String> own = model.sources().stream()
                .map(JavaSource::qualifiedName)
                .map(n -> n.replace('.', '/') + ".java")
                .collect(Collectors.toSet());
        for (Diagnostic<? extends JavaFileObject> error : outcome.errors()) {
            if (Outcome.code(error).isEmpty()) {
                broken.add("error without a QF code at " + where(error) + ": " + message(error));
            }
        }
        if (!outcome.succeeded()) {
            boolean located = outcome.errors().stream()
                    .anyMatch(e -> !Outcome.code(e).isEmpty() && isIn(e, own) && e.getLineNumber() > 0);
            if (!located) {
                broken.add("failed without a QF error on a line of its own sources: "
                        + outcome.errors().stream()
                                .map(e -> where(e) + " " + message(e))
                                .toList());
            }
        }
        Defect defect = model.defect();
        if (defect.mustFail() && outcome.succeeded()) {
            broken.add("bad design compiled: expected one of " + defect.expected());
        } else if (defect.mustFail() && outcome.errorCodes().stream().noneMatch(defect.expected()::contains)) {
            broken.add("expected one of " + defect.expected() + ", got " + outcome.errorCodes() + ": "
                    + outcome.errors().stream().map(Invariants::message).toList());
        }
        if (outcome.succeeded() && outcome.cql().isEmpty()) {
            broken.add("compiled, but no META-INF/queryfirst/<keyspace>.cql was generated");
        }
        return broken;
    }

    private static boolean isIn(Diagnostic<? extends JavaFileObject> d, Set<String> own) {
        return d.getSource() != null
                && own.stream().anyMatch(d.getSource().toUri().getPath()::endsWith);
    }

    private static String where(Diagnostic<? extends JavaFileObject> d) {
        return (d.getSource() == null ? "<no file>" : d.getSource().getName()) + ":" + d.getLineNumber();
    }

    static String message(Diagnostic<? extends JavaFileObject> d) {
        return d.getMessage(Locale.ROOT);
    }

    private static String trace(Throwable t) {
        StringWriter out = new StringWriter();
        t.printStackTrace(new PrintWriter(out));
        return out.toString();
    }
}
