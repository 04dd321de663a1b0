/** seeds/000's log messages: an immutable, day-bucketed time series in keyspace {@code logs}. */
package dev.queryfirst.samples.logs;
