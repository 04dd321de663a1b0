package dev.queryfirst.runtime.internal;

import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.type.codec.TypeCodec;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import com.datastax.oss.driver.api.core.type.reflect.GenericType;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * The codec generated code binds and reads {@code text} columns with: the same bytes as the driver's
 * {@link TypeCodecs#TEXT}, made with {@link String#getBytes} and {@code new String(bytes, UTF_8)}
 * rather than a {@code CharsetEncoder} over a wrapped string, which copies a value character by
 * character and is most of a write's client time for messages of a few hundred characters
 * (BENCHMARKS.md, "Client work per shape").
 *
 * <p>A value holding a surrogate is encoded by the driver's codec: pairs become the same four
 * bytes either way, and an unpaired surrogate, which {@code getBytes} would turn into {@code ?},
 * is refused as the driver refuses it ({@link IllegalArgumentException}), so no value is changed on
 * its way to the node. Every {@code text} value the node returns is valid UTF-8 (it validates them
 * on write), which {@code new String} decodes as the driver does.
 *
 * <pre>{@code
 * .set(5, message.body(), Utf8Codec.TEXT) // message_body
 * row.get(5, Utf8Codec.TEXT)               // message_body
 * }</pre>
 */
public final class Utf8Codec implements TypeCodec<String> {

    /** The one instance: stateless and thread-safe. */
    public static final Utf8Codec TEXT = new Utf8Codec();

    private Utf8Codec() {}

    @Override
    public GenericType<String> getJavaType() {
        return GenericType.STRING;
    }

    @Override
    public DataType getCqlType() {
        return DataTypes.TEXT;
    }

    @Override
    public ByteBuffer encode(String value, ProtocolVersion protocolVersion) {
        if (value == null) {
            return null;
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.isSurrogate(value.charAt(i))) {
                return TypeCodecs.TEXT.encode(value, protocolVersion);
            }
        }
        return ByteBuffer.wrap(value.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public String decode(ByteBuffer bytes, ProtocolVersion protocolVersion) {
        if (bytes == null) {
            return null;
        }
        if (!bytes.hasArray()) {
            return TypeCodecs.TEXT.decode(bytes, protocolVersion);
        }
        return new String(
                bytes.array(), bytes.arrayOffset() + bytes.position(), bytes.remaining(), StandardCharsets.UTF_8);
    }

    @Override
    public String format(String value) {
        return TypeCodecs.TEXT.format(value);
    }

    @Override
    public String parse(String value) {
        return TypeCodecs.TEXT.parse(value);
    }
}
