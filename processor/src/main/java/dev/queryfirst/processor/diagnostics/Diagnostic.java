package dev.queryfirst.processor.diagnostics;

import dev.queryfirst.processor.model.Site;

/**
 * One thing the processor says, with where it points.
 *
 * @param code the catalog entry
 * @param site the element (and annotation, and member) it is reported on
 * @param message the formatted message, starting with {@code [QFnnn]}
 */
public record Diagnostic(Code code, Site site, String message) {

  public static Diagnostic of(Code code, Site site, Object... args) {
    return new Diagnostic(code, site, code.format(args));
  }

  public boolean isError() {
    return code.kind() == Kind.ERROR;
  }
}
