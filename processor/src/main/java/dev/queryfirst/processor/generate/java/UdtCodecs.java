package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.TypeModel;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The nested codec classes a generated table class needs: one mapping codec per value type
 * (a UDT read and written field by field into the value record or bean, by index, through its
 * accessors), and one for {@code java.time.Duration}. Each is created only when a column uses it.
 */
final class UdtCodecs {

    static final ClassName USER_DEFINED_TYPE = JavaTypes.driver("type", "UserDefinedType");
    private static final ClassName UDT_VALUE = JavaTypes.driver("data", "UdtValue");
    private static final ClassName CQL_DURATION = JavaTypes.driver("data", "CqlDuration");
    private static final ClassName MAPPING_CODEC = JavaTypes.driver("type.codec", "MappingCodec");
    private static final ClassName GENERIC_TYPE = JavaTypes.driver("type.reflect", "GenericType");
    private static final String DURATION_CODEC = "DurationCodec";

    private final Map<String, TypeModel.Value> values = new LinkedHashMap<>();
    private final Map<String, String> classNames = new LinkedHashMap<>();
    private boolean duration;

    /** The simple name of the nested codec class of {@code value}, creating it if needed. */
    String classFor(TypeModel.Value value) {
        return classNames.computeIfAbsent(value.javaType(), javaType -> {
            values.put(javaType, value);
            String simple = JavaTypes.className(javaType).simpleName() + "Codec";
            String name = simple;
            for (int i = 2; classNames.containsValue(name) || name.equals(DURATION_CODEC); i++) {
                name = simple + i;
            }
            return name;
        });
    }

    /** The {@code Duration} codec instance. */
    CodeBlock duration() {
        duration = true;
        return CodeBlock.of("$N.INSTANCE", DURATION_CODEC);
    }

    /** Every nested class used so far, including those the UDT codecs themselves use. */
    List<TypeSpec> classes() {
        List<TypeSpec> classes = new ArrayList<>();
        List<String> done = new ArrayList<>();
        while (done.size() < values.size()) {
            String next = values.keySet().stream()
                    .filter(v -> !done.contains(v))
                    .findFirst()
                    .orElseThrow();
            done.add(next);
            classes.add(udtCodec(values.get(next), classNames.get(next)));
        }
        if (duration) {
            classes.add(durationCodec());
        }
        return classes;
    }

    private TypeSpec udtCodec(TypeModel.Value value, String name) {
        ClassName javaType = JavaTypes.className(value.javaType());
        CodecFields codecs = new CodecFields(this);
        CodeBlock.Builder read = CodeBlock.builder();
        CodeBlock.Builder write = CodeBlock.builder().add("return udt.newValue()$>$>");
        boolean record = value.fields().stream().allMatch(f -> f.setter() == null);
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < value.fields().size(); i++) {
            Attribute field = value.fields().get(i);
            CodeBlock codec =
                    codecs.codecFor(field.column(), field.type(), CodeBlock.of("udt.getFieldTypes().get($L)", i));
            CodeBlock get = RowCodecs.read(field.type(), "value", i, codec);
            if (record) {
                arguments.add(get);
            } else {
                read.addStatement("result.$N($L)", field.setter(), get);
            }
            write.add(
                    "\n$L", RowCodecs.bind(field.type(), false, i, CodeBlock.of("value.$N()", field.getter()), codec));
        }
        write.add(";$<$<\n");
        TypeSpec.Builder type = TypeSpec.classBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(MAPPING_CODEC, UDT_VALUE, javaType))
                .addJavadoc(
                        "Maps user-defined type {@code $L} to {@link $T}, field by field.\n",
                        value.udtName(),
                        javaType);
        codecs.addFields(type);
        type.addField(USER_DEFINED_TYPE, "udt", Modifier.PRIVATE, Modifier.FINAL);
        return type.addMethod(udtCodecConstructor(javaType, codecs))
                .addMethod(innerToOuter(javaType, record ? CodeBlock.join(arguments, ", ") : null, read.build()))
                .addMethod(nullSafe(MethodSpec.methodBuilder("outerToInner")
                                .returns(UDT_VALUE)
                                .addParameter(javaType, "value"))
                        .addCode(write.build())
                        .build())
                .build();
    }

    private static MethodSpec udtCodecConstructor(ClassName javaType, CodecFields codecs) {
        return MethodSpec.constructorBuilder()
                .addParameter(USER_DEFINED_TYPE, "udt")
                .addStatement("super($T.udtOf(udt), $T.of($T.class))", RowCodecs.TYPE_CODECS, GENERIC_TYPE, javaType)
                .addStatement("this.udt = udt")
                .addCode(codecs.constructorStatements())
                .build();
    }

    /**
     * {@code innerToOuter(value)}: a record built from its {@code recordArguments}, or (when they are
     * null) a bean built empty and filled by {@code setters}.
     */
    private static MethodSpec innerToOuter(ClassName javaType, CodeBlock recordArguments, CodeBlock setters) {
        MethodSpec.Builder method = nullSafe(
                MethodSpec.methodBuilder("innerToOuter").returns(javaType).addParameter(UDT_VALUE, "value"));
        if (recordArguments != null) {
            return method.addStatement("return new $T($L)", javaType, recordArguments)
                    .build();
        }
        return method.addStatement("$T result = new $T()", javaType, javaType)
                .addCode(setters)
                .addStatement("return result")
                .build();
    }

    /** A codec's protected override that maps null to null. */
    private static MethodSpec.Builder nullSafe(MethodSpec.Builder method) {
        return method.addAnnotation(Override.class)
                .addModifiers(Modifier.PROTECTED)
                .beginControlFlow("if (value == null)")
                .addStatement("return null")
                .endControlFlow();
    }

    private static TypeSpec durationCodec() {
        TypeName duration = ClassName.get(Duration.class);
        return TypeSpec.classBuilder(DURATION_CODEC)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(MAPPING_CODEC, CQL_DURATION, duration))
                .addJavadoc(
                        "Maps CQL {@code duration} to {@link $T} (days and nanoseconds; CQL months have no\n"
                                + "fixed length, so a value with months is refused rather than guessed).\n",
                        duration)
                .addField(FieldSpec.builder(
                                ClassName.get("", DURATION_CODEC), "INSTANCE", Modifier.STATIC, Modifier.FINAL)
                        .initializer("new $N()", DURATION_CODEC)
                        .build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PRIVATE)
                        .addStatement(
                                "super($T.DURATION, $T.of($T.class))", RowCodecs.TYPE_CODECS, GENERIC_TYPE, duration)
                        .build())
                .addMethod(nullSafe(MethodSpec.methodBuilder("innerToOuter")
                                .returns(duration)
                                .addParameter(CQL_DURATION, "value"))
                        .beginControlFlow("if (value.getMonths() != 0)")
                        .addStatement(
                                "throw new $T(\"duration \" + value + \" has months, which $T cannot hold\")",
                                IllegalArgumentException.class,
                                duration)
                        .endControlFlow()
                        .addStatement("return $T.ofDays(value.getDays()).plusNanos(value.getNanoseconds())", duration)
                        .build())
                .addMethod(MethodSpec.methodBuilder("outerToInner")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PROTECTED)
                        .returns(CQL_DURATION)
                        .addParameter(duration, "value")
                        .addStatement(
                                "return value == null ? null : $T.newInstance(0, 0, value.toNanos())", CQL_DURATION)
                        .build())
                .build();
    }
}
