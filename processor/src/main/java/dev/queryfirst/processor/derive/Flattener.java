package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every persisted attribute becomes a column; a reference to another entity is pushed down, its key
 * and attributes copied in with the reference's name as prefix (docs/mapping-rules.md, "Columns").
 * Problems are reported on the entity's own attribute that leads to them, the one place javac can
 * always point at, even when the referenced entity comes from a class file.
 */
final class Flattener {

    private final EntityModel root;
    private final Map<String, EntityModel> known;
    private final Sink sink;
    private final List<FlatColumn> columns = new ArrayList<>();
    private final Map<String, List<FlatColumn>> byPath = new LinkedHashMap<>();
    private final Map<String, FlatColumn> byName = new HashMap<>();
    private boolean failed;

    private Flattener(EntityModel root, Map<String, EntityModel> known, Sink sink) {
        this.root = root;
        this.known = known;
        this.sink = sink;
    }

    /** The entity's columns, or empty when a reference or a name clash made them unusable. */
    static Optional<Flattened> flatten(EntityModel entity, Map<String, EntityModel> known, Sink sink) {
        Flattener flattener = new Flattener(entity, known, sink);
        for (Attribute attribute : entity.attributes()) {
            flattener.add(
                    attribute,
                    attribute,
                    List.of(),
                    "",
                    List.of(),
                    attribute.isKey(),
                    attribute.neverChanges(),
                    List.of(entity.qualifiedName()));
        }
        if (flattener.failed) {
            return Optional.empty();
        }
        List<FlatColumn> key = new ArrayList<>();
        for (Attribute attribute : entity.key()) {
            key.addAll(flattener.byPath.get(attribute.name()));
        }
        return Optional.of(new Flattened(
                List.copyOf(flattener.columns),
                Collections.unmodifiableMap(new LinkedHashMap<>(flattener.byPath)),
                List.copyOf(key)));
    }

    private void add(
            Attribute top,
            Attribute attribute,
            List<String> parentPath,
            String prefix,
            List<FlatColumn.Owner> owners,
            boolean entityKey,
            boolean fixed,
            List<String> visited) {
        List<String> path = append(parentPath, attribute.name());
        if (attribute.type() instanceof TypeModel.Reference reference) {
            addReference(top, attribute, reference, path, prefix, owners, entityKey, fixed, visited);
            return;
        }
        if (holdsReference(attribute.type())) {
            fail(
                    top,
                    EntityMessages.REFERENCE_IN_COLLECTION
                            .with("path", String.join(".", path))
                            .with("entity", describeNested(attribute.type())));
            return;
        }
        FlatColumn column = new FlatColumn(prefix + attribute.column(), path, attribute, owners, entityKey, fixed);
        FlatColumn clash = byName.putIfAbsent(column.name(), column);
        if (clash != null) {
            fail(
                    top,
                    NameMessages.DUPLICATE_COLUMN
                            .with("first", clash.dottedPath())
                            .with("second", column.dottedPath())
                            .with("entity", root.simpleName())
                            .with("column", column.name()));
            return;
        }
        columns.add(column);
        byPath.put(column.dottedPath(), List.of(column));
    }

    private void addReference(
            Attribute top,
            Attribute attribute,
            TypeModel.Reference reference,
            List<String> path,
            String prefix,
            List<FlatColumn.Owner> owners,
            boolean entityKey,
            boolean fixed,
            List<String> visited) {
        String dotted = String.join(".", path);
        EntityModel target = known.get(reference.javaType());
        if (target == null) {
            fail(
                    top,
                    EntityMessages.REFERENCE_NOT_ENTITY
                            .with("path", dotted)
                            .with("type", reference.javaType())
                            .with("simpleType", simple(reference.javaType())));
            return;
        }
        if (visited.contains(target.qualifiedName())) {
            fail(
                    top,
                    EntityMessages.REFERENCE_CYCLE
                            .with("entity", root.simpleName())
                            .with("path", dotted)
                            .with("target", target.simpleName())
                            .with("attribute", attribute.name()));
            return;
        }
        if (target.key().isEmpty()) {
            fail(top, EntityMessages.REFERENCE_WITHOUT_KEY.with("path", dotted).with("target", target.simpleName()));
            return;
        }
        String childPrefix = prefix + attribute.column() + "_";
        List<String> childVisited = append(visited, target.qualifiedName());
        FlatColumn.Owner owner = new FlatColumn.Owner(keyColumnNames(target, childPrefix, childVisited));
        List<FlatColumn.Owner> childOwners = appendOwner(owners, owner);
        for (Attribute child : target.attributes()) {
            add(
                    top,
                    child,
                    path,
                    childPrefix,
                    childOwners,
                    entityKey && child.isKey(),
                    fixed && child.neverChanges(),
                    childVisited);
        }
        List<FlatColumn> keyColumns = owner.keyColumns().stream()
                .map(byName::get)
                .filter(c -> c != null)
                .toList();
        byPath.put(dotted, keyColumns);
    }

    /** The column names a referenced entity's key takes (through nested key references). */
    private List<String> keyColumnNames(EntityModel target, String prefix, List<String> visited) {
        List<String> names = new ArrayList<>();
        for (Attribute key : target.key()) {
            if (key.type() instanceof TypeModel.Reference reference) {
                EntityModel nested = known.get(reference.javaType());
                if (nested != null && !visited.contains(nested.qualifiedName())) {
                    names.addAll(keyColumnNames(
                            nested, prefix + key.column() + "_", append(visited, nested.qualifiedName())));
                }
            } else {
                names.add(prefix + key.column());
            }
        }
        return names;
    }

    private void fail(Attribute top, Filled<Message> message) {
        failed = true;
        sink.report(top.site(), message);
    }

    private static boolean holdsReference(TypeModel type) {
        if (type instanceof TypeModel.Reference) {
            return true;
        }
        if (type instanceof TypeModel.Collection collection) {
            return (collection.key() != null && holdsReference(collection.key()))
                    || holdsReference(collection.element());
        }
        if (type instanceof TypeModel.Value value) {
            return value.fields().stream().anyMatch(f -> holdsReference(f.type()));
        }
        return false;
    }

    private static String describeNested(TypeModel type) {
        if (type instanceof TypeModel.Reference reference) {
            return simple(reference.javaType());
        }
        if (type instanceof TypeModel.Collection collection) {
            return collection.key() != null && holdsReference(collection.key())
                    ? describeNested(collection.key())
                    : describeNested(collection.element());
        }
        if (type instanceof TypeModel.Value value) {
            return value.fields().stream()
                    .filter(f -> holdsReference(f.type()))
                    .map(f -> describeNested(f.type()))
                    .findFirst()
                    .orElse(value.javaType());
        }
        return type.toString();
    }

    private static String simple(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }

    private static List<String> append(List<String> list, String element) {
        List<String> out = new ArrayList<>(list);
        out.add(element);
        return List.copyOf(out);
    }

    private static List<FlatColumn.Owner> appendOwner(List<FlatColumn.Owner> list, FlatColumn.Owner owner) {
        List<FlatColumn.Owner> out = new ArrayList<>(list);
        out.add(owner);
        return List.copyOf(out);
    }
}
