package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/**
 * The codec fields of one generated class (a table class or a UDT codec): created once, never per
 * value. A codec that involves no UDT is a static constant; one that maps a UDT needs the type's
 * definition from the live schema, so it is an instance field set in the constructor.
 */
final class CodecFields {

    private final UdtCodecs udts;
    private final List<FieldSpec> fields = new ArrayList<>();
    private final CodeBlock.Builder constructor = CodeBlock.builder();

    CodecFields(UdtCodecs udts) {
        this.udts = udts;
    }

    /**
     * The codec of a value named {@code name} (snake_case) of {@code type}, or null when the type
     * needs none (see {@link RowCodecs#needsCodec}).
     *
     * @param cqlType an expression of the value's CQL type, valid in the constructor
     */
    CodeBlock codecFor(String name, TypeModel type, CodeBlock cqlType) {
        if (!RowCodecs.needsCodec(type)) {
            return null;
        }
        if (!RowCodecs.needsCqlType(type)) {
            String constant = name.toUpperCase(Locale.ROOT) + "_CODEC";
            fields.add(FieldSpec.builder(
                            RowCodecs.codecType(type), constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(RowCodecs.codec(type, CodeBlock.of(""), udts))
                    .build());
            return CodeBlock.of("$N", constant);
        }
        String field = TableNames.codecField(name);
        fields.add(FieldSpec.builder(RowCodecs.codecType(type), field, Modifier.PRIVATE, Modifier.FINAL)
                .build());
        constructor.addStatement("this.$N = $L", field, RowCodecs.codec(type, cqlType, udts));
        return CodeBlock.of("$N", field);
    }

    /** Adds the fields to {@code type}. */
    void addFields(TypeSpec.Builder type) {
        fields.forEach(type::addField);
    }

    /** The constructor statements that set the instance codecs. */
    CodeBlock constructorStatements() {
        return constructor.build();
    }
}
