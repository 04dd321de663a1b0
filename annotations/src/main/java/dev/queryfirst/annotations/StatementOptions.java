package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Driver settings of the statements the DAO sends: on the entity for all of its DAO's statements,
 * or as {@link AccessPattern#options()} for one pattern's reads (which wins over the entity's).
 * Members left at their defaults leave the driver configuration's values in place; the DAO's
 * options and the call's options win over both (docs/statement-options.md).
 *
 * <pre>{@code
 * @Entity
 * @StatementOptions(consistency = "LOCAL_QUORUM", timeout = "PT2S")
 * @AccessPattern(name = "recent", where = "sensor", orderBy = "at DESC", limit = 50,
 *                options = @StatementOptions(consistency = "LOCAL_ONE", timeout = "PT0.3S",
 *                                            executionProfile = "interactive", pageSize = 50))
 * public record Reading(...) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.TYPE, ElementType.ANNOTATION_TYPE})
public @interface StatementOptions {

    /** A consistency level's name, as the driver spells it ({@code "LOCAL_QUORUM"}); empty for unset. */
    String consistency() default "";

    /** {@code "SERIAL"} or {@code "LOCAL_SERIAL"}, for lightweight transactions only; empty for unset. */
    String serialConsistency() default "";

    /** The request timeout as an ISO-8601 duration ({@code "PT2S"}, {@code "PT0.3S"}); empty for unset. */
    String timeout() default "";

    /** The name of an execution profile of the driver configuration; empty for the default profile. */
    String executionProfile() default "";

    /** Rows fetched per round trip; 0 for unset. */
    int pageSize() default 0;

    /** Whether the driver may retry or speculatively repeat the statements. */
    Idempotence idempotent() default Idempotence.DEFAULT;

    /** Whether statements are marked idempotent. */
    enum Idempotence {
        /** As QueryFirst decides: reads and blind writes idempotent, increments and appends not. */
        DEFAULT,
        /** Marked idempotent. */
        TRUE,
        /** Marked not idempotent. */
        FALSE
    }
}
