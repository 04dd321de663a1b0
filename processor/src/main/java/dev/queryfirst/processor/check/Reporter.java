package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.Site;
import java.util.Set;

/**
 * Reports check's findings for one entity: a warning the entity suppresses
 * ({@code @SuppressWarnings("QF302")}) is dropped — errors never are — and under
 * {@code -Aqueryfirst.strict=true} a "cannot verify" warning is reported as an error. A suppressed
 * warning stays suppressed under strict: the suppression is the user's explicit acceptance.
 */
final class Reporter {

    /** The warnings that say "cannot verify" rather than "verified and too big". */
    private static final Set<Code> CANNOT_VERIFY = Set.of(Code.QF301);

    private final ProcessorOptions options;
    private final Sink sink;
    private final EntityModel entity;

    Reporter(ProcessorOptions options, Sink sink, EntityModel entity) {
        this.options = options;
        this.sink = sink;
        this.entity = entity;
    }

    void report(Site site, Filled<Message> message) {
        Diagnostic diagnostic = Diagnostic.of(message, site);
        Code code = diagnostic.code();
        if (!diagnostic.isError() && entity.suppressed().contains(code.name())) {
            return;
        }
        sink.add(options.strict() && CANNOT_VERIFY.contains(code) ? diagnostic.asError() : diagnostic);
    }
}
