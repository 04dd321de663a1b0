package dev.queryfirst.processor;

import com.sun.source.util.Trees;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.ProcessorMessages;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.read.Location;
import dev.queryfirst.processor.read.SiteLocator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic.Kind;

/**
 * The one place that talks to javac's {@link Messager}: every {@link Diagnostic} is resolved from
 * its {@link Site} to the element, annotation and value that caused it, so javac prints it on the
 * exact line. Identical diagnostics are printed once, however many entities lead to them (a value
 * type shared by two entities, a library entity referenced twice).
 */
final class Reporter {

    private final Messager messager;
    private final Trees trees;
    private final SiteLocator locator;
    private final Set<Diagnostic> printed = new HashSet<>();
    private boolean errors;

    /**
     * @param trees javac's source trees for exact positions inside repeated annotations, or null
     *     outside javac
     */
    Reporter(Messager messager, Elements elements, Trees trees) {
        this.messager = messager;
        this.trees = trees;
        this.locator = new SiteLocator(elements, trees);
    }

    void report(Collection<Diagnostic> diagnostics) {
        diagnostics.forEach(this::report);
    }

    void report(Diagnostic diagnostic) {
        if (!printed.add(diagnostic)) {
            return;
        }
        Kind kind = diagnostic.isError() ? Kind.ERROR : Kind.WARNING;
        errors |= diagnostic.isError();
        Location at = locator.locate(diagnostic.site());
        if (at.tree() != null) {
            trees.printMessage(kind, diagnostic.message(), at.tree(), at.unit());
        } else if (at.element() == null) {
            messager.printMessage(kind, diagnostic.message());
        } else if (at.annotation() == null) {
            messager.printMessage(kind, diagnostic.message(), at.element());
        } else if (at.value() == null) {
            messager.printMessage(kind, diagnostic.message(), at.element(), at.annotation());
        } else {
            messager.printMessage(kind, diagnostic.message(), at.element(), at.annotation(), at.value());
        }
    }

    /**
     * QF000 on the entity being processed (or on no element when none was): the processor never
     * lets an exception escape into javac, whose own report would hide which entity failed.
     */
    void internalError(String entity, Throwable failure, boolean debug) {
        String cause = failure.getClass().getName() + (failure.getMessage() == null ? "" : ": " + failure.getMessage());
        Site site = entity == null ? new Site(null, null, null, 0, null) : Site.ofEntity(entity);
        Diagnostic diagnostic = Diagnostic.of(
                ProcessorMessages.INTERNAL_ERROR
                        .with("subject", entity == null ? Phrase.ALL_ENTITIES.text() : entity)
                        .with("cause", cause),
                site);
        if (debug) {
            StringWriter trace = new StringWriter();
            failure.printStackTrace(new PrintWriter(trace));
            diagnostic = diagnostic.withDetail(trace.toString());
        }
        report(diagnostic);
    }

    /** A processor option javac was given that cannot be read: an error naming it, on no element. */
    void optionError(String problem) {
        report(Diagnostic.of(
                ValueMessages.INVALID_PROCESSOR_OPTION.with("problem", problem), new Site(null, null, null, 0, null)));
    }

    /** Whether any error was printed: then missing types are likely consequences, not causes. */
    boolean errorsReported() {
        return errors;
    }
}
