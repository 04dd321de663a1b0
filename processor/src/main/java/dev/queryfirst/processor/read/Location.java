package dev.queryfirst.processor.read;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where javac should point a diagnostic: the element, and within it the annotation and the
 * member value, as far as they could be found (null where not).
 */
public record Location(Element element, AnnotationMirror annotation, AnnotationValue value) {}
