package dev.queryfirst.processor.diagnostics;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The catalog entries (by constant name, unique across the catalog) an end-to-end test asserts on
 * their line through {@link Compiled#error} or {@link Compiled#warning}. The test fails if it does
 * not assert every one of them, and {@link EveryMessageTest} requires a test covering each entry.
 *
 * <pre>{@code
 * @Test
 * @Covers("UNKNOWN_ATTRIBUTE_NEAR_MISS")
 * void qf101UnknownAttributeOnTheWhereValue() { ... }
 * }</pre>
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(Compiled.CoverageCheck.class)
@interface Covers {
    String[] value();
}
