package dev.queryfirst.processor.diagnostics;

/**
 * One situation the processor reports: a {@link Code} (what users see and suppress) and the
 * template of its message. Every family enum of the catalog implements it; {@link Catalog} lists
 * them all. A call site picks the entry and passes values, never text:
 *
 * <pre>{@code
 * sink.report(site, PatternMessages.DUPLICATE_WHERE
 *         .with("pattern", pattern.name())
 *         .with("path", column.dottedPath()));
 * }</pre>
 */
public interface Message extends Template {

    Code code();

    default Kind kind() {
        return code().kind();
    }

    /** The message with its first value; add the others with {@link Filled#with}. */
    default Filled<Message> with(String name, Object value) {
        return filled().with(name, value);
    }

    /** The message with no value yet. */
    default Filled<Message> filled() {
        return new Filled<>(this);
    }
}
