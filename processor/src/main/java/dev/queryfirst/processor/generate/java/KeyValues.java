package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.ScalarKind;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * What a table's primary key accepts, as generated code checks it
 * (docs/mapping-rules.md, "Sparse tables").
 *
 * <p><b>Sparse tables.</b> An attribute a derived table is keyed by that is not part of the entity
 * key K may be null: the entity then has no row in that table (an unassigned ticket is not in
 * {@code tickets_by_assignee}). The table class says so in {@code holds(entity)}, which the
 * runtime's writer, audit and backfill consult; the DAO checks only K's attributes for null.
 *
 * <p><b>Empty whole partition keys.</b> Cassandra refuses an empty text or blob as a table's whole
 * partition key, in a write and in a read alike: the DAO refuses it first, with an
 * {@code IllegalArgumentException} naming the attribute or parameter, before anything is sent.
 */
final class KeyValues {

    private KeyValues() {}

    /**
     * Whether the value at {@code path} may be null: outside K, and not primitive all along. An
     * entity without a base table keeps the key attributes of the table standing in for it
     * mandatory too: that table is the one holding every entity, the audit's reference.
     */
    static boolean optional(TableLayout layout, EntityAccess access, List<String> path) {
        // A column of no attribute (a shard) is computed from K, which is never null.
        if (path.isEmpty() || access.attribute(path.subList(0, 1)).isKey()) {
            return false;
        }
        EntityDesign design = layout.design();
        if (design.baseTable().isEmpty()
                && design.referenceTable().orElse(design.tables().get(0)).primaryKey().stream()
                        .anyMatch(c -> c.path().equals(path))) {
            return false;
        }
        for (int i = 1; i <= path.size(); i++) {
            if (!JavaTypes.isPrimitive(access.attribute(path.subList(0, i)).type())) {
                return true;
            }
        }
        return false;
    }

    /** The distinct attribute paths of {@code layout}'s primary key that may be null. */
    static List<List<String>> optionalKeyPaths(TableLayout layout, EntityAccess access) {
        List<List<String>> paths = new ArrayList<>();
        for (ColumnModel column : layout.table().primaryKey()) {
            if (!column.isVersion() && optional(layout, access, column.path()) && !paths.contains(column.path())) {
                paths.add(column.path());
            }
        }
        return paths;
    }

    /** {@code ticket.assignee() != null}; through references, every step: {@code o.customer() != null && …}. */
    static CodeBlock present(EntityAccess access, List<String> path, String variable) {
        List<CodeBlock> steps = new ArrayList<>();
        for (int i = 1; i <= path.size(); i++) {
            List<String> prefix = path.subList(0, i);
            Attribute step = access.attribute(prefix);
            if (!JavaTypes.isPrimitive(step.type())) {
                steps.add(CodeBlock.of("$L != null", access.getterChain(prefix, variable)));
            }
        }
        return CodeBlock.join(steps, " && ");
    }

    /** {@code holds(entity)} for a sparse table: whether every optional key attribute is set. */
    static void addHolds(TypeSpec.Builder type, EntityAccess access, TableLayout layout) {
        List<List<String>> optional = optionalKeyPaths(layout, access);
        if (optional.isEmpty()) {
            return;
        }
        String variable = access.variable();
        type.addMethod(Methods.override("holds", TypeName.BOOLEAN)
                .addJavadoc(
                        "A sparse table: no row for an entity whose $L is null.\n",
                        String.join(
                                " or ",
                                optional.stream()
                                        .map(p -> "{@code " + String.join(".", p) + "}")
                                        .toList()))
                .addParameter(access.entityType(), variable)
                .addStatement(
                        "return $L",
                        CodeBlock.join(
                                optional.stream()
                                        .map(p -> present(access, p, variable))
                                        .toList(),
                                " && "))
                .build());
    }

    /** The class doc's sentence on a sparse table, or nothing. */
    static String sparseDoc(EntityAccess access, TableLayout layout) {
        List<List<String>> optional = optionalKeyPaths(layout, access);
        if (optional.isEmpty()) {
            return "";
        }
        return "\n\n<p>Sparse: an entity whose "
                + String.join(
                        " or ",
                        optional.stream()
                                .map(p -> "{@code " + String.join(".", p) + "}")
                                .toList())
                + " is null has no row here; the DAO moves it in and out as the value is set or cleared.";
    }

    /**
     * {@code layout}'s key columns that hold attributes, in the order of the entity key (each key
     * attribute in turn, a reference by its own key's columns): the parameters of {@code findByKey}
     * and {@code delete(key…)}. A pattern's table serving as the base table may order its primary key
     * otherwise ({@code ((part), id)} for the key {@code (id, part)}); the methods keep the key's order
     * so that two arguments of one type cannot trade places silently.
     */
    static List<ColumnModel> inKeyOrder(TableLayout layout, EntityAccess access) {
        List<List<String>> order = keyPaths(access);
        return layout.keyColumns().stream()
                .sorted(Comparator.comparingInt(c -> order.indexOf(c.path())))
                .toList();
    }

    /** The paths of the entity key's values, in its order: a reference's key values, not the reference. */
    static List<List<String>> keyPaths(EntityAccess access) {
        List<List<String>> paths = new ArrayList<>();
        for (Attribute key : access.entity().key()) {
            if (key.type() instanceof TypeModel.Reference) {
                paths.addAll(access.referenceKeyPaths(List.of(key.name())));
            } else {
                paths.add(List.of(key.name()));
            }
        }
        return paths;
    }

    /** Whether Cassandra would refuse {@code column}'s value empty: text or blob, not a bucket. */
    static boolean canBeEmpty(ColumnModel column) {
        return !column.isBucket()
                && column.type() instanceof TypeModel.Scalar scalar
                && (scalar.kind() == ScalarKind.TEXT || scalar.kind() == ScalarKind.BLOB);
    }

    /** The column that is {@code table}'s whole partition key and may be empty, or null. */
    static ColumnModel emptiableWholeKey(TableModel table) {
        List<ColumnModel> partition = table.partitionKey();
        return partition.size() == 1 && canBeEmpty(partition.get(0)) ? partition.get(0) : null;
    }

    /**
     * The parameter among {@code parameters} (bound to {@code columns}, in order) that is
     * {@code table}'s whole partition key and may be empty, or null.
     */
    static ParameterSpec wholeKeyParameter(
            TableModel table, List<ColumnModel> columns, List<ParameterSpec> parameters) {
        ColumnModel whole = emptiableWholeKey(table);
        for (int i = 0; i < columns.size() && whole != null; i++) {
            if (columns.get(i).path().equals(whole.path())) {
                return parameters.get(i);
            }
        }
        return null;
    }

    /** {@code Args.notEmptyKey(parameter, "parameter")}, when there is such a parameter. */
    static void checkNotEmpty(MethodSpec.Builder method, ParameterSpec parameter) {
        if (parameter != null) {
            method.addStatement("$T.notEmptyKey($N, $S)", Methods.ARGS, parameter, parameter.name());
        }
    }

    /** The Javadoc of a method that refuses {@code parameter} empty; nothing without one. */
    static String emptyDoc(ParameterSpec parameter) {
        return parameter == null
                ? ""
                : "\n@throws IllegalArgumentException if {@code " + parameter.name()
                        + "} is empty: it is a table's whole partition key, which Cassandra refuses empty\n";
    }
}
