/**
 * The generate phase: writes what derive designed and check passed, for clean entities only. It
 * decides nothing about the design; every rule (tables, keys that move, lookbacks, names) comes
 * from the model. Split by output: {@code java} (table classes, DAOs, the schema class),
 * {@code cql} (the keyspace's {@code .cql} and statement texts), {@code report} (the HTML
 * design report) and {@code json} (the model description whole-table jobs read). {@code java}
 * and {@code report} use {@code cql}; {@code cql} and {@code json} use neither.
 */
package dev.queryfirst.processor.generate;
