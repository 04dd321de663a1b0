package dev.queryfirst.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.ProtocolVersion;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.type.codec.TypeCodecs;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link Utf8Codec} is the driver's {@code text} codec, faster: for random strings of every kind of
 * character (ASCII, Latin-1, other BMP characters, surrogate pairs, and unpaired surrogates) it
 * writes the driver's bytes or refuses what the driver refuses, reads back what the driver reads,
 * and the node stores and returns its values as the driver's.
 */
@CassandraTest
class Utf8CodecTest {

    private static final ProtocolVersion V5 = ProtocolVersion.V5;
    private static final String ALPHABET = "aZ09 ?\u00e9\u00df\u00ff\u0152\u20ac\uff76\ufffd\ue000";

    private final Random random = new Random(7);

    private String randomText(boolean unpaired) {
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(40);
        for (int i = 0; i < length; i++) {
            int kind = random.nextInt(10);
            if (kind < 7) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            } else if (kind < 9 || !unpaired) {
                text.appendCodePoint(0x10000 + random.nextInt(0x10FFFF - 0x10000));
            } else {
                text.append((char) (0xD800 + random.nextInt(0x800))); // a lone high or low surrogate
            }
        }
        return text.toString();
    }

    @Test
    void encodesAndDecodesAsTheDriverDoes() {
        for (int i = 0; i < 5_000; i++) {
            String value = randomText(true);
            ByteBuffer expected;
            try {
                expected = TypeCodecs.TEXT.encode(value, V5);
            } catch (IllegalArgumentException refused) {
                assertThrows(IllegalArgumentException.class, () -> Utf8Codec.TEXT.encode(value, V5), value);
                continue;
            }
            ByteBuffer encoded = Utf8Codec.TEXT.encode(value, V5);
            assertEquals(expected, encoded, value);
            assertEquals(value, Utf8Codec.TEXT.decode(encoded, V5));
            // A value inside a larger buffer, as a row's column is: read from its position only.
            ByteBuffer framed = ByteBuffer.allocate(encoded.remaining() + 6);
            framed.position(3);
            framed.put(encoded.duplicate());
            framed.position(3).limit(3 + encoded.remaining());
            assertEquals(value, Utf8Codec.TEXT.decode(framed.slice(), V5));
            assertEquals(TypeCodecs.TEXT.decode(framed.slice(), V5), Utf8Codec.TEXT.decode(framed.slice(), V5));
        }
        assertNull(Utf8Codec.TEXT.encode(null, V5));
        assertNull(Utf8Codec.TEXT.decode(null, V5));
        assertEquals("", Utf8Codec.TEXT.decode(ByteBuffer.allocate(0), V5));
        assertEquals("", Utf8Codec.TEXT.decode(ByteBuffer.allocateDirect(0), V5));
        assertEquals(
                "direct \u00e9",
                Utf8Codec.TEXT.decode(
                        ByteBuffer.allocateDirect(9)
                                .put(TypeCodecs.TEXT.encode("direct \u00e9", V5))
                                .flip(),
                        V5));
    }

    @Test
    void theNodeStoresWhatItBindsAndReturnsWhatTheDriverReads(CqlSession session, TestKeyspace keyspace) {
        String table = keyspace.name() + ".texts";
        session.execute("CREATE TABLE " + table + " (id int PRIMARY KEY, value text)");
        PreparedStatement insert = session.prepare("INSERT INTO " + table + " (id, value) VALUES (?, ?)");
        PreparedStatement select = session.prepare("SELECT value FROM " + table + " WHERE id = ?");
        List<String> values = new ArrayList<>();
        for (int id = 0; id < 200; id++) {
            String value = randomText(false);
            values.add(value);
            session.execute(insert.boundStatementBuilder()
                    .setInt(0, id)
                    .set(1, value, Utf8Codec.TEXT)
                    .build());
        }
        for (int id = 0; id < values.size(); id++) {
            Row row = session.execute(select.bind(id)).one();
            assertEquals(values.get(id), row.getString(0));
            assertEquals(values.get(id), row.get(0, Utf8Codec.TEXT));
        }
    }
}
