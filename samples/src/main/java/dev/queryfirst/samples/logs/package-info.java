/**
 * The six-step method's log messages (docs/README.md, "Sources"): an immutable, day-bucketed time
 * series in keyspace {@code logs}.
 */
package dev.queryfirst.samples.logs;
