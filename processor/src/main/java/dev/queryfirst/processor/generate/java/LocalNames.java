package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.NameAllocator;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.vocabulary.JavaNames;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The names of one generated class's variables, allocated from one {@link NameAllocator}: first
 * the class's fields, then the user's names (the entity's parameter, each attribute's), then, as
 * the generators ask for them, their own parameters, locals and lambda parameters
 * ({@link #local}). A name the user took first gets a {@code _} suffix where the generator uses
 * it: an entity {@code Previous} is {@code previous} next to a {@code previous_} the DAO read; an
 * entity {@code Writer} is {@code writer_}, as the DAO's field {@code writer} came first.
 */
final class LocalNames {

    private final NameAllocator names = new NameAllocator();
    /** The names allocated so far, by what they name ({@code entity}, {@code param:…}, {@code local:…}). */
    private final Map<String, String> allocated = new HashMap<>();

    /**
     * The names of a class declaring {@code fields}, whose methods take {@code entity} and the
     * values at {@code leafPaths} ({@code customer.name}).
     */
    LocalNames(EntityModel entity, List<String> leafPaths, Collection<String> fields) {
        fields.forEach(field -> allocate("field:" + field, field));
        allocate("entity", MemberNames.entityVariable(entity));
        for (String leaf : leafPaths) {
            userName(JavaNames.javaName(JavaNames.camel(List.of(leaf.split("\\.")))));
        }
    }

    /**
     * The name of one of the generator's own parameters, locals or lambda parameters in this class,
     * {@code previous}: what the generator asks for, unless a field or a user's name took it
     * ({@code previous_}). The same name each time it is asked for.
     */
    String local(String name) {
        return allocate("local:" + name, name);
    }

    /** The parameter that carries a column's value in this class: {@code customerId} for {@code customer.id}. */
    String parameter(ColumnModel column) {
        return userName(MemberNames.parameterName(column));
    }

    /**
     * A variable named after the user's names (an attribute path's, a referenced entity's):
     * allocated as the entity's attributes are, before the generators' own.
     */
    String userName(String name) {
        return allocate("param:" + name, name);
    }

    /** The entity's parameter name in this class's methods: {@code logMessage}. */
    String entity() {
        return allocated.get("entity");
    }

    private String allocate(String tag, String suggestion) {
        return allocated.computeIfAbsent(tag, t -> names.newName(suggestion, t));
    }
}
