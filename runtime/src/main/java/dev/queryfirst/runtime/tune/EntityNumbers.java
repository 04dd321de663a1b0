package dev.queryfirst.runtime.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An entity's volume and its attributes' numbers, as declared, written into generated code.
 *
 * <pre>{@code
 * EntityNumbers.of("LogMessage")
 *     .rate(50_000_000, 86_400)                     // 50 M rows a day
 *     .with(AttributeNumbers.of("messageId").asKey())
 *     .with(AttributeNumbers.of("sourceName").distinct(5_000))
 * }</pre>
 *
 * @param entity the entity's simple name
 * @param rows total rows, or rows added per {@code perSeconds}; 0 when not declared
 * @param perSeconds the rate's unit in seconds, 0 when {@code rows} is a total
 * @param ttlSeconds {@code @Entity(ttl)} in seconds, 0 for none
 * @param immutable write-once: never updated, so nothing moves
 * @param attributes every attribute with a value the rehearsal draws, in declaration order (a
 *     value type's fields as {@code shipping.city}; a collection's elements under its own path)
 */
public record EntityNumbers(
        String entity,
        long rows,
        long perSeconds,
        long ttlSeconds,
        boolean immutable,
        List<AttributeNumbers> attributes) {

    public EntityNumbers {
        Objects.requireNonNull(entity, "entity");
        attributes = List.copyOf(attributes);
    }

    /** An entity with no declared volume and no attributes yet. */
    public static EntityNumbers of(String entity) {
        return new EntityNumbers(entity, 0, 0, 0, false, List.of());
    }

    /** A total volume: {@code @Cardinality(rows = …)}. */
    public EntityNumbers rows(long total) {
        return new EntityNumbers(entity, total, 0, ttlSeconds, immutable, attributes);
    }

    /** A growth rate: {@code rows} added every {@code perSeconds} seconds. */
    public EntityNumbers rate(long rows, long perSeconds) {
        return new EntityNumbers(entity, rows, perSeconds, ttlSeconds, immutable, attributes);
    }

    public EntityNumbers ttl(long seconds) {
        return new EntityNumbers(entity, rows, perSeconds, seconds, immutable, attributes);
    }

    public EntityNumbers asImmutable() {
        return new EntityNumbers(entity, rows, perSeconds, ttlSeconds, true, attributes);
    }

    public EntityNumbers with(AttributeNumbers attribute) {
        List<AttributeNumbers> more = new ArrayList<>(attributes);
        more.add(attribute);
        return new EntityNumbers(entity, rows, perSeconds, ttlSeconds, immutable, more);
    }

    /** Whether {@code rows} is a rate. */
    public boolean isRate() {
        return perSeconds > 0;
    }

    /** The numbers of the attribute at {@code path}, if declared here. */
    public Optional<AttributeNumbers> attribute(String path) {
        return attributes.stream().filter(a -> a.path().equals(path)).findFirst();
    }

    /** The numbers of the attribute at {@code path}; an attribute never declared has none. */
    public AttributeNumbers numbers(String path) {
        return attribute(path).orElseGet(() -> AttributeNumbers.of(path));
    }

    /** The attributes an update can move rows by. */
    public List<AttributeNumbers> movable() {
        return attributes.stream().filter(AttributeNumbers::movable).toList();
    }
}
