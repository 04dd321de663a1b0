package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.model.UdtModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Groups entity designs into keyspaces: entities in qualified-name order, user-defined types in
 * dependency order (a type after every type it uses, ties by name), so that generated schemas are
 * reproducible. Table, index and type names must be unique in a keyspace: a clash is QF107 on the
 * later entity (in qualified-name order).
 */
final class Assembler {

    private final Sink sink;

    Assembler(Sink sink) {
        this.sink = sink;
    }

    List<KeyspaceDesign> assemble(List<EntityDesign> designs) {
        Map<String, List<EntityDesign>> byKeyspace = new TreeMap<>();
        for (EntityDesign design : designs) {
            byKeyspace
                    .computeIfAbsent(design.entity().keyspace(), k -> new ArrayList<>())
                    .add(design);
        }
        List<KeyspaceDesign> keyspaces = new ArrayList<>();
        for (Map.Entry<String, List<EntityDesign>> entry : byKeyspace.entrySet()) {
            List<EntityDesign> entities = entry.getValue().stream()
                    .sorted(Comparator.comparing(d -> d.entity().qualifiedName()))
                    .toList();
            checkNames(entry.getKey(), entities);
            keyspaces.add(new KeyspaceDesign(entry.getKey(), types(entry.getKey(), entities), entities));
        }
        return List.copyOf(keyspaces);
    }

    private void checkNames(String keyspace, List<EntityDesign> entities) {
        Map<String, EntityDesign> tableOwners = new HashMap<>();
        for (EntityDesign design : entities) {
            for (TableModel table : design.tables()) {
                EntityDesign first = tableOwners.putIfAbsent(table.name(), design);
                if (first != null && first != design) {
                    sink.report(
                            table.site(),
                            NameMessages.TABLE_NAME_IN_KEYSPACE
                                    .with("table", table.name())
                                    .with("entity", design.entity().simpleName())
                                    .with("other", first.entity().simpleName())
                                    .with("keyspace", keyspace));
                }
            }
            for (IndexModel index : design.indexes()) {
                EntityDesign first = tableOwners.putIfAbsent(index.name(), design);
                if (first != null && first != design) {
                    sink.report(
                            index.site(),
                            NameMessages.INDEX_NAME_IN_KEYSPACE
                                    .with("index", index.name())
                                    .with("entity", design.entity().simpleName())
                                    .with("other", first.entity().simpleName())
                                    .with("keyspace", keyspace));
                }
            }
        }
    }

    /** Every value type the keyspace's columns use, directly or nested, each after its fields' types. */
    private List<UdtModel> types(String keyspace, List<EntityDesign> entities) {
        Map<String, TypeModel.Value> values = new TreeMap<>();
        Map<String, EntityDesign> users = new HashMap<>();
        for (EntityDesign design : entities) {
            for (TableModel table : design.tables()) {
                for (ColumnModel column : table.columns()) {
                    collect(column.type(), values, users, design, keyspace);
                }
            }
        }
        Map<String, UdtModel> ordered = new LinkedHashMap<>();
        Set<String> entered = new HashSet<>();
        for (TypeModel.Value value : values.values()) {
            visit(value, keyspace, ordered, entered);
        }
        return List.copyOf(ordered.values());
    }

    private void collect(
            TypeModel type,
            Map<String, TypeModel.Value> values,
            Map<String, EntityDesign> users,
            EntityDesign design,
            String keyspace) {
        if (type instanceof TypeModel.Collection collection) {
            if (collection.key() != null) {
                collect(collection.key(), values, users, design, keyspace);
            }
            collect(collection.element(), values, users, design, keyspace);
        } else if (type instanceof TypeModel.Value value) {
            TypeModel.Value seen = values.putIfAbsent(value.udtName(), value);
            if (seen == null) {
                users.put(value.udtName(), design);
                value.fields().forEach(f -> collect(f.type(), values, users, design, keyspace));
            } else if (!seen.javaType().equals(value.javaType())) {
                sink.report(
                        design.entity().site(),
                        NameMessages.TYPE_NAME_IN_KEYSPACE
                                .with("first", seen.javaType())
                                .with("second", value.javaType())
                                .with("type", value.udtName())
                                .with("keyspace", keyspace)
                                .with(
                                        "firstUser",
                                        users.get(value.udtName()).entity().simpleName())
                                .with("secondUser", design.entity().simpleName()));
            }
        }
    }

    /**
     * Depth-first, dependencies first; the TreeMap above makes the walk start in name order.
     * {@code entered} stops a self-referencing value type (which read rejects) from looping.
     */
    private static void visit(
            TypeModel.Value value, String keyspace, Map<String, UdtModel> ordered, Set<String> entered) {
        if (!entered.add(value.udtName())) {
            return;
        }
        for (TypeModel.Value dependency : dependencies(value)) {
            visit(dependency, keyspace, ordered, entered);
        }
        List<UdtModel.Field> fields = new ArrayList<>();
        for (Attribute field : value.fields()) {
            fields.add(new UdtModel.Field(field.column(), CqlTypes.type(field.type()), field));
        }
        ordered.put(value.udtName(), new UdtModel(keyspace, value.udtName(), value.javaType(), List.copyOf(fields)));
    }

    private static List<TypeModel.Value> dependencies(TypeModel.Value value) {
        Map<String, TypeModel.Value> found = new TreeMap<>();
        for (Attribute field : value.fields()) {
            nestedValues(field.type(), found);
        }
        return List.copyOf(found.values());
    }

    private static void nestedValues(TypeModel type, Map<String, TypeModel.Value> found) {
        if (type instanceof TypeModel.Value value) {
            found.putIfAbsent(value.udtName(), value);
        } else if (type instanceof TypeModel.Collection collection) {
            if (collection.key() != null) {
                nestedValues(collection.key(), found);
            }
            nestedValues(collection.element(), found);
        }
    }
}
