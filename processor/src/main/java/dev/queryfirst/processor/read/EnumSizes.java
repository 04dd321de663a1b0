package dev.queryfirst.processor.read;

import dev.queryfirst.processor.model.AttributeCardinality;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TypeModel;
import java.nio.charset.StandardCharsets;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The stored size of an enum: its constant's name as text, so without {@code @Cardinality(avgBytes)}
 * an enum attribute is sized by the average length of its constants' names ({@code PLACED},
 * {@code SHIPPED}: 7 bytes), not by the default size of an unknown text (32 bytes).
 */
final class EnumSizes {

    private EnumSizes() {}

    /** {@code numbers} with the average name bytes of {@code type}'s constants, when it is an enum (or a collection of one) and no size is declared. */
    static AttributeCardinality withNameBytes(AttributeCardinality numbers, TypeModel type, Elements elements) {
        TypeModel sized = type instanceof TypeModel.Collection collection ? collection.element() : type;
        if (numbers.avgBytes() > 0
                || !(sized instanceof TypeModel.Scalar scalar)
                || scalar.kind() != ScalarKind.ENUM
                || (type instanceof TypeModel.Collection c && c.key() != null)) {
            return numbers;
        }
        TypeElement enumType = elements.getTypeElement(scalar.javaType());
        if (enumType == null) {
            return numbers;
        }
        long bytes = 0;
        int constants = 0;
        for (Element member : enumType.getEnclosedElements()) {
            if (member.getKind() == ElementKind.ENUM_CONSTANT) {
                bytes += member.getSimpleName().toString().getBytes(StandardCharsets.UTF_8).length;
                constants++;
            }
        }
        if (constants == 0) {
            return numbers;
        }
        // Only the size is filled in: a declared churn (changes) or bound stays as written.
        return numbers.withAvgBytes((int) Math.max(1, Math.round((double) bytes / constants)));
    }
}
