package dev.queryfirst.spring.metrics;

import dev.queryfirst.runtime.listen.AccessKind;
import io.micrometer.observation.Observation;

/** The observation context of one DAO call: what was accessed, and once it ended, how. */
public class AccessContext extends Observation.Context {

    private final AccessKind kind;
    private final String entity;
    private final String operation;
    private volatile String outcome;

    public AccessContext(AccessKind kind, String entity, String operation) {
        this.kind = kind;
        this.entity = entity;
        this.operation = operation;
    }

    public AccessKind kind() {
        return kind;
    }

    /** The entity's simple name, such as {@code Ticket}. */
    public String entity() {
        return entity;
    }

    /** The access pattern of a read ({@code byAssignee}, {@code findByKey}) or the operation of a write ({@code save}). */
    public String operation() {
        return operation;
    }

    /** {@code success} or {@code error}; null while the call runs. */
    public String outcome() {
        return outcome;
    }

    void outcome(String outcome) {
        this.outcome = outcome;
    }
}
