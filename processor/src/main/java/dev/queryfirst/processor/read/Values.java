package dev.queryfirst.processor.read;

import dev.queryfirst.processor.model.Site;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * Typed access to one annotation's members, defaults included, read from its mirror. Enum members
 * come back as the constant's name (read from the {@link VariableElement}), so no annotation or
 * enum class is ever instantiated. A value javac could not attribute (it reports that itself)
 * makes the reading deferred rather than guessed.
 */
final class Values {

    private final Elements elements;
    private final AnnotationMirror mirror;
    private final Map<String, Object> values;
    private final Site site;
    private final ReadScope scope;

    Values(Elements elements, AnnotationMirror mirror, Site site, ReadScope scope) {
        this.elements = elements;
        this.mirror = mirror;
        this.site = site;
        this.scope = scope;
        this.values = new HashMap<>();
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
                elements.getElementValuesWithDefaults(mirror).entrySet()) {
            values.put(
                    entry.getKey().getSimpleName().toString(), entry.getValue().getValue());
        }
    }

    /** The site of the whole annotation. */
    Site site() {
        return site;
    }

    /** The site of one member, for diagnostics about its value. */
    Site at(String member) {
        return site.member(member);
    }

    /** Whether the member is written in the source rather than defaulted. */
    boolean isExplicit(String member) {
        return Mirrors.explicit(mirror, member).isPresent();
    }

    String string(String member) {
        return values.get(member) instanceof String s ? s : erroneous(member, "");
    }

    long number(String member) {
        return values.get(member) instanceof Number n ? n.longValue() : erroneous(member, 0L);
    }

    /** A {@code double} member ({@code @Cardinality(changes = 0.2)}), or any number as one. */
    double decimal(String member) {
        return values.get(member) instanceof Number n ? n.doubleValue() : erroneous(member, 0.0);
    }

    boolean bool(String member) {
        return values.get(member) instanceof Boolean b ? b : erroneous(member, false);
    }

    /** The name of an enum constant ({@code "DAYS"}). */
    String constant(String member) {
        return values.get(member) instanceof VariableElement v
                ? v.getSimpleName().toString()
                : erroneous(member, "");
    }

    List<String> strings(String member) {
        if (!(values.get(member) instanceof List<?> list)) {
            return erroneous(member, List.of());
        }
        List<String> out = new ArrayList<>();
        for (Object item : list) {
            if (item instanceof AnnotationValue v && v.getValue() instanceof String s) {
                out.add(s);
            } else {
                return erroneous(member, List.of());
            }
        }
        return out;
    }

    /**
     * A member holding an annotation ({@code options = @StatementOptions(...)}), read like this
     * one; its members' sites are the member's own site, where diagnostics about them point.
     */
    Values annotation(String member) {
        return values.get(member) instanceof AnnotationMirror nested
                ? new Values(elements, nested, at(member), scope)
                : erroneous(member, this);
    }

    private <T> T erroneous(String member, T fallback) {
        scope.missing("the value of @" + Mirrors.name(mirror) + "." + member, at(member));
        return fallback;
    }
}
