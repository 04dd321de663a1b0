/**
 * QueryFirst's run-time API: what an application passes to, and gets back from, the DAOs and
 * schema classes the processor generates.
 *
 * <ul>
 *   <li>this package: {@link dev.queryfirst.runtime.DaoOptions} (keyspace, consistency, write mode,
 *       cursor key, access listener) with {@link dev.queryfirst.runtime.WriteMode};
 *       {@link dev.queryfirst.runtime.Page}, what a {@code …Page} method returns; and the root of
 *       QueryFirst's own exceptions, {@link dev.queryfirst.runtime.QueryFirstException}, with
 *       {@link dev.queryfirst.runtime.ConcurrentUpdateException} (a versioned write lost a race),
 *       {@link dev.queryfirst.runtime.PartialWriteException} (a parallel write left copies behind)
 *       and {@link dev.queryfirst.runtime.StaleCopiesException} (a propagation left copies stale).
 *   <li>{@code schema}: create a keyspace's schema, verify the live one.
 *   <li>{@code migrate}: apply a keyspace's pending schema versions, one instance at a time.
 *   <li>{@code backfill}: fill a new table from an existing one by token range, resumably.
 *   <li>{@code audit}: find and repair missing, stale and orphaned copies, and stale or dangling
 *       copies of referenced entities.
 *   <li>{@code listen}: an access listener told about every DAO call (entity, access pattern or
 *       operation, outcome, rows), for metrics without a metrics library here.
 *   <li>{@code tune}: rehearse a model on a node before production (synthetic entities that follow
 *       the declared numbers, written through the generated DAOs, measured beside the estimates)
 *       and observe a live cluster against the same estimates.
 *   <li>{@code bucket} and {@code shard}: how a time bucket and a shard are computed from a row's
 *       values, for tools that must find a row without the DAO.
 * </ul>
 *
 * <p>What generated code calls besides these is in {@link dev.queryfirst.runtime.internal} and its
 * sub-packages: not API, and free to change in any release. The public API of this module is
 * listed in {@code runtime/src/test/resources/api/runtime.txt}, which {@code PublicApiTest} compares
 * with the compiled classes, so that a change to it is a reviewed diff.
 */
package dev.queryfirst.runtime;
