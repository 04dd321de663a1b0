package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an attribute as (part of) the entity's identity. Every entity needs at least one. Key
 * attributes that a table's partition key does not already hold become ascending clustering
 * columns, so two entities never share a row.
 *
 * <pre>{@code
 * @Entity
 * public record Reservation(
 *     @Key(order = 0) Hotel hotel,          // a reference: association entity
 *     @Key(order = 1) LocalDate startDate,
 *     @Key(order = 2) UUID guestId,
 *     LocalDate endDate) {}
 * }</pre>
 *
 * <p>An attribute whose type is another {@link Entity} can be part of the key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Key {

    /** Position in a composite key. Default: declaration order. */
    int order() default -1;
}
