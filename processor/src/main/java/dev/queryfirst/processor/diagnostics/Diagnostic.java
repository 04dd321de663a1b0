package dev.queryfirst.processor.diagnostics;

import dev.queryfirst.processor.model.Site;

/**
 * One thing the processor says, with where it points.
 *
 * @param code the catalog entry
 * @param site the element (and annotation, and member) it is reported on
 * @param message the formatted message, starting with {@code [QFnnn]}
 * @param kind error or warning: the code's kind, except for a "cannot verify" warning that
 *     {@code -Aqueryfirst.strict=true} turns into an error (see {@link #asError()})
 */
public record Diagnostic(Code code, Site site, String message, Kind kind) {

    public Diagnostic(Code code, Site site, String message) {
        this(code, site, message, code.kind());
    }

    public static Diagnostic of(Code code, Site site, Object... args) {
        return new Diagnostic(code, site, code.format(args));
    }

    /** The same diagnostic, reported as an error (strict mode). */
    public Diagnostic asError() {
        return new Diagnostic(code, site, message, Kind.ERROR);
    }

    public boolean isError() {
        return kind == Kind.ERROR;
    }
}
