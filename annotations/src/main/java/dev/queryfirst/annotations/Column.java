package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * CQL name and type hints for an attribute.
 *
 * <pre>{@code
 * @Column(name = "msg_id", timeuuid = true) UUID messageId
 * @Column(frozen = true) Address address
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Column {

    /** The CQL column name. Default: the attribute's name in snake_case. */
    String name() default "";

    /** Store a {@code UUID} as {@code timeuuid} (time-ordered) rather than {@code uuid}. */
    boolean timeuuid() default false;

    /** Store a collection or value type frozen (required when it is part of a key). */
    boolean frozen() default false;
}
