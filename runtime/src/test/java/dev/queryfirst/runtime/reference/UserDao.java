package dev.queryfirst.runtime.reference;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.audit.Audit;
import dev.queryfirst.runtime.internal.copy.HandModel;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.read.Query;
import dev.queryfirst.runtime.internal.read.Reader;
import dev.queryfirst.runtime.internal.write.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Reads and writes {@link User}s: base table {@code users} and {@code users_by_email}.
 *
 * <pre>{@code
 * UserDao dao = UserDao.create(session);
 * dao.insert(new User("alice", "alice@example.com", "Alice"));
 * dao.update(new User("alice", "alice@example.org", "Alice"));   // moves the users_by_email row
 * dao.byEmail("alice@example.org");                              // [User[alice, ...]]
 * }</pre>
 *
 * <p>{@code update}, {@code save} and {@code delete} read the user's previous state from the base
 * table first, because {@code users_by_email} is keyed by {@code email}: the old row must be
 * deleted where the email was. Two concurrent updates of one user can interleave between that
 * read and the write; declare the entity {@code versioned} when they may.
 *
 * <p>Bad arguments throw {@link IllegalArgumentException} naming the parameter, also from the
 * {@code Async} methods (before anything is sent); driver failures fail the returned stage.
 */
public final class UserDao {

    private final CqlSession session;
    private final DaoOptions options;
    /** User's model description, as the processor writes it: what the audit computes copies from. */
    private static final Entity MODEL = HandModel.entity(
            User.class.getName(),
            false,
            0,
            List.of("username"),
            HandModel.table("users", null, "username text pk", "email text", "name text"),
            HandModel.table("users_by_email", "users", "email text pk", "username text ck", "name text"));

    private final String keyspace;
    private final Reader reader;
    private final Writer writer;
    private final UsersTable users;
    private final UsersByEmailTable byEmail;

    private UserDao(CqlSession session, DaoOptions options, String keyspace, Prepared prepared) {
        this.session = session;
        this.options = options;
        this.keyspace = keyspace;
        this.reader = new Reader(session, options);
        this.writer = new Writer(session, options);
        this.users = new UsersTable(prepared, keyspace);
        this.byEmail = new UsersByEmailTable(prepared, keyspace);
    }

    /** A DAO on keyspace {@code demo} with default options; prepares its statements. */
    public static UserDao create(CqlSession session) {
        return create(session, DaoOptions.defaults());
    }

    /** A DAO with {@code options}; prepares its statements. */
    public static UserDao create(CqlSession session, DaoOptions options) {
        return Futures.getUninterruptibly(createAsync(session, options));
    }

    /** A DAO on keyspace {@code demo} with default options, once its statements are prepared. */
    public static CompletionStage<UserDao> createAsync(CqlSession session) {
        return createAsync(session, DaoOptions.defaults());
    }

    /** A DAO with {@code options}, once its statements are prepared. */
    public static CompletionStage<UserDao> createAsync(CqlSession session, DaoOptions options) {
        Args.notNull(session, "session");
        Args.notNull(options, "options");
        String keyspace = options.keyspaceOr(DemoSchema.KEYSPACE);
        List<String> statements = new ArrayList<>();
        statements.addAll(UsersTable.statements(keyspace));
        statements.addAll(UsersByEmailTable.statements(keyspace));
        return Prepared.prepareAsync(session, statements)
                .thenApply(prepared -> new UserDao(session, options, keyspace, prepared));
    }

    /**
     * Writes a new {@code user} to every table, without reading first. For a user that may exist
     * with another email, use {@link #save(User)}: this would leave the old email's row behind.
     */
    public void insert(User user) {
        Futures.getUninterruptibly(insertAsync(user));
    }

    /** See {@link #insert(User)}. */
    public CompletionStage<Void> insertAsync(User user) {
        checkKey(user);
        return writer.batch().insert(byEmail, user).insert(users, user).executeAsync();
    }

    /**
     * Replaces the existing user with {@code user}'s username, moving its {@code users_by_email}
     * row if the email changed.
     *
     * @return false, writing nothing, when no such user exists
     */
    public boolean update(User user) {
        return Futures.getUninterruptibly(updateAsync(user));
    }

    /** See {@link #update(User)}. */
    public CompletionStage<Boolean> updateAsync(User user) {
        checkKey(user);
        return reader.oneAsync(users.bindSelectRow(user), users::map).thenCompose(previous -> {
            if (previous.isEmpty()) {
                return CompletableFuture.completedFuture(false);
            }
            return write(previous.get(), user).thenApply(done -> true);
        });
    }

    /** Inserts {@code user}, or updates it (moving rows whose key changed) if it exists. */
    public void save(User user) {
        Futures.getUninterruptibly(saveAsync(user));
    }

    /** See {@link #save(User)}. */
    public CompletionStage<Void> saveAsync(User user) {
        checkKey(user);
        return reader.oneAsync(users.bindSelectRow(user), users::map)
                .thenCompose(previous -> write(previous.orElse(null), user));
    }

    /** One batch: old rows of moved keys deleted, every row of {@code user} written. */
    private CompletionStage<Void> write(User previous, User user) {
        return writer.batch()
                .move(byEmail, previous, user)
                .replace(users, previous, user)
                .executeAsync();
    }

    /**
     * Deletes every copy of the user {@code username}.
     *
     * @return false when no such user exists
     */
    public boolean delete(String username) {
        return Futures.getUninterruptibly(deleteAsync(username));
    }

    /** See {@link #delete(String)}. */
    public CompletionStage<Boolean> deleteAsync(String username) {
        Args.notNull(username, "username");
        return reader.oneAsync(users.bindSelectByKey(username), users::map).thenCompose(previous -> {
            if (previous.isEmpty()) {
                return CompletableFuture.completedFuture(false);
            }
            return writer.batch()
                    .delete(byEmail, previous.get())
                    .delete(users, previous.get())
                    .executeAsync()
                    .thenApply(done -> true);
        });
    }

    /** The user {@code username}, if any. */
    public Optional<User> findByKey(String username) {
        return Futures.getUninterruptibly(findByKeyAsync(username));
    }

    /** The user {@code username}, if any. */
    public CompletionStage<Optional<User>> findByKeyAsync(String username) {
        Args.notNull(username, "username");
        return reader.oneAsync(users.bindSelectByKey(username), users::map);
    }

    /** Access pattern {@code byEmail}: the users with {@code email}, by username. */
    public List<User> byEmail(String email) {
        return Futures.getUninterruptibly(byEmailAsync(email));
    }

    /** Access pattern {@code byEmail}; see {@link #byEmail(String)}. */
    public CompletionStage<List<User>> byEmailAsync(String email) {
        Args.notNull(email, "email");
        return reader.listAsync(byEmailQuery(email));
    }

    /**
     * Access pattern {@code byEmail}, a page at a time, resuming after {@code cursor} (null for the
     * first page).
     */
    public Page<User> byEmailPage(String email, int pageSize, String cursor) {
        Args.notNull(email, "email");
        Args.positive(pageSize, "pageSize");
        return reader.page(byEmailQuery(email), pageSize, cursor);
    }

    private Query<User> byEmailQuery(String email) {
        return Query.partition(
                keyspace + "." + UsersByEmailTable.NAME + "/byEmail", byEmail.bindSelectByEmail(email), byEmail::map);
    }

    /** Reports every {@code users_by_email} row that is missing, stale or orphaned. */
    public AuditReport audit() {
        return Audit.check(session, options, MODEL, users, List.of(byEmail));
    }

    /** {@link #audit()}, then repairs every finding from the base table. */
    public AuditReport auditAndRepair() {
        return Audit.repair(session, options, MODEL, users, List.of(byEmail));
    }

    /** Every attribute in a primary key must be set: Cassandra rejects null key columns. */
    private static void checkKey(User user) {
        Args.notNull(user, "user");
        Args.notNull(user.username(), "user.username");
        Args.notNull(user.email(), "user.email");
    }
}
