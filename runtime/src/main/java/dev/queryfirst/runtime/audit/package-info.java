/**
 * What an audit of denormalized copies against their source of truth reports: a generated DAO's
 * {@code audit()} and {@code auditAndRepair()} return an
 * {@link dev.queryfirst.runtime.audit.AuditReport}, one
 * {@link dev.queryfirst.runtime.audit.TableReport} per table with example
 * {@link dev.queryfirst.runtime.audit.Finding}s. The audit itself runs in the runtime's internal
 * packages, on the table classes the processor generates.
 */
package dev.queryfirst.runtime.audit;
