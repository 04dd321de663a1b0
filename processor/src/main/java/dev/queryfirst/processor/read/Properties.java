package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Transient;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.Site;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The persisted properties of a record (its components, accessor {@code name()}), of a JavaBean
 * (its instance fields with a getter and a setter, superclass fields first) or of a Kotlin class
 * ({@link KotlinProperties}).
 */
final class Properties {

    private static final String TRANSIENT = Transient.class.getCanonicalName();
    private static final String FIXED = Fixed.class.getCanonicalName();

    private final Elements elements;
    private final Types types;
    private final KotlinProperties kotlin;

    Properties(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
        this.kotlin = new KotlinProperties(types);
    }

    /** Whether generated code builds the type through its constructor: a record or a Kotlin class. */
    static boolean constructed(TypeElement type) {
        return type.getKind() == ElementKind.RECORD || KotlinProperties.isKotlin(type);
    }

    /**
     * Why the type can be neither a record nor a JavaBean, or empty when it is one. Generated code
     * lives in the type's package, so package-private types and constructors are accepted.
     */
    Optional<Phrase> unsupportedShape(TypeElement type) {
        for (Element e = type; e instanceof TypeElement t; e = t.getEnclosingElement()) {
            if (t.getModifiers().contains(Modifier.PRIVATE)) {
                return Optional.of(Phrase.SHAPE_PRIVATE);
            }
        }
        switch (type.getKind()) {
            case RECORD:
                return Optional.empty();
            case CLASS:
                break;
            case INTERFACE:
                return Optional.of(Phrase.SHAPE_INTERFACE);
            case ENUM:
                return Optional.of(Phrase.SHAPE_ENUM);
            default:
                return Optional.of(Phrase.SHAPE_ANNOTATION);
        }
        if (type.getModifiers().contains(Modifier.ABSTRACT)) {
            return Optional.of(Phrase.SHAPE_ABSTRACT);
        }
        if (type.getNestingKind() == NestingKind.MEMBER && !type.getModifiers().contains(Modifier.STATIC)
                || type.getNestingKind() == NestingKind.LOCAL
                || type.getNestingKind() == NestingKind.ANONYMOUS) {
            return Optional.of(Phrase.SHAPE_INNER);
        }
        if (KotlinProperties.isKotlin(type)) {
            return Optional.empty();
        }
        boolean noArg = ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .anyMatch(c -> c.getParameters().isEmpty() && !c.getModifiers().contains(Modifier.PRIVATE));
        return noArg ? Optional.empty() : Optional.of(Phrase.SHAPE_NO_CONSTRUCTOR);
    }

    /**
     * The properties of a type whose {@link #unsupportedShape} is empty. A bean field without its
     * getter or setter is reported (QF103) and left out; a {@code @Transient} record component is
     * reported (QF109): the canonical constructor needs every component.
     */
    List<Property> of(TypeElement type, ReadScope scope) {
        if (KotlinProperties.isKotlin(type)) {
            return kotlin.of(type, scope);
        }
        String owner = type.getQualifiedName().toString();
        List<Property> out = new ArrayList<>();
        if (type.getKind() == ElementKind.RECORD) {
            for (RecordComponentElement component : type.getRecordComponents()) {
                String name = component.getSimpleName().toString();
                if (Mirrors.has(component, TRANSIENT)) {
                    scope.report(
                            Site.ofAttribute(owner, name).annotation(TRANSIENT, 0),
                            ValueMessages.TRANSIENT_RECORD_COMPONENT.with("component", name));
                    continue;
                }
                out.add(new Property(name, component, component.asType(), name, null));
            }
            return out;
        }
        DeclaredType self = (DeclaredType) type.asType();
        List<ExecutableElement> methods = ElementFilter.methodsIn(elements.getAllMembers(type));
        for (TypeElement declaring : hierarchy(type)) {
            for (VariableElement field : ElementFilter.fieldsIn(declaring.getEnclosedElements())) {
                String name = field.getSimpleName().toString();
                if (field.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                if (field.getModifiers().contains(Modifier.TRANSIENT) || Mirrors.has(field, TRANSIENT)) {
                    if (Mirrors.has(field, FIXED)) {
                        scope.report(
                                Site.ofAttribute(owner, name).annotation(FIXED, 0),
                                ValueMessages.FIXED_ON_TRANSIENT_FIELD
                                        .with("field", name)
                                        .with("type", type.getSimpleName()));
                    }
                    continue;
                }
                TypeMirror fieldType = types.asMemberOf(self, field);
                Optional<String> getter = getter(methods, self, name, fieldType);
                Optional<String> setter = setter(methods, self, name, fieldType);
                if (getter.isEmpty() || setter.isEmpty()) {
                    EntityMessages missing = getter.isEmpty() && setter.isEmpty()
                            ? EntityMessages.BEAN_FIELD_WITHOUT_ACCESSORS
                            : getter.isEmpty()
                                    ? EntityMessages.BEAN_FIELD_WITHOUT_GETTER
                                    : EntityMessages.BEAN_FIELD_WITHOUT_SETTER;
                    scope.report(
                            Site.ofAttribute(owner, name),
                            missing.with("field", name)
                                    .with("type", type.getSimpleName())
                                    .with("getter", "get" + capitalize(name))
                                    .with("setter", "set" + capitalize(name)));
                    continue;
                }
                out.add(new Property(name, field, fieldType, getter.get(), setter.get()));
            }
        }
        return out;
    }

    /** The class and its superclasses below {@code java.*}, topmost first. */
    private List<TypeElement> hierarchy(TypeElement type) {
        Deque<TypeElement> chain = new ArrayDeque<>();
        TypeElement current = type;
        while (current != null && !current.getQualifiedName().toString().startsWith("java.")) {
            chain.addFirst(current);
            TypeMirror superclass = current.getSuperclass();
            current = superclass.getKind() == TypeKind.DECLARED ? (TypeElement) types.asElement(superclass) : null;
        }
        return List.copyOf(chain);
    }

    private Optional<String> getter(List<ExecutableElement> methods, DeclaredType self, String field, TypeMirror type) {
        List<String> names = new ArrayList<>(List.of("get" + capitalize(field)));
        if (type.getKind() == TypeKind.BOOLEAN
                || types.isSameType(
                        type, elements.getTypeElement("java.lang.Boolean").asType())) {
            names.add("is" + capitalize(field));
        }
        return methods.stream()
                .filter(m -> names.contains(m.getSimpleName().toString()))
                .filter(m -> m.getParameters().isEmpty() && accessible(m))
                .filter(m -> types.isSameType(((ExecutableType) types.asMemberOf(self, m)).getReturnType(), type))
                .map(m -> m.getSimpleName().toString())
                .findFirst();
    }

    private Optional<String> setter(List<ExecutableElement> methods, DeclaredType self, String field, TypeMirror type) {
        String name = "set" + capitalize(field);
        return methods.stream()
                .filter(m -> m.getSimpleName().contentEquals(name))
                .filter(m -> m.getParameters().size() == 1 && accessible(m))
                .filter(m -> types.isSameType(
                        ((ExecutableType) types.asMemberOf(self, m))
                                .getParameterTypes()
                                .get(0),
                        type))
                .map(m -> name)
                .findFirst();
    }

    private static boolean accessible(ExecutableElement method) {
        return !method.getModifiers().contains(Modifier.PRIVATE)
                && !method.getModifiers().contains(Modifier.STATIC);
    }

    static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
