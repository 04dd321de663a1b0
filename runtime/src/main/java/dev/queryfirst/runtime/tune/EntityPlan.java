package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Args;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * How a rehearsal synthesizes, writes, changes, deletes and reads one entity through its
 * generated DAO; generated per entity ({@code OrderRehearsal.plan()}).
 *
 * <pre>{@code
 * EntityPlan.of(Order.class, NUMBERS, TABLES, OrderDao::createAsync, OrderRehearsal::order)
 *     .key(order -> List.of(order.orderId()))
 *     .insert(OrderDao::insertAsync)
 *     .save(OrderDao::saveAsync)
 *     .delete((dao, order) -> dao.deleteAsync(order.orderId()))
 *     .read("byCustomer", (dao, order) -> dao.byCustomerAsync(order.customer().id(), 20));
 * }</pre>
 *
 * @param <E> the entity
 * @param <D> its DAO
 */
public final class EntityPlan<E, D> {

    /** A write or read of one entity through the DAO. */
    @FunctionalInterface
    public interface Call<D, E> {
        CompletionStage<?> apply(D dao, E entity);
    }

    /**
     * One access pattern's read.
     *
     * @param pattern the access pattern's name
     * @param call the DAO call, with the arguments taken from an entity
     */
    record Read<D, E>(String pattern, Call<D, E> call) {}

    private final Class<E> type;
    private final EntityNumbers numbers;
    private final List<TableEstimate> tables;
    private final BiFunction<CqlSession, DaoOptions, CompletionStage<D>> dao;
    private final Function<Values, E> synthesize;
    private final Function<E, List<?>> key;
    private final Call<D, E> insert;
    private final Call<D, E> save;
    private final Call<D, E> delete;
    private final List<Read<D, E>> reads;

    private EntityPlan(
            Class<E> type,
            EntityNumbers numbers,
            List<TableEstimate> tables,
            BiFunction<CqlSession, DaoOptions, CompletionStage<D>> dao,
            Function<Values, E> synthesize,
            Function<E, List<?>> key,
            Call<D, E> insert,
            Call<D, E> save,
            Call<D, E> delete,
            List<Read<D, E>> reads) {
        this.type = type;
        this.numbers = numbers;
        this.tables = List.copyOf(tables);
        this.dao = dao;
        this.synthesize = synthesize;
        this.key = key;
        this.insert = insert;
        this.save = save;
        this.delete = delete;
        this.reads = List.copyOf(reads);
    }

    /**
     * A plan for entity {@code type}, whose DAO {@code dao} creates and whose instances
     * {@code synthesize} builds.
     */
    public static <E, D> EntityPlan<E, D> of(
            Class<E> type,
            EntityNumbers numbers,
            List<TableEstimate> tables,
            BiFunction<CqlSession, DaoOptions, CompletionStage<D>> dao,
            Function<Values, E> synthesize) {
        Args.notNull(type, "type");
        Args.notNull(numbers, "numbers");
        Args.notNull(tables, "tables");
        Args.notNull(dao, "dao");
        Args.notNull(synthesize, "synthesize");
        return new EntityPlan<>(type, numbers, tables, dao, synthesize, e -> List.of(e), null, null, null, List.of());
    }

    /** The entity's key values: two entities with the same key are one row. */
    public EntityPlan<E, D> key(Function<E, List<?>> keyOf) {
        return new EntityPlan<>(
                type, numbers, tables, dao, synthesize, Objects.requireNonNull(keyOf), insert, save, delete, reads);
    }

    /** How a new entity is written (for a counter entity: its increment). */
    public EntityPlan<E, D> insert(Call<D, E> call) {
        return new EntityPlan<>(type, numbers, tables, dao, synthesize, key, call, save, delete, reads);
    }

    /** How a changed entity is written; absent for immutable entities, which never move. */
    public EntityPlan<E, D> save(Call<D, E> call) {
        return new EntityPlan<>(type, numbers, tables, dao, synthesize, key, insert, call, delete, reads);
    }

    /** How an entity is deleted. */
    public EntityPlan<E, D> delete(Call<D, E> call) {
        return new EntityPlan<>(type, numbers, tables, dao, synthesize, key, insert, save, call, reads);
    }

    /** How access pattern {@code pattern} is read with an entity's values as arguments. */
    public EntityPlan<E, D> read(String pattern, Call<D, E> call) {
        List<Read<D, E>> more = new ArrayList<>(reads);
        more.add(new Read<>(Args.notNull(pattern, "pattern"), Args.notNull(call, "call")));
        return new EntityPlan<>(type, numbers, tables, dao, synthesize, key, insert, save, delete, more);
    }

    Class<E> type() {
        return type;
    }

    EntityNumbers numbers() {
        return numbers;
    }

    List<TableEstimate> tables() {
        return tables;
    }

    String entity() {
        return numbers.entity();
    }

    CompletionStage<D> createDao(CqlSession session, DaoOptions options) {
        return dao.apply(session, options);
    }

    E synthesize(Values values) {
        return synthesize.apply(values);
    }

    List<?> keyOf(E entity) {
        return key.apply(entity);
    }

    Call<D, E> insertCall() {
        if (insert == null) {
            throw new IllegalStateException(entity() + "'s plan has no insert");
        }
        return insert;
    }

    /** The save, or null when the entity is never changed. */
    Call<D, E> saveCall() {
        return save;
    }

    /** The delete, or null when the entity is never deleted. */
    Call<D, E> deleteCall() {
        return delete;
    }

    List<Read<D, E>> reads() {
        return reads;
    }
}
