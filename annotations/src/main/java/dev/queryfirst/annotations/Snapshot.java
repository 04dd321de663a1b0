package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a reference to another {@link Entity} as a <i>snapshot</i>: the referenced entity's key
 * and attributes are copied into this entity's tables when this entity is written, and stay as
 * they were then. Without it a reference is <i>live</i>: after the referenced entity's DAO
 * {@code update}/{@code save} returns, every copy shows its new values (the processor generates
 * the propagation, and the referencing entity's {@code audit()} checks the copies).
 *
 * <pre>{@code
 * @Entity
 * public record Order(
 *     @Key UUID orderId,
 *     Customer customer,               // live: a renamed customer shows in every order
 *     @Snapshot Address shippingTo,    // (a value type is always a copy; shown for contrast)
 *     @Snapshot Product product) {}    // the product as it was sold: its later price changes stay out
 * }</pre>
 *
 * <p>Choose a snapshot when the copy records a fact at the time of writing (a price at purchase,
 * the address an order was shipped to), or when a referenced entity has so many referrers that
 * updating them all on each change would cost too much (QF205 says when).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Snapshot {}
