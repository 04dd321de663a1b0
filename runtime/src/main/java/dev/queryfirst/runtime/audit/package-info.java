/**
 * Audit of denormalized copies against their source of truth:
 * {@link dev.queryfirst.runtime.audit.Audit}, reported as an
 * {@link dev.queryfirst.runtime.audit.AuditReport}.
 */
package dev.queryfirst.runtime.audit;
