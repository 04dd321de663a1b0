package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An attribute that never changes once the entity is first written: a log message's source, an
 * order's customer, a trade's account. Which attributes are fixed and which change over the life
 * of a record decides what a write costs, so say it where the domain says it.
 *
 * <pre>{@code
 * @Entity(keyspace = "investments")
 * @AccessPattern(name = "byAccount", where = "account", range = "tradeId",
 *                orderBy = "tradeId DESC", table = "trades_by_a_d")
 * public record Trade(
 *     @Key @Column(timeuuid = true) UUID tradeId,
 *     @Fixed String account,          // a trade never moves to another account
 *     @Fixed String symbol,
 *     BigDecimal price) {}            // a correction may change it
 *
 * trades.save(trade);                 // one write per table, nothing read first
 * }</pre>
 *
 * <p>What follows from it:
 *
 * <ul>
 *   <li>A table whose key holds only the entity's key and fixed attributes never moves a row, so
 *       an entity none of whose tables can move writes every copy blindly: {@code save} and
 *       {@code update} read nothing first, like {@code insert}, and such an entity needs no base
 *       table of its own unless something else asks for one (the processor's design report says
 *       which table is the base and why).
 *   <li>A live reference may copy a fixed attribute of the referenced entity into a primary key (an
 *       order item listed by its order's customer): the copy never has to move, and it is never
 *       propagated.
 *   <li>Where the DAO reads the previous state anyway (a row can move, or the entity is
 *       versioned), a save or update that changes a fixed attribute throws
 *       {@code IllegalArgumentException} naming it, and writes nothing.
 * </ul>
 *
 * <p>The entity's {@link Key} attributes are fixed by definition; {@code @Fixed} on one is
 * accepted and changes nothing. A {@link Counter} (only ever incremented) or a {@link Transient}
 * attribute (not stored) cannot be fixed: the processor reports it on the annotation (QF109).
 *
 * <p>Changing the declaration later is a schema change like any other: marking an attribute fixed
 * may leave a base table no longer needed (it stays in the cluster, with its rows, until a
 * {@link Drop} names it); removing {@code @Fixed} may need a base table again, which the next
 * migration creates and backfills from the entity's other tables. No row is lost either way.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Fixed {}
