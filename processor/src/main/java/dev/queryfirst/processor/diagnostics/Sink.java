package dev.queryfirst.processor.diagnostics;

import dev.queryfirst.processor.model.Site;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects diagnostics. Derive and check report here, never to javac's {@code Messager}; the
 * processor forwards them once a phase is done, which keeps those phases testable without javac.
 */
public final class Sink {

    private final List<Diagnostic> diagnostics = new ArrayList<>();

    public void report(Site site, Filled<Message> message) {
        diagnostics.add(Diagnostic.of(message, site));
    }

    public void add(Diagnostic diagnostic) {
        diagnostics.add(diagnostic);
    }

    public List<Diagnostic> all() {
        return List.copyOf(diagnostics);
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(Diagnostic::isError);
    }

    /** Whether any error is reported on the given entity. */
    public boolean hasErrors(String entity) {
        return diagnostics.stream()
                .anyMatch(d -> d.isError() && entity.equals(d.site().entity()));
    }
}
