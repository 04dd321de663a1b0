package dev.queryfirst.processor.diagnostics;

/** Whether a diagnostic fails the build. */
public enum Kind {
    ERROR,
    WARNING
}
