/**
 * <b>Not API: called by generated code; may change in any release.</b> What a generated DAO, table
 * class or schema class calls at run time, apart from the user API it hands out
 * ({@link dev.queryfirst.runtime.DaoOptions}, {@link dev.queryfirst.runtime.Page}, the audit,
 * migration, backfill, listener and rehearsal types). Application code should not name these
 * types: the processor and the runtime of one QueryFirst version are changed together, and the
 * listing of the public API ({@code runtime/src/test/resources/api/runtime.txt}) leaves these
 * packages out on purpose.
 *
 * <p>A generated DAO is a thin composition of these pieces (the hand-written reference in the test
 * sources, {@code dev.queryfirst.runtime.reference}, shows a whole one):
 *
 * <pre>{@code
 * public static CompletionStage<UserDao> createAsync(CqlSession session, DaoOptions options) {
 *   String keyspace = options.keyspaceOr("app");
 *   return Prepared.prepareAsync(session, statementsOf(keyspace))            // prepared once
 *       .thenApply(prepared -> new UserDao(session, options, keyspace, prepared));
 * }
 *
 * public CompletionStage<Void> saveAsync(User user) {
 *   Args.notNull(user, "user");                                               // fail fast
 *   return reader.oneAsync(users.bindSelectRow(user), users::map)             // previous state
 *       .thenCompose(previous -> writer.batch()
 *           .move(byEmail, previous.orElse(null), user)                      // moving key
 *           .insert(users, user)
 *           .executeAsync());                                                 // one logged batch
 * }
 *
 * public Page<LogMessage> recentBySourcePage(String source, int pageSize, String cursor) {
 *   return reader.page(Query.latest(ID, DAYS, 30, day -> table.bindSelectBucket(source, day), table::map),
 *       pageSize, cursor);                                                    // signed cursor
 * }
 * }</pre>
 *
 * <ul>
 *   <li>this package: {@link dev.queryfirst.runtime.internal.Args} (argument checks that name the
 *       parameter), {@link dev.queryfirst.runtime.internal.Prepared} (statements prepared once),
 *       {@link dev.queryfirst.runtime.internal.Futures}, {@link dev.queryfirst.runtime.internal.StoredForm},
 *       {@link dev.queryfirst.runtime.internal.Accesses} (the listener calls around each DAO call),
 *       and the interfaces generated table classes implement:
 *       {@link dev.queryfirst.runtime.internal.EntityTable} and, for the tables that need more,
 *       {@link dev.queryfirst.runtime.internal.MovableTable},
 *       {@link dev.queryfirst.runtime.internal.VersionedTable},
 *       {@link dev.queryfirst.runtime.internal.StaticColumnsTable},
 *       {@link dev.queryfirst.runtime.internal.TokenRangeTable},
 *       {@link dev.queryfirst.runtime.internal.ExpiringTable} and
 *       {@link dev.queryfirst.runtime.internal.DirectoryTable};
 *   <li>{@code read}: bucket walks, driver paging, cursors; merged reads of shards and of the
 *       buckets a directory lists;
 *   <li>{@code write}: logged batches and parallel writes of every copy; the lightweight
 *       transactions of versioned entities and the version-ordered timestamps of their copies;
 *       counters;
 *   <li>{@code propagate}: live references: an update of a referenced entity reaches the copies
 *       pushed down into the entities that reference it;
 *   <li>{@code audit}: a DAO's {@code audit()}, every copy checked against its source of truth;
 *   <li>{@code backfill}: a schema's {@code migrate} filling a new table from an existing one;
 *   <li>{@code schema}: a schema class's {@code create}, the bookkeeping tables' names, the
 *       backfills left to a whole-table job;
 *   <li>{@code tune}: what a generated rehearsal plan and a module's schema class contribute to a
 *       rehearsal beside the public {@code tune} types.
 * </ul>
 */
package dev.queryfirst.runtime.internal;
