/**
 * <b>Not API: called by generated code; may change in any release.</b> The audit a generated
 * DAO's {@code audit()} and {@code auditAndRepair()} run ({@link
 * dev.queryfirst.runtime.internal.audit.Audit}), on its generated table classes; it reports in the
 * public {@link dev.queryfirst.runtime.audit} package.
 */
package dev.queryfirst.runtime.internal.audit;
