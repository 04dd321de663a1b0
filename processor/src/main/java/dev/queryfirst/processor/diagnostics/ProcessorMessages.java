package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF000;

/** The catalog's one message about QueryFirst itself: an exception it caught instead of crashing javac. */
public enum ProcessorMessages implements Message {
    INTERNAL_ERROR(
            QF000,
            "internal error while processing {subject}: {cause}. This is a QueryFirst bug: rerun with"
                    + " -Aqueryfirst.debug=true for the stack trace and report it");

    private final Code code;
    private final String template;

    ProcessorMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
