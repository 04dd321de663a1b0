package dev.queryfirst.processor.read;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.Tree;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where javac should point a diagnostic: the element, and within it the annotation and the
 * member value, as far as they could be found (null where not). When javac cannot position the
 * annotation from its mirror — a repeated annotation inside the container javac synthesized — the
 * source tree of the annotation (or of its member) and its compilation unit are given instead.
 *
 * @param element the element, or null when the site's type cannot be found
 * @param annotation the annotation mirror, or null
 * @param value the member's value, or null
 * @param tree the exact source tree, or null when the mirror positions well enough
 * @param unit the compilation unit of {@code tree}, or null
 */
public record Location(
        Element element, AnnotationMirror annotation, AnnotationValue value, Tree tree, CompilationUnitTree unit) {

    static Location of(Element element, AnnotationMirror annotation, AnnotationValue value) {
        return new Location(element, annotation, value, null, null);
    }
}
