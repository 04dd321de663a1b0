package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Transient;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.Site;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * The persisted properties of a Kotlin class, as kapt's Java stub shows it (docs/mapping-rules.md,
 * "Kotlin data classes"): a class marked {@code @kotlin.Metadata} is built like a record, through
 * its primary constructor, whose parameters are matched to the backing fields by name and type,
 * and read through the Kotlin getters ({@code getName()}, or {@code isActive()} for a property
 * named {@code isActive}). QueryFirst's attribute annotations target fields, so Kotlin puts them on
 * the backing field whether or not {@code -Xannotation-default-target=param-property} is set.
 */
final class KotlinProperties {

    /** The annotation the Kotlin compiler puts on every class it compiles, and kapt keeps in stubs. */
    private static final String METADATA = "kotlin.Metadata";

    private static final String TRANSIENT = Transient.class.getCanonicalName();

    /** The suffix Kotlin names a delegated property's field with: {@code label$delegate}. */
    private static final String DELEGATE = "$delegate";

    private final Types types;

    KotlinProperties(Types types) {
        this.types = types;
    }

    static boolean isKotlin(TypeElement type) {
        return Mirrors.has(type, METADATA);
    }

    /**
     * The properties in primary-constructor order: the order generated code passes them in. A
     * backing field that is no constructor parameter (a {@code lateinit var}, a property declared in
     * the class body) and a parameter without a backing field are reported (QF103) and left out.
     */
    List<Property> of(TypeElement type, ReadScope scope) {
        String owner = type.getQualifiedName().toString();
        DeclaredType self = (DeclaredType) type.asType();
        List<? extends VariableElement> parameters =
                primaryConstructor(type).map(ExecutableElement::getParameters).orElse(List.of());
        Map<String, VariableElement> fields = new LinkedHashMap<>();
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            // A delegated property (val label by lazy { … }) holds its delegate, not a value: like a
            // property with a getter and no backing field, it is computed, not stored.
            boolean delegate = field.getSimpleName().toString().endsWith(DELEGATE);
            if (!field.getModifiers().contains(Modifier.STATIC) && !delegate) {
                fields.put(field.getSimpleName().toString(), field);
            }
        }
        List<String> parameterNames =
                parameters.stream().map(p -> p.getSimpleName().toString()).toList();
        fields.forEach((name, field) -> {
            boolean persisted = !field.getModifiers().contains(Modifier.TRANSIENT) && !Mirrors.has(field, TRANSIENT);
            if (persisted && !parameterNames.contains(name)) {
                scope.report(
                        Site.ofAttribute(owner, name),
                        EntityMessages.KOTLIN_PROPERTY_NOT_IN_CONSTRUCTOR
                                .with("property", name)
                                .with("type", type.getSimpleName()));
            }
        });
        List<ExecutableElement> methods = ElementFilter.methodsIn(type.getEnclosedElements());
        List<Property> out = new ArrayList<>();
        for (VariableElement parameter : parameters) {
            String name = parameter.getSimpleName().toString();
            VariableElement field = fields.get(name);
            if (field == null || !types.isSameType(types.erasure(field.asType()), types.erasure(parameter.asType()))) {
                scope.report(
                        Site.ofEntity(owner),
                        EntityMessages.KOTLIN_PARAMETER_WITHOUT_FIELD
                                .with("parameter", name)
                                .with("type", type.getSimpleName()));
                continue;
            }
            if (Mirrors.has(field, TRANSIENT)) {
                scope.report(
                        Site.ofAttribute(owner, name).annotation(TRANSIENT, 0),
                        ValueMessages.TRANSIENT_KOTLIN_PARAMETER
                                .with("property", name)
                                .with("type", type.getSimpleName()));
                continue;
            }
            TypeMirror fieldType = types.asMemberOf(self, field);
            Optional<String> getter = getter(methods, self, name, fieldType);
            if (getter.isEmpty()) {
                scope.report(
                        Site.ofAttribute(owner, name),
                        EntityMessages.KOTLIN_PROPERTY_WITHOUT_GETTER
                                .with("property", name)
                                .with("type", type.getSimpleName())
                                .with("getter", getterNames(name).get(0)));
                continue;
            }
            out.add(new Property(name, field, fieldType, getter.get(), null));
        }
        return out;
    }

    /**
     * The accessible constructor with the most parameters: the primary constructor of a data class
     * (kapt leaves the synthetic default-arguments constructor out of its stub; when every
     * parameter has a default, the no-arg one Kotlin adds has fewer).
     */
    private static Optional<ExecutableElement> primaryConstructor(TypeElement type) {
        return ElementFilter.constructorsIn(type.getEnclosedElements()).stream()
                .filter(c -> !c.getModifiers().contains(Modifier.PRIVATE))
                .max(Comparator.comparingInt(c -> c.getParameters().size()));
    }

    private Optional<String> getter(
            List<ExecutableElement> methods, DeclaredType self, String property, TypeMirror type) {
        List<String> names = getterNames(property);
        return methods.stream()
                .filter(m -> names.contains(m.getSimpleName().toString()))
                .filter(m -> m.getParameters().isEmpty()
                        && !m.getModifiers().contains(Modifier.PRIVATE)
                        && !m.getModifiers().contains(Modifier.STATIC))
                .filter(m -> types.isSameType(((ExecutableType) types.asMemberOf(self, m)).getReturnType(), type))
                .map(m -> m.getSimpleName().toString())
                .findFirst();
    }

    /** Kotlin's getter names: {@code isActive} keeps its name, any other {@code x} is {@code getX}. */
    private static List<String> getterNames(String property) {
        boolean isPrefixed =
                property.length() > 2 && property.startsWith("is") && !Character.isLowerCase(property.charAt(2));
        return isPrefixed ? List.of(property) : List.of("get" + Properties.capitalize(property));
    }
}
