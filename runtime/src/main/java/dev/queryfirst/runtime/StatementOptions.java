package dev.queryfirst.runtime;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.Statement;
import dev.queryfirst.runtime.internal.Args;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Driver settings of the statements a read sends: consistency, serial consistency, timeout,
 * execution profile, page size and idempotence. Immutable; a value left unset leaves the
 * statement's own (and so the driver configuration's) in place.
 *
 * <pre>{@code
 * StatementOptions quick = StatementOptions.none()
 *     .withConsistency(DefaultConsistencyLevel.LOCAL_ONE)
 *     .withTimeout(Duration.ofMillis(300))
 *     .withExecutionProfile("interactive");        // a profile of the driver configuration
 * List<Ticket> open = reader.withCallOptions(quick).list(query, 20);
 * }</pre>
 *
 * <p>Layers combine with {@link #overriddenBy}: the later layer's set values win, value by value
 * (docs/statement-options.md).
 */
public final class StatementOptions {

    private static final StatementOptions NONE = new StatementOptions(null, null, null, null, 0, null);

    private final ConsistencyLevel consistency;
    private final ConsistencyLevel serialConsistency;
    private final Duration timeout;
    private final String executionProfile;
    /** Rows per round trip; 0 when unset. */
    private final int pageSize;

    private final Boolean idempotent;

    private StatementOptions(
            ConsistencyLevel consistency,
            ConsistencyLevel serialConsistency,
            Duration timeout,
            String executionProfile,
            int pageSize,
            Boolean idempotent) {
        this.consistency = consistency;
        this.serialConsistency = serialConsistency;
        this.timeout = timeout;
        this.executionProfile = executionProfile;
        this.pageSize = pageSize;
        this.idempotent = idempotent;
    }

    /** No value set: {@link #apply} changes nothing. */
    public static StatementOptions none() {
        return NONE;
    }

    /** The consistency level of the statements. */
    public StatementOptions withConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        return new StatementOptions(level, serialConsistency, timeout, executionProfile, pageSize, idempotent);
    }

    /**
     * The serial consistency level of lightweight transactions.
     *
     * @throws IllegalArgumentException when {@code level} is neither SERIAL nor LOCAL_SERIAL
     */
    public StatementOptions withSerialConsistency(ConsistencyLevel level) {
        Args.notNull(level, "level");
        if (!level.isSerial()) {
            throw new IllegalArgumentException("level must be SERIAL or LOCAL_SERIAL, was " + level);
        }
        return new StatementOptions(consistency, level, timeout, executionProfile, pageSize, idempotent);
    }

    /**
     * How long the driver waits for each request before failing it.
     *
     * @throws IllegalArgumentException when {@code timeout} is zero or negative
     */
    public StatementOptions withTimeout(Duration timeout) {
        Args.notNull(timeout, "timeout");
        if (timeout.isZero() || timeout.isNegative()) {
            throw new IllegalArgumentException("timeout must be positive, was " + timeout);
        }
        return new StatementOptions(consistency, serialConsistency, timeout, executionProfile, pageSize, idempotent);
    }

    /** The driver execution profile the statements run with (it must exist in the configuration). */
    public StatementOptions withExecutionProfile(String name) {
        Args.notNull(name, "name");
        if (name.isBlank()) {
            throw new IllegalArgumentException("name must not be blank");
        }
        return new StatementOptions(consistency, serialConsistency, timeout, name, pageSize, idempotent);
    }

    /** Rows fetched per round trip. */
    public StatementOptions withPageSize(int pageSize) {
        Args.positive(pageSize, "pageSize");
        return new StatementOptions(consistency, serialConsistency, timeout, executionProfile, pageSize, idempotent);
    }

    /** Whether the driver may retry or speculatively run the statements again. */
    public StatementOptions withIdempotent(boolean idempotent) {
        return new StatementOptions(consistency, serialConsistency, timeout, executionProfile, pageSize, idempotent);
    }

    /** These options with each value {@code later} sets replacing this one's. */
    public StatementOptions overriddenBy(StatementOptions later) {
        Args.notNull(later, "later");
        return new StatementOptions(
                later.consistency != null ? later.consistency : consistency,
                later.serialConsistency != null ? later.serialConsistency : serialConsistency,
                later.timeout != null ? later.timeout : timeout,
                later.executionProfile != null ? later.executionProfile : executionProfile,
                later.pageSize > 0 ? later.pageSize : pageSize,
                later.idempotent != null ? later.idempotent : idempotent);
    }

    /** {@code statement} with every set value applied (statements are immutable: a copy). */
    public <S extends Statement<S>> S apply(S statement) {
        Args.notNull(statement, "statement");
        S out = statement;
        if (consistency != null) {
            out = out.setConsistencyLevel(consistency);
        }
        if (serialConsistency != null) {
            out = out.setSerialConsistencyLevel(serialConsistency);
        }
        if (timeout != null) {
            out = out.setTimeout(timeout);
        }
        if (executionProfile != null) {
            out = out.setExecutionProfileName(executionProfile);
        }
        if (pageSize > 0) {
            out = out.setPageSize(pageSize);
        }
        if (idempotent != null) {
            out = out.setIdempotent(idempotent);
        }
        return out;
    }

    /**
     * {@code write} with every set value applied but the page size, and with idempotence only
     * ever lowered: {@code idempotent = false} stops the driver from retrying a write, while a
     * write QueryFirst marked not idempotent (a counter increment, a list append, a lightweight
     * transaction) stays so whatever these options say, since running it twice could apply it twice
     * (docs/statement-options.md, "Writes").
     *
     * <pre>{@code
     * options.applyToWrite(increment.setIdempotent(false));   // still not idempotent
     * }</pre>
     */
    public Statement<?> applyToWrite(Statement<?> write) {
        Args.notNull(write, "write");
        if (this == NONE) {
            return write;
        }
        Statement<?> out = write;
        if (consistency != null) {
            out = out.setConsistencyLevel(consistency);
        }
        if (serialConsistency != null) {
            out = out.setSerialConsistencyLevel(serialConsistency);
        }
        if (timeout != null) {
            out = out.setTimeout(timeout);
        }
        if (executionProfile != null) {
            out = out.setExecutionProfileName(executionProfile);
        }
        if (Boolean.FALSE.equals(idempotent) && !Boolean.FALSE.equals(out.isIdempotent())) {
            out = out.setIdempotent(false);
        }
        return out;
    }

    /** Whether no value is set, so that {@link #apply} and {@link #applyToWrite} change nothing. */
    public boolean isEmpty() {
        return equals(NONE);
    }

    public Optional<ConsistencyLevel> consistency() {
        return Optional.ofNullable(consistency);
    }

    public Optional<ConsistencyLevel> serialConsistency() {
        return Optional.ofNullable(serialConsistency);
    }

    public Optional<Duration> timeout() {
        return Optional.ofNullable(timeout);
    }

    public Optional<String> executionProfile() {
        return Optional.ofNullable(executionProfile);
    }

    /** Rows per round trip, if set. */
    public Optional<Integer> pageSize() {
        return pageSize > 0 ? Optional.of(pageSize) : Optional.empty();
    }

    public Optional<Boolean> idempotent() {
        return Optional.ofNullable(idempotent);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof StatementOptions o
                && Objects.equals(consistency, o.consistency)
                && Objects.equals(serialConsistency, o.serialConsistency)
                && Objects.equals(timeout, o.timeout)
                && Objects.equals(executionProfile, o.executionProfile)
                && pageSize == o.pageSize
                && Objects.equals(idempotent, o.idempotent);
    }

    @Override
    public int hashCode() {
        return Objects.hash(consistency, serialConsistency, timeout, executionProfile, pageSize, idempotent);
    }

    @Override
    public String toString() {
        return "StatementOptions[consistency=" + consistency + ", serialConsistency=" + serialConsistency
                + ", timeout=" + timeout + ", executionProfile=" + executionProfile + ", pageSize="
                + (pageSize > 0 ? pageSize : null) + ", idempotent=" + idempotent + "]";
    }
}
