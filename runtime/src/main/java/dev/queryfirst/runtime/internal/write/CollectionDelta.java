package dev.queryfirst.runtime.internal.write;

import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.ListType;
import com.datastax.oss.driver.api.core.type.MapType;
import com.datastax.oss.driver.api.core.type.SetType;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How a non-frozen collection changes from one write of a row to the next, element by element,
 * on the values' serialized form (protocol v3 and later: a 4-byte count, then each element, or
 * each key and value, as a 4-byte length and its bytes). Elements are compared by their bytes,
 * as Cassandra compares them.
 *
 * @param added the elements to add, serialized as the column's type (a map's entries); null when none
 * @param removed the elements to remove, serialized as a set of them (a map's keys); null when none
 * @param appends whether {@code added} is appended to a list (not idempotent)
 * @param rewrite whether the collection must be written whole instead (a list that changed other
 *     than by growing, or any changed list where appending is not allowed)
 */
record CollectionDelta(ByteBuffer added, ByteBuffer removed, boolean appends, boolean rewrite) {

    /** A collection without elements, serialized. */
    static final ByteBuffer EMPTY = ByteBuffer.allocate(4).putInt(0).flip().asReadOnlyBuffer();

    private static final CollectionDelta NONE = new CollectionDelta(null, null, false, false);
    private static final CollectionDelta REWRITE = new CollectionDelta(null, null, false, true);

    /**
     * Whether a bound value is a list, set or map. Frozen or not, the protocol does not say (a
     * prepared statement's variables read as not frozen either way): a table's element update names
     * the collections written element by element.
     */
    static boolean isCollection(DataType type) {
        return type instanceof ListType || type instanceof SetType || type instanceof MapType;
    }

    /** Whether {@code bytes}, a serialized collection, holds no elements: stored as none. */
    static boolean isEmpty(ByteBuffer bytes) {
        return bytes.remaining() >= 4 && bytes.getInt(bytes.position()) == 0;
    }

    /**
     * Whether two stored values (null for none) are the same: a set's or map's elements in any
     * order (Cassandra keeps them sorted), anything else byte for byte.
     */
    static boolean sameValue(DataType type, ByteBuffer a, ByteBuffer b) {
        if (a == null || b == null) {
            return a == b;
        }
        if (a.equals(b)) {
            // The same bytes are the same elements: the common case of a value saved again as it
            // was read, compared without parsing (and allocating) its elements.
            return true;
        }
        if (type instanceof SetType) {
            return new HashSet<>(elements(a)).equals(new HashSet<>(elements(b)));
        }
        if (type instanceof MapType) {
            return entries(a).equals(entries(b));
        }
        return a.equals(b);
    }

    /** The change from {@code before} to {@code now} (null for none) of a collection written element by element. */
    static CollectionDelta of(DataType type, ByteBuffer now, ByteBuffer before, boolean appendLists, boolean renew) {
        if (before == null && !(type instanceof ListType)) {
            // A row that held no elements: every element is added, in the bytes bound already (the
            // common case of an insert, which parsing and writing them again would only allocate).
            return now == null ? NONE : new CollectionDelta(now, null, false, false);
        }
        if (type instanceof ListType) {
            return ofList(now, before, appendLists, renew);
        }
        if (type instanceof SetType) {
            List<ByteBuffer> current = now == null ? List.of() : elements(now);
            List<ByteBuffer> previous = before == null ? List.of() : elements(before);
            Set<ByteBuffer> had = new HashSet<>(previous);
            Set<ByteBuffer> has = new HashSet<>(current);
            List<ByteBuffer> added = renew
                    ? current
                    : current.stream().filter(e -> !had.contains(e)).toList();
            List<ByteBuffer> removed =
                    previous.stream().filter(e -> !has.contains(e)).toList();
            return new CollectionDelta(serialize(added), serialize(removed), false, false);
        }
        Map<ByteBuffer, ByteBuffer> current = now == null ? Map.of() : entries(now);
        Map<ByteBuffer, ByteBuffer> previous = before == null ? Map.of() : entries(before);
        List<ByteBuffer> added = new ArrayList<>();
        current.forEach((key, value) -> {
            if (renew || !value.equals(previous.get(key))) {
                added.add(key);
                added.add(value);
            }
        });
        List<ByteBuffer> removed = previous.keySet().stream()
                .filter(key -> !current.containsKey(key))
                .toList();
        return new CollectionDelta(serializePairs(added), serialize(removed), false, false);
    }

    private static CollectionDelta ofList(ByteBuffer now, ByteBuffer before, boolean appendLists, boolean renew) {
        List<ByteBuffer> current = now == null ? List.of() : elements(now);
        List<ByteBuffer> previous = before == null ? List.of() : elements(before);
        boolean grew = current.size() >= previous.size()
                && current.subList(0, previous.size()).equals(previous);
        if (current.equals(previous) && !(renew && !current.isEmpty())) {
            return NONE;
        }
        if (appendLists && grew && !(renew && !previous.isEmpty())) {
            return new CollectionDelta(serialize(current.subList(previous.size(), current.size())), null, true, false);
        }
        return REWRITE;
    }

    /** The elements of a serialized list or set. */
    static List<ByteBuffer> elements(ByteBuffer collection) {
        ByteBuffer input = collection.duplicate();
        int count = input.getInt();
        List<ByteBuffer> elements = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            elements.add(next(input));
        }
        return elements;
    }

    /** The entries of a serialized map, in its order. */
    private static Map<ByteBuffer, ByteBuffer> entries(ByteBuffer map) {
        ByteBuffer input = map.duplicate();
        int count = input.getInt();
        Map<ByteBuffer, ByteBuffer> entries = new LinkedHashMap<>();
        for (int k = 0; k < count; k++) {
            entries.put(next(input), next(input));
        }
        return entries;
    }

    private static ByteBuffer next(ByteBuffer input) {
        int length = input.getInt();
        ByteBuffer element = input.slice();
        element.limit(length);
        input.position(input.position() + length);
        return element;
    }

    /** A list or set of {@code elements}, serialized; null for none. */
    private static ByteBuffer serialize(List<ByteBuffer> elements) {
        return elements.isEmpty() ? null : write(elements, elements.size());
    }

    /** A map of {@code keysAndValues} (key, value, key, value…), serialized; null for none. */
    private static ByteBuffer serializePairs(List<ByteBuffer> keysAndValues) {
        return keysAndValues.isEmpty() ? null : write(keysAndValues, keysAndValues.size() / 2);
    }

    private static ByteBuffer write(List<ByteBuffer> values, int count) {
        int size = 4;
        for (ByteBuffer value : values) {
            size += 4 + value.remaining();
        }
        ByteBuffer out = ByteBuffer.allocate(size).putInt(count);
        for (ByteBuffer value : values) {
            out.putInt(value.remaining()).put(value.duplicate());
        }
        return out.flip();
    }
}
