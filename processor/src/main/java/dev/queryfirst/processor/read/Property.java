package dev.queryfirst.processor.read;

import javax.lang.model.element.Element;
import javax.lang.model.type.TypeMirror;

/**
 * A persisted field or record component before its annotations are read.
 *
 * @param name the Java name
 * @param element where its annotations live: the record component, or the bean field
 * @param type its type, as seen from the declaring entity (inherited generic fields resolved)
 * @param getter accessor name without parentheses
 * @param setter bean setter name, or null for a record component
 */
record Property(String name, Element element, TypeMirror type, String getter, String setter) {}
