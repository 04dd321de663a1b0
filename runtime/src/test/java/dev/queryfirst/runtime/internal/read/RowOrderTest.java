package dev.queryfirst.runtime.internal.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.metadata.schema.ClusteringOrder;
import com.datastax.oss.driver.api.core.type.DataType;
import com.datastax.oss.driver.api.core.type.DataTypes;
import com.datastax.oss.driver.api.core.uuid.Uuids;
import com.datastax.oss.protocol.internal.util.Bytes;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link RowOrder} orders every supported clustering type exactly as Cassandra does: random
 * values (and the awkward ones: non-ASCII and supplementary characters, negative numbers,
 * dates before 1970, UUIDs of every version) are written as the clustering column of one
 * partition; the order Cassandra returns them in must equal the order RowOrder sorts them in.
 */
@CassandraTest
class RowOrderTest {

    private final Random random = new Random(42);

    private void assertSameOrder(
            CqlSession session,
            TestKeyspace keyspace,
            DataType type,
            ClusteringOrder order,
            Function<Random, Object> values) {
        String cqlType = type.asCql(true, true);
        String table =
                keyspace.name() + ".order_" + cqlType + "_" + order.name().toLowerCase();
        session.execute("CREATE TABLE " + table + " (p int, c " + cqlType + ", PRIMARY KEY (p, c))"
                + " WITH CLUSTERING ORDER BY (c " + order + ")");
        PreparedStatement insert = session.prepare("INSERT INTO " + table + " (p, c) VALUES (0, ?)");
        for (int i = 0; i < 300; i++) {
            session.execute(insert.bind(values.apply(random)));
        }
        List<Row> asStored =
                session.execute("SELECT c FROM " + table + " WHERE p = 0").all();
        assertTrue(asStored.size() > 1, cqlType);
        List<Row> sorted = new ArrayList<>(asStored);
        Collections.shuffle(sorted, random);
        RowOrder rowOrder = RowOrder.by(0, type, order);
        sorted.sort(rowOrder);
        assertEquals(bytes(asStored), bytes(sorted), cqlType + " " + order);
        // The merge's comparison, by leading keys first, orders them the same.
        Collections.shuffle(sorted, random);
        sorted.sort(
                (left, right) -> rowOrder.compare(left, rowOrder.leadingKey(left), right, rowOrder.leadingKey(right)));
        assertEquals(bytes(asStored), bytes(sorted), cqlType + " " + order + " by leading keys");
    }

    /** The serialized values, in hex: what the orders are compared on, readable in a failure. */
    private static List<String> bytes(List<Row> rows) {
        return rows.stream()
                .map(row -> Bytes.toHexString(row.getBytesUnsafe(0)))
                .toList();
    }

    @Test
    void textAndBytesSortAsUnsignedBytes(CqlSession session, TestKeyspace keyspace) {
        String alphabet = "aAzZ09 éüßŒ€ｶ\uFFFD\uE000😀𝄞";
        Function<Random, Object> text = r -> {
            StringBuilder value = new StringBuilder();
            int length = r.nextInt(4);
            for (int i = 0; i < length; i++) {
                value.appendCodePoint(alphabet.codePointAt(
                        alphabet.offsetByCodePoints(0, r.nextInt(alphabet.codePointCount(0, alphabet.length())))));
            }
            return value.toString();
        };
        assertSameOrder(session, keyspace, DataTypes.TEXT, ClusteringOrder.ASC, text);
        assertSameOrder(session, keyspace, DataTypes.TEXT, ClusteringOrder.DESC, text);
        assertSameOrder(
                session,
                keyspace,
                DataTypes.ASCII,
                ClusteringOrder.ASC,
                r -> new String(
                        new byte[] {(byte) (32 + r.nextInt(95)), (byte) (32 + r.nextInt(95))},
                        StandardCharsets.US_ASCII));
        assertSameOrder(session, keyspace, DataTypes.BLOB, ClusteringOrder.ASC, r -> {
            byte[] value = new byte[r.nextInt(4)];
            r.nextBytes(value);
            return ByteBuffer.wrap(value);
        });
        assertSameOrder(session, keyspace, DataTypes.BOOLEAN, ClusteringOrder.DESC, Random::nextBoolean);
        assertSameOrder(session, keyspace, DataTypes.INET, ClusteringOrder.ASC, r -> {
            byte[] address = new byte[r.nextBoolean() ? 4 : 16];
            r.nextBytes(address);
            try {
                return InetAddress.getByAddress(address);
            } catch (UnknownHostException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    @Test
    void numbersAndTimesSortByValue(CqlSession session, TestKeyspace keyspace) {
        assertSameOrder(session, keyspace, DataTypes.TINYINT, ClusteringOrder.ASC, r -> (byte) r.nextInt());
        assertSameOrder(session, keyspace, DataTypes.SMALLINT, ClusteringOrder.DESC, r -> (short) r.nextInt());
        assertSameOrder(session, keyspace, DataTypes.INT, ClusteringOrder.ASC, Random::nextInt);
        assertSameOrder(session, keyspace, DataTypes.BIGINT, ClusteringOrder.DESC, Random::nextLong);
        assertSameOrder(
                session,
                keyspace,
                DataTypes.BIGINT,
                ClusteringOrder.ASC,
                r -> r.nextInt(10) == 0 ? (r.nextBoolean() ? Long.MIN_VALUE : Long.MAX_VALUE) : r.nextLong());
        assertSameOrder(
                session,
                keyspace,
                DataTypes.VARINT,
                ClusteringOrder.ASC,
                r -> new BigInteger(r.nextInt(100), r).multiply(BigInteger.valueOf(r.nextBoolean() ? 1 : -1)));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.DECIMAL,
                ClusteringOrder.ASC,
                r -> new BigDecimal(BigInteger.valueOf(r.nextInt(2001) - 1000), r.nextInt(7) - 2));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.FLOAT,
                ClusteringOrder.ASC,
                r -> r.nextInt(20) == 0 ? -0.0f : (r.nextFloat() - 0.5f) * (float) Math.pow(10, r.nextInt(20) - 10));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.DOUBLE,
                ClusteringOrder.DESC,
                r -> r.nextInt(20) == 0 ? -0.0 : (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(40) - 20));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.TIMESTAMP,
                ClusteringOrder.DESC,
                r -> Instant.ofEpochMilli(r.nextLong() % 100_000_000_000_000L));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.DATE,
                ClusteringOrder.ASC,
                r -> LocalDate.ofEpochDay(r.nextInt(2_000_000) - 1_000_000));
        assertSameOrder(
                session,
                keyspace,
                DataTypes.TIME,
                ClusteringOrder.ASC,
                r -> LocalTime.ofNanoOfDay(Math.floorMod(r.nextLong(), 86_400_000_000_000L)));
    }

    @Test
    void uuidsSortAsCassandraSortsThem(CqlSession session, TestKeyspace keyspace) {
        Function<Random, Object> anyUuid = r -> switch (r.nextInt(4)) {
            case 0 -> Uuids.timeBased();
            case 1 -> Uuids.startOf(r.nextLong() & 0xffff_ffff_ffffL);
            case 2 -> new UUID(r.nextLong(), r.nextLong());
            default -> UUID.nameUUIDFromBytes(new byte[] {(byte) r.nextInt()});
        };
        assertSameOrder(session, keyspace, DataTypes.UUID, ClusteringOrder.ASC, anyUuid);
        assertSameOrder(session, keyspace, DataTypes.UUID, ClusteringOrder.DESC, anyUuid);
        // Time-based UUIDs of few distinct times, so the low bits decide often.
        assertSameOrder(session, keyspace, DataTypes.TIMEUUID, ClusteringOrder.ASC, r -> {
            UUID time = Uuids.startOf(r.nextInt(5) * 1_000L);
            return new UUID(time.getMostSignificantBits(), r.nextLong());
        });
    }

    @Test
    void anUnsupportedTypeIsNamed() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> RowOrder.by(0, DataTypes.frozenListOf(DataTypes.INT), ClusteringOrder.ASC));
        assertEquals(
                "type frozen<list<int>> has no built-in clustering order; pass a Comparator<Row> of your own"
                        + " to MergedQuery",
                e.getMessage());
        assertEquals(
                "index must not be negative, was -1",
                assertThrows(IllegalArgumentException.class, () -> RowOrder.by(-1, DataTypes.INT, ClusteringOrder.ASC))
                        .getMessage());
    }
}
