package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.cql.BoundStatement;

/**
 * A table of an entity with a {@code ttl}, which can also write a row with a given time to live:
 * a copy made later than the original (a {@link dev.queryfirst.runtime.internal.backfill.Backfill}) keeps
 * the original's remaining lifetime instead of starting a new one, so it expires with it.
 *
 * <pre>{@code
 * // INSERT INTO logs.log_messages_by_source_name (...) VALUES (?, ?, ?, ?) USING TTL ?
 * table.bindInsert(message, 3_600);   // expires in an hour, like the row it was copied from
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface ExpiringTable<E> extends EntityTable<E> {

    /**
     * Writes the whole row of {@code entity} (idempotent), expiring in {@code ttlSeconds}.
     *
     * @param ttlSeconds positive
     */
    BoundStatement bindInsert(E entity, int ttlSeconds);
}
