package dev.queryfirst.runtime;

import dev.queryfirst.runtime.internal.Args;
import java.util.List;
import java.util.Optional;

/**
 * One page of a paged read: its items and, when more may follow, an opaque cursor that resumes
 * exactly after the last item.
 *
 * <pre>{@code
 * String cursor = null;
 * do {
 *   Page<LogMessage> page = dao.recentBySourcePage("web-1", 100, cursor);
 *   page.items().forEach(this::render);
 *   cursor = page.cursor().orElse(null);
 * } while (cursor != null);
 * }</pre>
 *
 * <p>A page may hold fewer items than asked for, and the page after a cursor may be empty:
 * Cassandra says whether a partition has more rows only by reading them.
 *
 * @param <T> the entity type
 */
public final class Page<T> {

    private final List<T> items;
    private final String cursor;

    /** A page of {@code items}; {@code cursor} is null on the last page. */
    public Page(List<T> items, String cursor) {
        this.items = List.copyOf(Args.notNull(items, "items"));
        this.cursor = cursor;
    }

    /** The items, in the table's order. Unmodifiable. */
    public List<T> items() {
        return items;
    }

    /** The cursor of the next page, empty on the last page. */
    public Optional<String> cursor() {
        return Optional.ofNullable(cursor);
    }

    /** Whether a next page may exist (it may turn out empty). */
    public boolean hasNext() {
        return cursor != null;
    }

    @Override
    public String toString() {
        return "Page[" + items.size() + " items, " + (cursor == null ? "last" : "more") + "]";
    }
}
