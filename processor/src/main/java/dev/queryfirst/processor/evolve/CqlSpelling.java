package dev.queryfirst.processor.evolve;

import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * How the keyspace's DDL spells names, types and table options, handed in by the CQL generator
 * so a version's statements read exactly like {@code <keyspace>.cql} without this package
 * depending on the generators.
 *
 * @param identifier a name as CQL must write it ({@code users}, {@code "Order"})
 * @param type a type expression with its user-defined type names quoted
 * @param options a table's {@code WITH} options, {@code name = value} each, the clustering order
 *     among them
 */
public record CqlSpelling(
        UnaryOperator<String> identifier, UnaryOperator<String> type, Function<TableModel, List<String>> options) {

    /** {@code ks.name} with both parts quoted as needed, the keyspace left as a placeholder. */
    String qualified(String name) {
        return MigrationCql.KEYSPACE + "." + identifier.apply(name);
    }
}
