package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The CQL types and clustering clause derive decides for a table's columns, as written in DDL
 * ({@code frozen<address>}, {@code CLUSTERING ORDER BY (message_time DESC)}); names inside them
 * are spelled by {@link Cql#identifier}.
 */
public final class CqlTypes {

    private CqlTypes() {}

    /**
     * The CQL type of a stored value as written in DDL: {@code text}, {@code frozen<address>},
     * {@code map<text, frozen<address>>}, {@code frozen<list<int>>}. Value types are always frozen
     * UDTs; collections nested in collections are frozen because CQL requires it.
     *
     * @throws IllegalArgumentException for a reference, which derive flattens before asking
     */
    public static String type(TypeModel type) {
        if (type instanceof TypeModel.Collection collection && collection.frozen()) {
            return "frozen<" + collectionType(collection) + ">";
        }
        if (type instanceof TypeModel.Collection collection) {
            return collectionType(collection);
        }
        if (type instanceof TypeModel.Vector vector) {
            return "vector<float, " + vector.dimensions() + ">";
        }
        return elementType(type);
    }

    private static String collectionType(TypeModel.Collection collection) {
        return switch (collection.kind()) {
            case LIST -> "list<" + elementType(collection.element()) + ">";
            case SET -> "set<" + elementType(collection.element()) + ">";
            case MAP -> "map<" + elementType(collection.key()) + ", " + elementType(collection.element()) + ">";
        };
    }

    /** A type inside a collection or UDT: anything not scalar is frozen there. */
    private static String elementType(TypeModel type) {
        if (type instanceof TypeModel.Scalar scalar) {
            return scalar.kind().cql();
        }
        if (type instanceof TypeModel.Value value) {
            return "frozen<" + Cql.identifier(value.udtName()) + ">";
        }
        if (type instanceof TypeModel.Collection collection) {
            return "frozen<" + collectionType(collection) + ">";
        }
        throw new IllegalArgumentException("an entity reference has no CQL type of its own: " + type);
    }

    /**
     * The {@code CLUSTERING ORDER BY (...)} clause: every clustering column in order, as CQL
     * requires, when any of them is descending; empty when all are ascending (the default).
     */
    public static Optional<String> clusteringOrder(TableModel table) {
        List<ColumnModel> clustering = table.clustering();
        if (clustering.stream().noneMatch(ColumnModel::descending)) {
            return Optional.empty();
        }
        return Optional.of(clustering.stream()
                .map(c -> Cql.identifier(c.name()) + (c.descending() ? " DESC" : " ASC"))
                .collect(Collectors.joining(", ", "CLUSTERING ORDER BY (", ")")));
    }
}
