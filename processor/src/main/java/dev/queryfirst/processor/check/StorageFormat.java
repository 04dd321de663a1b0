package dev.queryfirst.processor.check;

import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.List;

/**
 * The bytes a partition takes in Cassandra's SSTable format (5.0, "big" format, version oa), the
 * size the nodes measure and warn about, as far as an estimate can know it. Measured on a node
 * (single-partition tables of each shape, flushed, uncompressed {@code Data.db}):
 *
 * <ul>
 *   <li>a partition: its key with a 2-byte length (a composite key: each component with a 2-byte
 *       length and an end byte), one byte of deletion time while it is live, one end byte;
 *   <li>a row: a flags byte, the clustering values behind a one-byte header (each variable-length
 *       value with its length as a variable-size integer, "vint"), its size and the previous row's
 *       as vints, its write time as a vint delta from the SSTable's oldest (5 bytes for writes
 *       hours apart), a TTL and expiry (4 bytes) when it expires;
 *   <li>a cell: a flags byte and its value (variable-length values with a vint length), sharing the
 *       row's write time: no 8-byte timestamp per value;
 *   <li>a non-frozen collection: its deletion (an INSERT replaces the whole collection, about 8
 *       bytes), a vint count, then per element a flags byte, its path (a set's element, a map's
 *       key, a list's 16-byte timeuuid, each with a vint length) and its value;
 *   <li>a frozen collection or value type: one value holding a 4-byte count (collections) and each
 *       element or field with a 4-byte length;
 *   <li>a static row: a flags and an extension byte, its sizes, and each cell with its own write
 *       time (a static row has no row marker).
 * </ul>
 *
 * Compression is left out: the nodes measure partitions before it ({@code nodetool tablestats}'
 * partition sizes, their warning thresholds); it only shrinks the files.
 */
final class StorageFormat {

    /** A write time or deletion time as a vint delta from the SSTable's oldest: writes hours apart. */
    static final int WRITE_TIME = 5;
    /** A TTL (the same for every row: a one-byte delta) and its expiry (seconds apart: three bytes). */
    static final int EXPIRY = 4;
    /** A collection replaced by an INSERT: its deletion time, marked-for-delete and local deletion. */
    static final int COLLECTION_DELETION = 8;
    /** A local counter shard: a 2-byte header count, a 2-byte shard index, a 16-byte id, clock and count. */
    static final int COUNTER_CONTEXT = 36;
    /** A list element's path: a timeuuid. */
    private static final int LIST_PATH = 16;

    private final ColumnSizes sizes;

    StorageFormat(ColumnSizes sizes) {
        this.sizes = sizes;
    }

    /** Cassandra's unsigned vint: 7 bits in one byte, then one byte more per 7 bits (9 at most). */
    static int vint(double value) {
        long v = (long) Math.max(0, value);
        int magnitude = Long.numberOfLeadingZeros(v | 1);
        return (639 - magnitude * 9) >> 6;
    }

    /** A partition's key: its serialized value with the 2-byte length every key carries. */
    double partitionKey(List<ColumnModel> key, double extraComponentBytes) {
        if (key.size() == 1 && extraComponentBytes == 0) {
            return 2 + raw(key.get(0).type(), key.get(0).cardinality());
        }
        double bytes = 2;
        for (ColumnModel column : key) {
            bytes += 2 + raw(column.type(), column.cardinality()) + 1;
        }
        return extraComponentBytes == 0 ? bytes : bytes + 2 + extraComponentBytes + 1;
    }

    /** A partition's fixed bytes besides its key and static row: its live deletion time and end byte. */
    static double partitionHeader() {
        return 2;
    }

    /** The static row: flags, extension flags, two vint sizes, then each cell with its own write time. */
    double staticRow(List<ColumnModel> statics, boolean expiring) {
        if (statics.isEmpty()) {
            return 0;
        }
        double cells = 0;
        for (ColumnModel column : statics) {
            cells += cell(column) + WRITE_TIME + (expiring ? EXPIRY : 0);
        }
        return 2 + vint(cells) + 1 + cells;
    }

    /** A row: flags, clustering, two vint sizes, write time (and expiry), cells. */
    double row(List<ColumnModel> clustering, List<ColumnModel> regular, boolean counters, boolean expiring) {
        double prefix = clustering.isEmpty() ? 0 : (clustering.size() + 31) / 32;
        for (ColumnModel column : clustering) {
            prefix += withLength(column.type(), column.cardinality());
        }
        double body = counters ? 0 : WRITE_TIME + (expiring ? EXPIRY : 0);
        for (ColumnModel column : regular) {
            // Counter cells are updates, not inserts: no row write time to share, each has its own.
            body += cell(column) + (counters ? WRITE_TIME : 0);
        }
        return 1 + prefix + vint(body) + vint(1 + prefix + body) + body;
    }

    /** A cell of a regular or static column, without a write time of its own. */
    double cell(ColumnModel column) {
        if (column.type() instanceof TypeModel.Collection collection && !collection.frozen()) {
            return COLLECTION_DELETION + complex(collection, column.cardinality());
        }
        return 1 + withLength(column.type(), column.cardinality());
    }

    /** A non-frozen collection's cells: a vint count, then each element as a cell with its path. */
    private double complex(TypeModel.Collection collection, AttributeCardinality numbers) {
        int elements = ColumnSizes.elements(numbers);
        double[] parts = elementParts(collection, numbers);
        double element = switch (collection.kind()) {
            case SET -> 1 + vint(parts[1]) + parts[1];
            case LIST -> 1 + 1 + LIST_PATH + withLength(collection.element(), parts[1]);
            case MAP -> 1 + vint(parts[0]) + parts[0] + withLength(collection.element(), parts[1]);
        };
        return vint(elements) + elements * element;
    }

    /** The value with its length when its type has no fixed length. */
    double withLength(TypeModel type, AttributeCardinality numbers) {
        return withLength(type, raw(type, numbers));
    }

    private static double withLength(TypeModel type, double raw) {
        return fixedLength(type) ? raw : vint(raw) + raw;
    }

    /** A value as serialized: a frozen collection or value type with its 4-byte counts and lengths. */
    double raw(TypeModel type, AttributeCardinality numbers) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind() == ScalarKind.COUNTER ? COUNTER_CONTEXT : sizes.size(type, numbers);
        }
        if (type instanceof TypeModel.Vector) {
            return sizes.size(type, numbers);
        }
        if (type instanceof TypeModel.Value value) {
            double bytes = 0;
            for (Attribute field : value.fields()) {
                bytes += 4 + raw(field.type(), field.cardinality());
            }
            return bytes;
        }
        if (type instanceof TypeModel.Collection collection) {
            double[] parts = elementParts(collection, numbers);
            double perElement = (collection.key() == null ? 0 : 4 + parts[0]) + 4 + parts[1];
            return 4 + ColumnSizes.elements(numbers) * perElement;
        }
        return 0;
    }

    /**
     * One element's key and value bytes: the declared {@code avgBytes} of an element shared between
     * them in proportion to their own sizes, else their own sizes.
     */
    private double[] elementParts(TypeModel.Collection collection, AttributeCardinality numbers) {
        double key = collection.key() == null ? 0 : raw(collection.key(), AttributeCardinality.NONE);
        double value = raw(collection.element(), AttributeCardinality.NONE);
        if (numbers.avgBytes() > 0 && key + value > 0) {
            double scale = numbers.avgBytes() / (key + value);
            return new double[] {key * scale, value * scale};
        }
        return new double[] {key, value};
    }

    /** Whether Cassandra writes values of {@code type} without a length: its fixed-size types. */
    static boolean fixedLength(TypeModel type) {
        if (!(type instanceof TypeModel.Scalar scalar)) {
            return false;
        }
        return switch (scalar.kind()) {
            case BOOLEAN,
                    TINYINT,
                    SMALLINT,
                    INT,
                    BIGINT,
                    FLOAT,
                    DOUBLE,
                    TIMESTAMP,
                    LOCAL_DATE_TIME,
                    DATE,
                    TIME,
                    UUID,
                    TIMEUUID -> true;
            default -> false;
        };
    }
}
