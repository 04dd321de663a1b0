package dev.queryfirst.runtime.audit;

/**
 * A generated DAO whose entity has copies to audit: every DAO but a counter's implements it, so
 * that code handling any entity (the Spring Boot starter's audit endpoint, tools) calls it by type.
 *
 * <pre>{@code
 * Auditable dao = ticketDao;
 * AuditReport report = dao.audit();
 * if (!report.isClean()) {
 *   dao.auditAndRepair();
 * }
 * }</pre>
 */
public interface Auditable {

    /** Reports every copy that is missing, stale or orphaned; scans every table, reads only. */
    AuditReport audit();

    /** {@link #audit()}, then repairs what it found: rewrites missing and stale rows, deletes orphans. */
    AuditReport auditAndRepair();
}
