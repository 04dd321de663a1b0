package dev.queryfirst.runtime.internal;

/**
 * A table of an entity with a {@code ttl}: each write restarts its rows' lifetime, so the writer
 * writes every collection element again, changed or not ({@link
 * dev.queryfirst.runtime.internal.write.RowWrites}, {@code renew}). A copy made
 * later than its row (a backfill) is written by the copy row's insert, which keeps the row's
 * remaining lifetime (docs/architecture.md, "The copy row").
 *
 * <pre>{@code
 * public final class LogMessagesBySourceNameTable implements EntityTable<LogMessage>, ExpiringTable<LogMessage>
 * }</pre>
 *
 * @param <E> the entity type
 */
public interface ExpiringTable<E> extends EntityTable<E> {}
