package dev.queryfirst.processor.read;

import dev.queryfirst.processor.model.Site;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Resolves a {@link Site} back to javac's elements: the type, the record component (for records:
 * where their annotations are read) or field, the n-th occurrence of an annotation (direct or in
 * its repeatable container, counted as {@link Mirrors#occurrences} counts them) and the member's
 * value when written in the source. What cannot be found falls back to the enclosing level, so a
 * diagnostic always lands as close as possible to its cause.
 */
public final class SiteLocator {

  private final Elements elements;

  public SiteLocator(Elements elements) {
    this.elements = elements;
  }

  public Location locate(Site site) {
    TypeElement type = site.entity() == null ? null : elements.getTypeElement(site.entity());
    if (type == null) {
      return new Location(null, null, null);
    }
    Element element = site.attribute() == null ? type : attribute(type, site.attribute());
    if (site.annotation() == null) {
      return new Location(element, null, null);
    }
    List<AnnotationMirror> mirrors = Mirrors.occurrences(element, site.annotation());
    if (site.index() < 0 || site.index() >= mirrors.size()) {
      return new Location(element, null, null);
    }
    AnnotationMirror mirror = mirrors.get(site.index());
    AnnotationValue value = site.member() == null
        ? null
        : Mirrors.explicit(mirror, site.member()).orElse(null);
    return new Location(element, mirror, value);
  }

  private Element attribute(TypeElement type, String name) {
    Optional<? extends Element> component = type.getRecordComponents().stream()
        .filter(c -> c.getSimpleName().contentEquals(name))
        .findFirst();
    if (component.isPresent()) {
      return component.get();
    }
    return ElementFilter.fieldsIn(elements.getAllMembers(type)).stream()
        .filter(f -> f.getSimpleName().contentEquals(name))
        .map(Element.class::cast)
        .findFirst()
        .orElse(type);
  }
}
