package dev.queryfirst.reliability.oracle;

import dev.queryfirst.runtime.WriteMode;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One step of a sequence: a write of the entity (or of the referenced entity) in a write mode,
 * synchronous or not.
 *
 * @param number its position in the model's sequence
 * @param type what it does
 * @param values the entity's values (the referenced entity's {@code [id, name]} for
 *     {@link Type#SAVE_REFERENCED})
 */
record Operation(int number, Type type, WriteMode mode, boolean async, Object[] values) {

    enum Type {
        INSERT,
        SAVE,
        UPDATE,
        DELETE,
        SAVE_REFERENCED
    }

    String describe(ModelShape shape) {
        return "#" + number + " " + type + " " + mode + (async ? " async " : " ")
                + (type == Type.SAVE_REFERENCED ? render(List.of(values)) : row(shape, values));
    }

    /** {@code id=…, title="…"}: every value shown exactly, Java nanoseconds and scales included. */
    static String row(ModelShape shape, Object[] values) {
        List<String> out = new ArrayList<>();
        for (ModelShape.Attr a : shape.attributes()) {
            out.add(a.name() + "=" + render(values[a.index()]));
        }
        return "{" + String.join(", ", out) + "}";
    }

    static String render(Object value) {
        if (value instanceof String s) {
            StringBuilder out = new StringBuilder("\"");
            s.codePoints()
                    .forEach(c ->
                            out.append(c < 0x20 || c >= 0x7F ? String.format("\\u{%X}", c) : String.valueOf((char) c)));
            return out.append('"').toString();
        }
        if (value instanceof byte[] bytes) {
            return render(ByteBuffer.wrap(bytes));
        }
        if (value instanceof ByteBuffer buffer) {
            StringBuilder out = new StringBuilder("0x");
            ByteBuffer b = buffer.duplicate();
            while (b.hasRemaining()) {
                out.append(String.format("%02x", b.get()));
            }
            return out.toString();
        }
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream()
                    .map(e -> render(e.getKey()) + ":" + render(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        }
        if (value instanceof Collection<?> c) {
            return c.stream().map(Operation::render).collect(Collectors.joining(", ", "[", "]"));
        }
        if (value instanceof java.math.BigDecimal d) {
            return d.toString() + "(scale " + d.scale() + ")";
        }
        return String.valueOf(value);
    }
}
