package dev.queryfirst.processor.read;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import dev.queryfirst.processor.model.Site;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Resolves a {@link Site} back to javac's elements: the type, the field (for a record component,
 * its field: see {@link #attribute}), the n-th occurrence of an annotation (direct or in its
 * repeatable container, counted as {@link Mirrors#occurrences} counts them) and the member's value
 * when written in the source. What cannot be found falls back to the enclosing level, so a
 * diagnostic always lands as close as possible to its cause.
 */
public final class SiteLocator {

    private final Elements elements;
    private final Trees trees;

    /**
     * @param trees javac's source trees, or null when not running in javac: then repeated
     *     annotations are reported on the element they annotate
     */
    public SiteLocator(Elements elements, Trees trees) {
        this.elements = elements;
        this.trees = trees;
    }

    public Location locate(Site site) {
        TypeElement type = site.entity() == null ? null : elements.getTypeElement(site.entity());
        if (type == null) {
            return Location.of(null, null, null);
        }
        Element element = site.attribute() == null ? type : attribute(type, site.attribute());
        if (site.annotation() == null) {
            return Location.of(element, null, null);
        }
        List<AnnotationMirror> mirrors = Mirrors.occurrences(element, site.annotation());
        if (site.index() < 0 || site.index() >= mirrors.size()) {
            return Location.of(element, null, null);
        }
        AnnotationMirror mirror = mirrors.get(site.index());
        AnnotationValue value = site.member() == null
                ? null
                : Mirrors.explicit(mirror, site.member())
                        .map(v -> entry(v, site.entry()))
                        .orElse(null);
        if (!Mirrors.has(element, site.annotation())) {
            // Inside a container: javac cannot match a mirror nested in a container it synthesized
            // for repeated annotations back to source, so find the annotation's tree instead.
            Location tree = tree(element, site);
            if (tree != null) {
                return tree;
            }
        }
        return Location.of(element, mirror, value);
    }

    /** One entry of an array value, when the site names one that exists; else the whole value. */
    private static AnnotationValue entry(AnnotationValue value, int entry) {
        if (entry >= 0
                && value.getValue() instanceof List<?> entries
                && entry < entries.size()
                && entries.get(entry) instanceof AnnotationValue one) {
            return one;
        }
        return value;
    }

    /**
     * The field or record component. For a record component, its private field: javac (17) gives a
     * record component element no source position, but the field shares the component's declaration
     * and, since every QueryFirst attribute annotation also targets fields, its annotations.
     */
    private Element attribute(TypeElement type, String name) {
        return ElementFilter.fieldsIn(elements.getAllMembers(type)).stream()
                .filter(f -> f.getSimpleName().contentEquals(name))
                .map(Element.class::cast)
                .findFirst()
                .orElse(type);
    }

    /** The n-th annotation tree of the site's type on a class, flattening containers as written. */
    private Location tree(Element element, Site site) {
        TreePath path = trees == null ? null : trees.getPath(element);
        if (path == null || !(path.getLeaf() instanceof ClassTree declaration)) {
            return null;
        }
        List<AnnotationTree> found = new ArrayList<>();
        for (AnnotationTree annotation : declaration.getModifiers().getAnnotations()) {
            collect(new TreePath(path, annotation), site.annotation(), found);
        }
        if (site.index() >= found.size()) {
            return null;
        }
        AnnotationTree annotation = found.get(site.index());
        Tree target = site.member() == null ? annotation : member(annotation, site.member());
        if (site.entry() >= 0
                && target instanceof NewArrayTree array
                && array.getInitializers() != null
                && site.entry() < array.getInitializers().size()) {
            target = array.getInitializers().get(site.entry());
        }
        return new Location(element, null, null, target, path.getCompilationUnit());
    }

    private void collect(TreePath annotationPath, String wanted, List<AnnotationTree> found) {
        AnnotationTree annotation = (AnnotationTree) annotationPath.getLeaf();
        Element type = trees.getElement(new TreePath(annotationPath, annotation.getAnnotationType()));
        if (type instanceof TypeElement t && t.getQualifiedName().contentEquals(wanted)) {
            found.add(annotation);
            return;
        }
        for (ExpressionTree argument : annotation.getArguments()) {
            ExpressionTree value =
                    argument instanceof AssignmentTree assignment ? assignment.getExpression() : argument;
            List<? extends ExpressionTree> items =
                    value instanceof NewArrayTree array ? array.getInitializers() : List.of(value);
            for (ExpressionTree item : items == null ? List.<ExpressionTree>of() : items) {
                if (item instanceof AnnotationTree) {
                    collect(new TreePath(annotationPath, item), wanted, found);
                }
            }
        }
    }

    private static Tree member(AnnotationTree annotation, String member) {
        for (ExpressionTree argument : annotation.getArguments()) {
            if (argument instanceof AssignmentTree assignment
                    && assignment.getVariable() instanceof IdentifierTree name
                    && name.getName().contentEquals(member)) {
                return assignment.getExpression();
            }
        }
        return annotation;
    }
}
