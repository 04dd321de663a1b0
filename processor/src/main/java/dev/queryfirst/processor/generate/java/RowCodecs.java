package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.util.Map;

/**
 * How generated code reads a value from a row (or a UDT value) by index and binds it to a
 * statement (or a UDT value) by index. Types the driver maps natively use its typed accessors
 * ({@code getUuid}, {@code setInstant}); text through the runtime's {@code Utf8Codec}; everything else goes through an explicit
 * {@code TypeCodec} — enums by name, {@code byte[]}, {@code LocalDateTime} as UTC, {@code Duration},
 * collections of anything, and UDTs through a generated mapping codec — so no value is converted
 * by reflection or looked up in a codec registry at run time.
 */
final class RowCodecs {

    static final ClassName TYPE_CODEC = JavaTypes.driver("type.codec", "TypeCodec");
    static final ClassName TYPE_CODECS = JavaTypes.driver("type.codec", "TypeCodecs");
    static final ClassName EXTRA_TYPE_CODECS = JavaTypes.driver("type.codec", "ExtraTypeCodecs");

    /**
     * The runtime's codec of {@code text} ({@code Utf8Codec.TEXT}): the driver's bytes, made without
     * its character-by-character encoder (docs/architecture.md, "The generated code").
     */
    static final ClassName UTF8_CODEC = JavaTypes.runtime("internal", "Utf8Codec");

    /**
     * Classes with a typed getter and setter: {@code getUuid}, {@code setUuid}. Strings are not among
     * them: they are read and bound with {@link #UTF8_CODEC}.
     */
    private static final Map<String, String> NATIVE = Map.ofEntries(
            Map.entry("java.util.UUID", "Uuid"),
            Map.entry("java.time.Instant", "Instant"),
            Map.entry("java.time.LocalDate", "LocalDate"),
            Map.entry("java.time.LocalTime", "LocalTime"),
            Map.entry("java.math.BigDecimal", "BigDecimal"),
            Map.entry("java.math.BigInteger", "BigInteger"),
            Map.entry("java.nio.ByteBuffer", "ByteBuffer"),
            Map.entry("java.net.InetAddress", "InetAddress"),
            Map.entry("boolean", "Boolean"),
            Map.entry("byte", "Byte"),
            Map.entry("short", "Short"),
            Map.entry("int", "Int"),
            Map.entry("long", "Long"),
            Map.entry("float", "Float"),
            Map.entry("double", "Double"));

    /** The driver's codec for each kind, when the Java type is the driver's default one. */
    private static final Map<ScalarKind, String> KIND_CODECS = Map.ofEntries(
            Map.entry(ScalarKind.TEXT, "TEXT"),
            Map.entry(ScalarKind.UUID, "UUID"),
            Map.entry(ScalarKind.TIMEUUID, "TIMEUUID"),
            Map.entry(ScalarKind.TIMESTAMP, "TIMESTAMP"),
            Map.entry(ScalarKind.DATE, "DATE"),
            Map.entry(ScalarKind.TIME, "TIME"),
            Map.entry(ScalarKind.BOOLEAN, "BOOLEAN"),
            Map.entry(ScalarKind.TINYINT, "TINYINT"),
            Map.entry(ScalarKind.SMALLINT, "SMALLINT"),
            Map.entry(ScalarKind.INT, "INT"),
            Map.entry(ScalarKind.BIGINT, "BIGINT"),
            Map.entry(ScalarKind.FLOAT, "FLOAT"),
            Map.entry(ScalarKind.DOUBLE, "DOUBLE"),
            Map.entry(ScalarKind.DECIMAL, "DECIMAL"),
            Map.entry(ScalarKind.VARINT, "VARINT"),
            Map.entry(ScalarKind.BLOB, "BLOB"),
            Map.entry(ScalarKind.INET, "INET"),
            Map.entry(ScalarKind.COUNTER, "COUNTER"));

    private RowCodecs() {}

    /** Whether the value is read and bound with a typed accessor, unboxed. */
    static boolean isNative(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar && NATIVE.containsKey(scalar.javaType());
    }

    /** Whether the value needs a codec field (it is neither native, nor text, nor a primitive's box). */
    static boolean needsCodec(TypeModel type) {
        return !isNative(type) && !isText(type) && !isBox(type);
    }

    /** A {@code String} held as {@code text}: bound and read with {@link #UTF8_CODEC}. */
    private static boolean isText(TypeModel type) {
        return type instanceof TypeModel.Scalar scalar
                && scalar.kind() == ScalarKind.TEXT
                && scalar.javaType().equals("java.lang.String");
    }

    /** Whether a codec for the type needs the CQL type of the column (it holds a UDT). */
    static boolean needsCqlType(TypeModel type) {
        if (type instanceof TypeModel.Value) {
            return true;
        }
        if (type instanceof TypeModel.Collection collection) {
            return (collection.key() != null && needsCqlType(collection.key())) || needsCqlType(collection.element());
        }
        return false;
    }

    /**
     * Reads the value at {@code index} of {@code target} (a {@code Row} or {@code UdtValue}).
     *
     * @param codec the codec field, for a type that {@link #needsCodec needs one}
     */
    static CodeBlock read(TypeModel type, String target, int index, CodeBlock codec) {
        if (isText(type)) {
            return CodeBlock.of("$L.get($L, $T.TEXT)", target, index, UTF8_CODEC);
        }
        if (isNative(type)) {
            return CodeBlock.of("$L.get$L($L)", target, NATIVE.get(((TypeModel.Scalar) type).javaType()), index);
        }
        if (isBox(type)) {
            return CodeBlock.of("$L.get($L, $L)", target, index, scalarCodec((TypeModel.Scalar) type));
        }
        return CodeBlock.of("$L.get($L, $L)", target, index, codec);
    }

    /**
     * Binds {@code value} at {@code index}: a {@code .setX(index, value)} call to chain on a
     * statement builder or UDT value.
     *
     * @param boxed whether {@code value} is boxed even though the type is primitive (a pushed-down
     *     attribute read through a reference that may be null)
     */
    static CodeBlock bind(TypeModel type, boolean boxed, int index, CodeBlock value, CodeBlock codec) {
        boolean primitive = JavaTypes.isPrimitive(type);
        if (isText(type)) {
            return CodeBlock.of(".set($L, $L, $T.TEXT)", index, value, UTF8_CODEC);
        }
        if (isNative(type) && !(boxed && primitive)) {
            return CodeBlock.of(".set$L($L, $L)", NATIVE.get(((TypeModel.Scalar) type).javaType()), index, value);
        }
        if (isBox(type) || primitive) {
            return CodeBlock.of(".set($L, $L, $L)", index, value, scalarCodec((TypeModel.Scalar) type));
        }
        return CodeBlock.of(".set($L, $L, $L)", index, value, codec);
    }

    /**
     * The codec of {@code type}.
     *
     * @param cqlType an expression of the value's CQL {@code DataType}, used for UDTs only
     * @param udts the nested codec classes of the class being generated: names the mapping codec
     *     of each value type, and the {@code Duration} codec
     */
    static CodeBlock codec(TypeModel type, CodeBlock cqlType, UdtCodecs udts) {
        if (type instanceof TypeModel.Scalar scalar && scalar.kind() == ScalarKind.DURATION) {
            return udts.duration();
        }
        if (type instanceof TypeModel.Scalar scalar) {
            return scalarCodec(scalar);
        }
        if (type instanceof TypeModel.Value value) {
            return CodeBlock.of("new $N(($T) $L)", udts.classFor(value), UdtCodecs.USER_DEFINED_TYPE, cqlType);
        }
        if (type instanceof TypeModel.Vector vector) {
            return vector.isArray()
                    ? CodeBlock.of("$T.floatVectorToArray($L)", EXTRA_TYPE_CODECS, vector.dimensions())
                    : CodeBlock.of(
                            "$T.floatList($L)", JavaTypes.runtime("internal", "VectorCodecs"), vector.dimensions());
        }
        TypeModel.Collection collection = (TypeModel.Collection) type;
        return switch (collection.kind()) {
            case LIST ->
                CodeBlock.of(
                        "$T.listOf($L)",
                        TYPE_CODECS,
                        codec(
                                collection.element(),
                                CodeBlock.of(
                                        "(($T) $L).getElementType()", JavaTypes.driver("type", "ListType"), cqlType),
                                udts));
            case SET ->
                CodeBlock.of(
                        "$T.setOf($L)",
                        TYPE_CODECS,
                        codec(
                                collection.element(),
                                CodeBlock.of(
                                        "(($T) $L).getElementType()", JavaTypes.driver("type", "SetType"), cqlType),
                                udts));
            case MAP ->
                CodeBlock.of(
                        "$T.mapOf($L, $L)",
                        TYPE_CODECS,
                        codec(
                                collection.key(),
                                CodeBlock.of("(($T) $L).getKeyType()", JavaTypes.driver("type", "MapType"), cqlType),
                                udts),
                        codec(
                                collection.element(),
                                CodeBlock.of("(($T) $L).getValueType()", JavaTypes.driver("type", "MapType"), cqlType),
                                udts));
        };
    }

    /** {@code TypeCodec<T>} for a value of {@code type}. */
    static TypeName codecType(TypeModel type) {
        return ParameterizedTypeName.get(TYPE_CODEC, JavaTypes.boxed(type));
    }

    private static CodeBlock scalarCodec(TypeModel.Scalar scalar) {
        if (scalar.kind() == ScalarKind.ENUM) {
            return CodeBlock.of("$T.enumNamesOf($T.class)", EXTRA_TYPE_CODECS, JavaTypes.className(scalar.javaType()));
        }
        if (scalar.kind() == ScalarKind.LOCAL_DATE_TIME) {
            return CodeBlock.of("$T.LOCAL_TIMESTAMP_UTC", EXTRA_TYPE_CODECS);
        }
        if (scalar.javaType().equals("byte[]")) {
            return CodeBlock.of("$T.BLOB_TO_ARRAY", EXTRA_TYPE_CODECS);
        }
        if (isText(scalar)) {
            return CodeBlock.of("$T.TEXT", UTF8_CODEC);
        }
        return CodeBlock.of("$T.$L", TYPE_CODECS, KIND_CODECS.get(scalar.kind()));
    }

    private static boolean isBox(TypeModel type) {
        if (!(type instanceof TypeModel.Scalar scalar) || isNative(type)) {
            return false;
        }
        TypeName declared = JavaTypes.of(type);
        return !declared.isPrimitive() && declared.isBoxedPrimitive() && KIND_CODECS.containsKey(scalar.kind());
    }
}
