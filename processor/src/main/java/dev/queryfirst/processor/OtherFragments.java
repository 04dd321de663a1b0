package dev.queryfirst.processor;

import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.generate.java.FragmentMarker;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.Elements;

/**
 * The fragments other modules generate in a keyspace, as their {@link FragmentMarker}s on the class
 * path say (docs/architecture.md, "One keyspace, many modules"), and QF107 when an entity of this
 * compilation would generate a table, table class or DAO one of them generates already.
 */
final class OtherFragments {

    /**
     * One module's fragment.
     *
     * @param module its name
     * @param tables its table names
     * @param classes its generated classes, lower-cased (file systems may ignore case)
     */
    record Fragment(String module, Set<String> tables, Set<String> classes) {}

    private final Elements elements;
    private final String module;
    private final Map<String, List<Fragment>> byKeyspace = new HashMap<>();

    /** @param module this compilation's module, whose own earlier output on the class path is not another's */
    OtherFragments(Elements elements, String module) {
        this.elements = elements;
        this.module = module;
    }

    /** The QF107 of each table or class of {@code design} another module generates. */
    List<Diagnostic> clashes(EntityDesign design) {
        List<Diagnostic> clashes = new ArrayList<>();
        String keyspace = design.entity().keyspace();
        for (Fragment fragment : of(keyspace)) {
            for (TableModel table : design.tables()) {
                if (fragment.tables().contains(table.name())) {
                    clashes.add(clash(
                            design,
                            "table",
                            table.name(),
                            fragment,
                            "@Entity(table = \"...\") or the access" + " pattern"));
                }
            }
            for (String generated : FragmentMarker.classes(design)) {
                if (fragment.classes().contains(generated.toLowerCase(Locale.ROOT))) {
                    clashes.add(
                            clash(design, "class", generated, fragment, "the entity, or move it to another package"));
                }
            }
        }
        return clashes;
    }

    private List<Fragment> of(String keyspace) {
        return byKeyspace.computeIfAbsent(keyspace, this::read);
    }

    private List<Fragment> read(String keyspace) {
        PackageElement markers = elements.getPackageElement(FragmentMarker.packageName(keyspace));
        List<Fragment> fragments = new ArrayList<>();
        if (markers == null) {
            return fragments;
        }
        for (Element marker : markers.getEnclosedElements()) {
            Optional<String> other = constant(marker, "MODULE");
            if (other.isEmpty() || other.get().equals(module)) {
                continue;
            }
            fragments.add(new Fragment(
                    other.get(),
                    Set.of(constant(marker, "TABLES").orElse("").split(",")),
                    Set.of(constant(marker, "CLASSES")
                            .orElse("")
                            .toLowerCase(Locale.ROOT)
                            .split(","))));
        }
        return fragments;
    }

    private static Diagnostic clash(EntityDesign design, String what, String name, Fragment fragment, String rename) {
        return Diagnostic.of(
                NameMessages.GENERATED_BY_ANOTHER_MODULE
                        .with("entity", design.entity().simpleName())
                        .with("what", what)
                        .with("name", name)
                        .with("keyspace", design.entity().keyspace())
                        .with("other", fragment.module())
                        .with("rename", rename),
                design.entity().site());
    }

    private static Optional<String> constant(Element type, String name) {
        return type.getEnclosedElements().stream()
                .filter(e ->
                        e.getKind() == ElementKind.FIELD && e.getSimpleName().contentEquals(name))
                .map(e -> ((VariableElement) e).getConstantValue())
                .filter(String.class::isInstance)
                .map(String.class::cast)
                .findFirst();
    }
}
