package dev.queryfirst.spring.actuate;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.Access;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.annotation.WriteOperation;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.annotation.WebEndpoint;

/**
 * {@code POST /actuator/queryfirstaudit/{entity}} starts an audit of one entity's copies in the
 * background (body {@code {"repair": true}} also repairs what it finds: rewrites rows and deletes
 * orphans). Its access is NONE unless the application grants it, as Boot does for
 * {@code shutdown}: it scans whole tables and may rewrite them, so grant it behind security only.
 *
 * <pre>
 * management.endpoint.queryfirstaudit.access=unrestricted
 * management.endpoints.web.exposure.include=health,queryfirst,queryfirstaudit
 * </pre>
 *
 * <p>Answers 202 with the audit started, 409 while another audit runs (nothing is started), 404
 * naming an entity without a generated DAO, 400 for an entity without copies (counters). The
 * progress and the result are on {@code GET /actuator/queryfirst}.
 */
@WebEndpoint(id = "queryfirstaudit", defaultAccess = Access.NONE)
public class QueryFirstAuditEndpoint {

    /** HTTP 202: the audit is started; it is not done. */
    static final int ACCEPTED = 202;

    /** HTTP 409: another audit runs. */
    static final int CONFLICT = 409;

    private final EntityAudits audits;

    public QueryFirstAuditEndpoint(EntityAudits audits) {
        this.audits = audits;
    }

    /** What a request answers: the audit started or running, or why none was started. */
    public record Answer(
            EntityAudits.@Nullable Running audit, @Nullable String error) {}

    /** Starts auditing {@code entity}, repairing only when {@code repair} is true. */
    @WriteOperation
    public WebEndpointResponse<Answer> start(@Selector String entity, @Nullable Boolean repair) {
        if (!audits.entities().contains(entity)) {
            int status = audits.knows(entity)
                    ? WebEndpointResponse.STATUS_BAD_REQUEST
                    : WebEndpointResponse.STATUS_NOT_FOUND;
            return new WebEndpointResponse<>(new Answer(null, unknown(entity)), status);
        }
        try {
            return new WebEndpointResponse<>(
                    new Answer(audits.start(entity, Boolean.TRUE.equals(repair)), null), ACCEPTED);
        } catch (EntityAudits.AuditRunningException e) {
            return new WebEndpointResponse<>(new Answer(e.running(), e.getMessage()), CONFLICT);
        } catch (IllegalArgumentException e) {
            return new WebEndpointResponse<>(new Answer(null, e.getMessage()), WebEndpointResponse.STATUS_BAD_REQUEST);
        }
    }

    private String unknown(String entity) {
        return audits.knows(entity)
                ? "Entity " + entity + " has no audit (counters are not copied, or its DAO is not a bean); entities: "
                        + audits.entities()
                : "No generated DAO for entity " + entity + "; entities: " + audits.entities();
    }
}
