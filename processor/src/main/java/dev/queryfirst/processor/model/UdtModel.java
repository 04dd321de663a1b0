package dev.queryfirst.processor.model;

import java.util.List;

/**
 * A user-defined type for a non-entity value class or record.
 *
 * @param keyspace its keyspace
 * @param name the CQL type name ({@code address})
 * @param javaType the value class's qualified name
 * @param fields its fields, in declaration order (CQL name and type)
 */
public record UdtModel(String keyspace, String name, String javaType, List<Field> fields) {

    /** One field of the type. */
    public record Field(String name, String cqlType, Attribute attribute) {}
}
