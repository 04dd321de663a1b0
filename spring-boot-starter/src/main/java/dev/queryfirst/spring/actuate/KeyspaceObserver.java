package dev.queryfirst.spring.actuate;

import dev.queryfirst.spring.QueryFirstKeyspace;

/**
 * The extension point for what a keyspace's tables look like in production (partition sizes,
 * tombstones per read, observed against the model's estimates). A bean of this type is asked by
 * the {@code queryfirst} endpoint for each keyspace, and what it returns is shown as the
 * keyspace's {@code observe}; without one the endpoint shows no {@code observe} figure.
 */
@FunctionalInterface
public interface KeyspaceObserver {

    /** A report the endpoint serializes as JSON, read from the live cluster; never writes. */
    Object observe(QueryFirstKeyspace keyspace);
}
