package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Container of repeated {@link AccessPattern}s; write the {@code @AccessPattern}s directly:
 *
 * <pre>{@code
 * @AccessPattern(name = "byUsername", where = "username")
 * @AccessPattern(name = "byEmail", where = "email")
 * public record User(...) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface AccessPatterns {

    /** The repeated access patterns. */
    AccessPattern[] value();
}
