package dev.queryfirst.runtime.internal.propagate;

import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Prepared;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * The live copies of an entity R that a module other than R's own holds: what that module
 * contributes to R's DAO so that R's {@code insert}, {@code update} and {@code save} reach them
 * (docs/architecture.md, "One keyspace, many modules"). The processor generates one implementation
 * per live reference to an entity read from a class file, and lists it in
 * {@code META-INF/services/dev.queryfirst.runtime.internal.propagate.LiveCopies}; R's DAO, compiled
 * in R's module with {@code -Aqueryfirst.module}, finds every contribution on the class path when
 * it is created.
 *
 * <pre>{@code
 * // in module tracking, for Parcel.depot (Depot compiled in module core):
 * public final class ParcelDepotLiveCopies implements LiveCopies<Depot> { ... }
 *
 * // in DepotDao.createAsync (module core):
 * List<LiveCopies<Depot>> contributed = LiveCopies.on(Depot.class, List.of());   // finds Parcel.depot
 * contributed.forEach(copies -> statements.addAll(copies.statements(options)));
 * }</pre>
 *
 * @param <R> the referenced entity
 */
public interface LiveCopies<R> {

    /** R's class. */
    Class<R> referenced();

    /** The reference, as in messages: {@code "Parcel.depot"}. */
    String name();

    /** The module that generated this contribution ({@code -Aqueryfirst.module}), for messages. */
    String module();

    /** The statements of the referencing entity's tables this contribution uses, to prepare. */
    List<String> statements(DaoOptions options);

    /**
     * The live reference over the referencing entity's tables.
     *
     * @param referenced R's base table, as R's DAO prepared it
     * @param prepared every statement R's DAO prepared, {@link #statements} included
     */
    LiveReference<R, ?> reference(EntityTable<R> referenced, Prepared prepared, DaoOptions options);

    /**
     * The contributions for {@code referenced} on the class path (the context class loader's, else
     * R's own), ordered by name, except those named in {@code generated}: the references R's DAO
     * was generated with, which it propagates itself.
     */
    @SuppressWarnings("unchecked")
    static <R> List<LiveCopies<R>> on(Class<R> referenced, Collection<String> generated) {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        List<LiveCopies<R>> found = new ArrayList<>();
        for (LiveCopies<?> copies :
                ServiceLoader.load(LiveCopies.class, loader != null ? loader : referenced.getClassLoader())) {
            if (copies.referenced() == referenced
                    && !generated.contains(copies.name())
                    && found.stream().noneMatch(other -> other.name().equals(copies.name()))) {
                found.add((LiveCopies<R>) copies);
            }
        }
        found.sort(Comparator.comparing(LiveCopies::name));
        return List.copyOf(found);
    }

    /**
     * {@code generated}, then the live reference of every contribution: what R's DAO's
     * {@link Propagation} runs over.
     */
    static <R> List<LiveReference<R, ?>> references(
            List<? extends LiveReference<R, ?>> generated,
            List<LiveCopies<R>> contributed,
            EntityTable<R> referenced,
            Prepared prepared,
            DaoOptions options) {
        List<LiveReference<R, ?>> all = new ArrayList<>(generated);
        for (LiveCopies<R> copies : contributed) {
            all.add(copies.reference(referenced, prepared, options));
        }
        return List.copyOf(all);
    }
}
