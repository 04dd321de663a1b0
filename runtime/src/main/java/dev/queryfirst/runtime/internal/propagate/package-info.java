/**
 * <b>Not API: called by generated code; may change in any release.</b> Live references
 * (docs/mapping-rules.md, "Live references"): after the referenced entity R's own write, its new
 * attribute values reach every copy pushed down into the referencing entities' tables.
 *
 * <ul>
 *   <li>{@link dev.queryfirst.runtime.internal.propagate.LiveReference}: where the copies of one
 *       reference attribute live (static copies, plain copies, the index of referrers).
 *   <li>{@link dev.queryfirst.runtime.internal.propagate.Propagation}: what R's DAO calls: the
 *       static copies joined to R's batch, then the fan-out to plain copies.
 *   <li>{@link dev.queryfirst.runtime.internal.propagate.LiveCopies}: the copies another module
 *       holds, which R's DAO finds on the class path and propagates to with its own.
 *   <li>{@link dev.queryfirst.runtime.StaleCopiesException}: a fan-out that did not finish, naming
 *       what is pending.
 * </ul>
 *
 * <p>A reference marked {@code @Snapshot} is a copy taken at write time: its DAOs simply build no
 * {@code LiveReference} for it, so R's writes never touch it and the audit does not compare it.
 */
package dev.queryfirst.runtime.internal.propagate;
