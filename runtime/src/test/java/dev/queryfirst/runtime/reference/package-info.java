/**
 * The reference for generated code: two entities and, written by hand, exactly the table
 * classes, DAOs and schema class the processor generates for them. The integration tests run
 * them against a real Cassandra node.
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
