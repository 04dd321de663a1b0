package dev.queryfirst.runtime.internal;

import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.listen.AccessKind;
import dev.queryfirst.runtime.listen.AccessListener;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;

/**
 * Tells a DAO's {@link AccessListener} about each of its calls. Generated DAOs hold one and wrap
 * every public {@code …Async} method in it:
 *
 * <pre>{@code
 * public CompletionStage<Void> saveAsync(Ticket ticket) {
 *     AccessListener.Access access = accesses.started(AccessKind.WRITE, "save");
 *     try {
 *         return accesses.ended(access, saveUnobserved(ticket));
 *     } catch (RuntimeException e) {
 *         throw accesses.failed(access, e);
 *     }
 * }
 * }</pre>
 *
 * <p>Without a listener, {@link #started} returns a constant and {@link #ended} the stage it was
 * given: no allocation, no extra stage.
 */
public final class Accesses {

    /** The access of a DAO without listener. */
    private static final AccessListener.Access UNOBSERVED = new AccessListener.Access() {
        @Override
        public void succeeded(int rows) {}

        @Override
        public void failed(Throwable error) {}
    };

    private final AccessListener listener;
    private final String entity;

    /**
     * @param entity the entity's simple name, which every access of this DAO is reported with
     */
    public Accesses(DaoOptions options, String entity) {
        Args.notNull(options, "options");
        this.entity = Args.notNull(entity, "entity");
        this.listener = options.accessListener().orElse(null);
    }

    /** A call of {@code operation} starts. */
    public AccessListener.Access started(AccessKind kind, String operation) {
        if (listener == null) {
            return UNOBSERVED;
        }
        try {
            AccessListener.Access access = listener.started(kind, entity, operation);
            return access == null ? UNOBSERVED : access;
        } catch (RuntimeException listenerFailure) {
            return UNOBSERVED; // a listener must never break the call it observes
        }
    }

    /** {@code stage}, which tells {@code access} how it ended. */
    public <T> CompletionStage<T> ended(AccessListener.Access access, CompletionStage<T> stage) {
        if (access == UNOBSERVED) {
            return stage;
        }
        return stage.whenComplete((result, error) -> {
            try {
                if (error == null) {
                    access.succeeded(rows(result));
                } else {
                    access.failed(
                            error instanceof CompletionException && error.getCause() != null
                                    ? error.getCause()
                                    : error);
                }
            } catch (RuntimeException listenerFailure) {
                // dropped: the caller's result is the DAO's, whatever the listener does
            }
        });
    }

    /** Tells {@code access} that the call threw {@code error} before returning a stage; returns it, to be thrown. */
    public RuntimeException failed(AccessListener.Access access, RuntimeException error) {
        if (access != UNOBSERVED) {
            try {
                access.failed(error);
            } catch (RuntimeException listenerFailure) {
                error.addSuppressed(listenerFailure);
            }
        }
        return error;
    }

    /** Tells the listener that a write of this DAO sent {@code statements} statements. */
    public void batchWritten(int statements) {
        if (listener == null) {
            return;
        }
        try {
            listener.batchWritten(entity, statements);
        } catch (RuntimeException listenerFailure) {
            // dropped, as above
        }
    }

    /** The rows a read returned; -1 for what a write returns. */
    private static int rows(Object result) {
        if (result instanceof List<?> list) {
            return list.size();
        }
        if (result instanceof Page<?> page) {
            return page.items().size();
        }
        if (result instanceof Optional<?> optional) {
            return optional.isPresent() ? 1 : 0;
        }
        return -1;
    }
}
