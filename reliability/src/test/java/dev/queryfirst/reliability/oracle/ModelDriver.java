package dev.queryfirst.reliability.oracle;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.WriteMode;
import dev.queryfirst.runtime.audit.AuditReport;
import java.util.List;
import java.util.Optional;

/**
 * What the oracle calls on a generated model: implemented for each model by a generated adapter
 * ({@link AdapterSource}) compiled with it, which calls the generated DAO with typed arguments,
 * so the oracle's loop drives every model without reflection. Entities travel as the generated
 * type ({@code Object} here) and attribute values as arrays in declaration order; an enum as its
 * name, a reference as {@code [id, name]}.
 */
public interface ModelDriver {

    /** Creates the model's schema in {@code keyspace}. */
    void createSchema(CqlSession session, String keyspace);

    /** Creates the model's DAOs, one per write mode. */
    void connect(CqlSession session, DaoOptions logged, DaoOptions parallel);

    Object entity(Object[] values);

    Object[] values(Object entity);

    void insert(WriteMode mode, Object entity, boolean async);

    boolean update(WriteMode mode, Object entity, boolean async);

    void save(WriteMode mode, Object entity, boolean async);

    /** {@code delete(key…)} with {@code entity}'s key, or {@code delete(entity)} when immutable. */
    boolean delete(WriteMode mode, Object entity, boolean async);

    Optional<?> findByKey(Object[] key);

    /**
     * Access pattern number {@code pattern} as a list; {@code from}/{@code to} for a range pattern,
     * {@code limit} for a limited one (else ignored). A single-row pattern's {@code Optional} comes
     * back as a list of zero or one.
     */
    List<?> list(int pattern, Object[] equal, Object from, Object to, int limit, boolean async);

    Page<?> page(int pattern, Object[] equal, Object from, Object to, int pageSize, String cursor, boolean async);

    AuditReport audit();

    AuditReport auditAndRepair();

    /** Saves the referenced entity {@code [id, name]} through its own DAO. */
    void saveReferenced(Object[] values);
}
