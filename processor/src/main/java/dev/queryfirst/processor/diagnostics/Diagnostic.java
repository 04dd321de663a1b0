package dev.queryfirst.processor.diagnostics;

import dev.queryfirst.processor.model.Site;

/**
 * One thing the processor says, with where it points.
 *
 * @param situation the catalog entry
 * @param site the element (and annotation, and member) it is reported on
 * @param message the message as printed, starting with {@code [QFnnn]}
 * @param kind error or warning: the code's kind, except for a "cannot verify" warning that
 *     {@code -Aqueryfirst.strict=true} turns into an error (see {@link #asError()})
 */
public record Diagnostic(Message situation, Site site, String message, Kind kind) {

    public static Diagnostic of(Filled<Message> message, Site site) {
        Message situation = message.entry();
        return new Diagnostic(situation, site, "[" + situation.code().name() + "] " + message.text(), situation.kind());
    }

    public Code code() {
        return situation.code();
    }

    /** The same diagnostic, reported as an error (strict mode). */
    public Diagnostic asError() {
        return new Diagnostic(situation, site, message, Kind.ERROR);
    }

    /** The same diagnostic with more lines after its message (a stack trace under debug). */
    public Diagnostic withDetail(String detail) {
        return new Diagnostic(situation, site, message + "\n" + detail, kind);
    }

    public boolean isError() {
        return kind == Kind.ERROR;
    }
}
