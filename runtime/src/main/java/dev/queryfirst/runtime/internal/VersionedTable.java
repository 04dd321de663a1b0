package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Row;

/**
 * The base table of a versioned entity ({@code @Entity(versioned = true)}): every row carries a
 * {@code version} that each write advances through a lightweight transaction, and every
 * {@code SELECT} of the table also reads {@code WRITETIME(version)}, the time Cassandra wrote that
 * version. {@link dev.queryfirst.runtime.internal.write.Versions} orders the writes of the other tables by
 * it.
 *
 * @param <E> the entity type
 */
public interface VersionedTable<E> extends EntityTable<E> {

    /** The name of the version column, as it appears in the result of a rejected transaction. */
    String versionColumn();

    /** The version of a row of this table's {@code SELECT}, or null for a row written before versioning. */
    Long version(Row row);

    /**
     * {@code WRITETIME(version)} of a row of this table's {@code SELECT}, in microseconds, or null
     * for a row written before versioning.
     */
    Long versionWriteTime(Row row);

    /** {@code INSERT ... IF NOT EXISTS} of a new row at version 1 (not idempotent). */
    BoundStatement bindInsertIfNotExists(E entity);

    /**
     * {@code UPDATE ... IF version = expected}, writing version {@code expected + 1} (not idempotent).
     *
     * @param expected the version read; null for a row written before versioning
     */
    BoundStatement bindUpdateIfVersion(E entity, Long expected);

    /** {@code DELETE ... IF version = expected} (not idempotent). */
    BoundStatement bindDeleteIfVersion(E entity, Long expected);
}
