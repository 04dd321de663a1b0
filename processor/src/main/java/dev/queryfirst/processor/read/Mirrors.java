package dev.queryfirst.processor.read;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * Finds annotations on elements through their mirrors, by qualified name. Mirrors rather than
 * {@code getAnnotation}: enum and class members of a reflective proxy throw or need the annotation
 * class loaded, and a mirror is also what the {@code Messager} needs to point at the exact line.
 */
final class Mirrors {

    private Mirrors() {}

    /** The annotation of that type written directly on the element, if any. */
    static Optional<AnnotationMirror> find(Element element, String annotation) {
        return element.getAnnotationMirrors().stream()
                .filter(m -> name(m).equals(annotation))
                .map(m -> (AnnotationMirror) m)
                .findFirst();
    }

    static boolean has(Element element, String annotation) {
        return find(element, annotation).isPresent();
    }

    /**
     * Every occurrence of a repeatable annotation, in declaration order: written directly, or inside
     * its container (javac wraps repeated annotations in the container, and a user may also write
     * the container explicitly). The position in this list is a {@code Site}'s occurrence index.
     */
    static List<AnnotationMirror> occurrences(Element element, String annotation) {
        List<AnnotationMirror> found = new ArrayList<>();
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (name(mirror).equals(annotation)) {
                found.add(mirror);
                continue;
            }
            for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry :
                    mirror.getElementValues().entrySet()) {
                if (entry.getKey().getSimpleName().contentEquals("value")
                        && entry.getValue().getValue() instanceof List<?> values) {
                    for (Object value : values) {
                        if (value instanceof AnnotationValue nested
                                && nested.getValue() instanceof AnnotationMirror inner
                                && name(inner).equals(annotation)) {
                            found.add(inner);
                        }
                    }
                }
            }
        }
        return found;
    }

    /** The value of a member written explicitly in the source (not a default), if any. */
    static Optional<AnnotationValue> explicit(AnnotationMirror mirror, String member) {
        return mirror.getElementValues().entrySet().stream()
                .filter(e -> e.getKey().getSimpleName().contentEquals(member))
                .map(e -> (AnnotationValue) e.getValue())
                .findFirst();
    }

    static String name(AnnotationMirror mirror) {
        return ((TypeElement) mirror.getAnnotationType().asElement())
                .getQualifiedName()
                .toString();
    }
}
