/**
 * The runtime's own test entities: two entities with table classes, DAOs and a schema class
 * written by hand in the shape the processor generates, so that the runtime is tested against a
 * real Cassandra node without the processor. They were the reference the generator was built
 * from and are not kept identical to its output since: the generated code itself is tested by
 * the processor's golden files and by the samples' integration tests.
 *
 * <ul>
 *   <li>{@link dev.queryfirst.runtime.reference.LogMessage}: immutable, day-bucketed, with a TTL;
 *       no base table, two access-pattern tables ({@code log_messages_by_source_name} serving a
 *       "latest N" and a range pattern, {@code log_messages_by_message_id} serving a lookup).
 *   <li>{@link dev.queryfirst.runtime.reference.User}: mutable, base table {@code users} and
 *       {@code users_by_email}, whose key holds the moving attribute {@code email}.
 * </ul>
 */
package dev.queryfirst.runtime.reference;
