/**
 * What generated QueryFirst code calls at run time.
 *
 * <p>A generated DAO is a thin composition of these pieces (see the hand-written reference in
 * the test sources, {@code dev.queryfirst.runtime.reference}):
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
 *   <li>{@link dev.queryfirst.runtime.Args}, {@link dev.queryfirst.runtime.DaoOptions},
 *       {@link dev.queryfirst.runtime.EntityTable}, {@link dev.queryfirst.runtime.Page},
 *       {@link dev.queryfirst.runtime.Prepared}: the vocabulary shared by all generated code;
 *       {@link dev.queryfirst.runtime.VersionedTable} and
 *       {@link dev.queryfirst.runtime.StaticColumnsTable}, {@link dev.queryfirst.runtime.TokenRangeTable}
 *       and {@link dev.queryfirst.runtime.ExpiringTable} for the tables that need more, and
 *       {@link dev.queryfirst.runtime.ConcurrentUpdateException} for a versioned write that lost
 *       a race.
 *   <li>{@code bucket}: epoch-aligned time buckets.
 *   <li>{@code read}: bucket walks, driver paging, cursors; merged reads of shards and of the
 *       buckets a directory lists.
 *   <li>{@code shard}: the stable hash that puts an entity's row in one of a table's shards.
 *   <li>{@code write}: logged batches and parallel writes of every copy; the lightweight
 *       transactions of versioned entities and the version-ordered timestamps of their copies.
 *   <li>{@code schema}: create a keyspace's schema, verify the live one.
 *   <li>{@code migrate}: apply a keyspace's pending schema versions, one instance at a time.
 *   <li>{@code backfill}: fill a new table from an existing one by token range, resumably.
 *   <li>{@code propagate}: live references: an update of a referenced entity reaches the copies
 *       pushed down into the entities that reference it.
 *   <li>{@code audit}: find and repair missing, stale and orphaned copies, and stale or dangling
 *       copies of referenced entities.
 *   <li>{@code listen}: an access listener told about every DAO call (entity, access pattern or
 *       operation, outcome, rows), for metrics without a metrics library here.
 *   <li>{@code tune}: rehearse a model on a node before production (synthetic entities that follow
 *       the declared numbers, written through the generated DAOs, measured beside the estimates)
 *       and observe a live cluster against the same estimates.
 * </ul>
 */
package dev.queryfirst.runtime;
