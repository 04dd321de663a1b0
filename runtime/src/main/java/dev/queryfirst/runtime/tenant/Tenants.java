package dev.queryfirst.runtime.tenant;

import dev.queryfirst.runtime.internal.Args;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * A keyspace per tenant on one session: what a tenant's code uses (a DAO, or a record of several)
 * opened on first use, its keyspace prepared first (created, or migrated), then kept for every
 * later call. Each keyspace's statements are prepared once, when its DAOs are opened, and shared
 * by every caller of that tenant; opening a tenant touches no other tenant's keyspace.
 *
 * <pre>{@code
 * Tenants<LogMessageDao> tenants = Tenants.builder((String keyspace) ->
 *                 LogMessageDao.create(session, DaoOptions.defaults().withKeyspace(keyspace)))
 *         .keyspaceOf(tenant -> "logs_" + tenant)
 *         .prepareKeyspace(keyspace -> LogsSchema.create(session, keyspace, Replication.simple(3)))
 *         .build();
 *
 * tenants.get("acme").insert(message);        // creates logs_acme on the first call only
 * tenants.get("globex").recentBySource("web-1", 10);
 * }</pre>
 *
 * <p>A tenant's keyspace name must be a name Cassandra accepts without quotes and that no system
 * keyspace uses: 1 to 48 letters, digits or underscores, not starting with {@code system}. Any
 * other name is refused with an {@link IllegalArgumentException} before any CQL runs. Names keep
 * their case, as {@code DaoOptions.withKeyspace} does; use lower case to reach them from
 * {@code cqlsh} without quotes.
 *
 * <p>Concurrent first calls for one tenant prepare its keyspace and open it once; the others wait
 * for that one. When preparing or opening fails, the failure reaches every caller waiting for it
 * and the next call tries again. Thread-safe.
 *
 * @param <T> what a tenant's code uses: a DAO, or a record holding several
 */
public final class Tenants<T> {

    /** Cassandra's limit for a keyspace name (its schema's NAME_LENGTH). */
    public static final int MAX_KEYSPACE_LENGTH = 48;

    private static final Pattern UNQUOTED_NAME = Pattern.compile("[A-Za-z0-9_]+");

    private final Function<String, T> open;
    private final UnaryOperator<String> keyspaceOf;
    private final Consumer<String> prepareKeyspace;
    private final ConcurrentMap<String, CompletableFuture<T>> opened = new ConcurrentHashMap<>();

    private Tenants(Builder<T> builder) {
        this.open = builder.open;
        this.keyspaceOf = builder.keyspaceOf;
        this.prepareKeyspace = builder.prepareKeyspace;
    }

    /**
     * Starts a builder whose tenants are opened by {@code open}, given the tenant's keyspace.
     *
     * @throws IllegalArgumentException if {@code open} is null
     */
    public static <T> Builder<T> builder(Function<String, T> open) {
        return new Builder<>(Args.notNull(open, "open"));
    }

    /**
     * What tenant {@code tenant} uses, opened on the first call (its keyspace prepared first) and
     * the same instance on every later one.
     *
     * @throws IllegalArgumentException naming {@code tenant} if it is null, or if its keyspace name
     *     is not one Cassandra accepts (nothing is sent to Cassandra then)
     * @throws TenantOpenException if preparing the keyspace or opening it failed; the next call
     *     tries again
     */
    public T get(String tenant) {
        String keyspace = keyspace(tenant);
        CompletableFuture<T> mine = new CompletableFuture<>();
        CompletableFuture<T> existing = opened.putIfAbsent(keyspace, mine);
        if (existing == null) {
            openInto(tenant, keyspace, mine);
            return await(tenant, mine);
        }
        return await(tenant, existing);
    }

    /**
     * The keyspace of {@code tenant}, checked as {@link #get} checks it, without opening anything.
     *
     * @throws IllegalArgumentException naming {@code tenant} as {@link #get} does
     */
    public String keyspace(String tenant) {
        Args.notNull(tenant, "tenant");
        String keyspace = keyspaceOf.apply(tenant);
        if (keyspace == null
                || keyspace.length() > MAX_KEYSPACE_LENGTH
                || !UNQUOTED_NAME.matcher(keyspace).matches()
                || keyspace.toLowerCase(Locale.ROOT).startsWith("system")) {
            throw new IllegalArgumentException("tenant \"" + tenant + "\" gives keyspace name "
                    + (keyspace == null ? "null" : "\"" + keyspace + "\"")
                    + ", which is not a keyspace name Cassandra accepts: use 1 to " + MAX_KEYSPACE_LENGTH
                    + " letters, digits or underscores, not starting with \"system\"");
        }
        return keyspace;
    }

    /** The keyspaces of the tenants opened so far (not those whose opening failed), in order. */
    public Set<String> openedKeyspaces() {
        Set<String> names = new TreeSet<>();
        opened.forEach((keyspace, future) -> {
            if (future.isDone() && !future.isCompletedExceptionally()) {
                names.add(keyspace);
            }
        });
        return names;
    }

    private void openInto(String tenant, String keyspace, CompletableFuture<T> result) {
        try {
            prepareKeyspace.accept(keyspace);
            T value = open.apply(keyspace);
            if (value == null) {
                throw new IllegalStateException("the open function returned null for keyspace " + keyspace);
            }
            result.complete(value);
        } catch (RuntimeException | Error e) {
            opened.remove(keyspace, result);
            result.completeExceptionally(new TenantOpenException(tenant, keyspace, e));
        }
    }

    private T await(String tenant, CompletableFuture<T> future) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return future.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof TenantOpenException failure) {
                        throw failure.rethrownFor(tenant);
                    }
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Builds {@link Tenants}.
     *
     * @param <T> what a tenant's code uses
     */
    public static final class Builder<T> {
        private final Function<String, T> open;
        private UnaryOperator<String> keyspaceOf = UnaryOperator.identity();
        private Consumer<String> prepareKeyspace = keyspace -> {};

        private Builder(Function<String, T> open) {
            this.open = open;
        }

        /**
         * How a tenant's name becomes its keyspace's name; by default the tenant's name is the
         * keyspace's.
         *
         * @throws IllegalArgumentException if {@code keyspaceOf} is null
         */
        public Builder<T> keyspaceOf(UnaryOperator<String> keyspaceOf) {
            this.keyspaceOf = Args.notNull(keyspaceOf, "keyspaceOf");
            return this;
        }

        /**
         * What runs once per keyspace before its tenant is opened: the generated schema's
         * {@code create(session, keyspace, replication)}, or its {@code migrate}. Both are
         * idempotent, so a keyspace another process prepared already is prepared again harmlessly.
         * By default nothing runs: the keyspaces exist already.
         *
         * @throws IllegalArgumentException if {@code prepareKeyspace} is null
         */
        public Builder<T> prepareKeyspace(Consumer<String> prepareKeyspace) {
            this.prepareKeyspace = Args.notNull(prepareKeyspace, "prepareKeyspace");
            return this;
        }

        /** The tenants, none opened yet. */
        public Tenants<T> build() {
            return new Tenants<>(this);
        }
    }
}
