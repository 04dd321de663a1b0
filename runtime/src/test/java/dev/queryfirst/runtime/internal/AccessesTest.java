package dev.queryfirst.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.Page;
import dev.queryfirst.runtime.listen.AccessKind;
import dev.queryfirst.runtime.listen.AccessListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import org.junit.jupiter.api.Test;

class AccessesTest {

    /** What a listener was told, in order. */
    private final List<String> told = new ArrayList<>();

    private final AccessListener recording = new AccessListener() {
        @Override
        public Access started(AccessKind kind, String entity, String operation) {
            told.add("started " + kind + " " + entity + "." + operation);
            return new Access() {
                @Override
                public void succeeded(int rows) {
                    told.add("succeeded " + rows);
                }

                @Override
                public void failed(Throwable error) {
                    told.add("failed " + error.getClass().getSimpleName() + ": " + error.getMessage());
                }
            };
        }

        @Override
        public void batchWritten(String entity, int statements) {
            told.add("batch " + entity + " " + statements);
        }
    };

    @Test
    void withoutListenerTheStageIsTheCallsOwn() {
        Accesses accesses = new Accesses(DaoOptions.defaults(), "Ticket");
        AccessListener.Access first = accesses.started(AccessKind.READ, "byAssignee");
        assertSame(first, accesses.started(AccessKind.WRITE, "save"), "one constant, nothing allocated");
        CompletionStage<String> stage = CompletableFuture.completedFuture("row");
        assertSame(stage, accesses.ended(first, stage));
        IllegalArgumentException bad = new IllegalArgumentException("ticket must not be null");
        assertSame(bad, accesses.failed(first, bad));
    }

    @Test
    void readsReportTheirRows() throws Exception {
        Accesses accesses = new Accesses(DaoOptions.defaults().withAccessListener(recording), "Ticket");
        end(accesses, "byAssignee", List.of("a", "b", "c"));
        end(accesses, "byAssigneePage", new Page<>(List.of("a", "b"), "cursor"));
        end(accesses, "findByKey", Optional.empty());
        end(accesses, "findByKey", Optional.of("a"));
        assertEquals(
                List.of(
                        "started READ Ticket.byAssignee",
                        "succeeded 3",
                        "started READ Ticket.byAssigneePage",
                        "succeeded 2",
                        "started READ Ticket.findByKey",
                        "succeeded 0",
                        "started READ Ticket.findByKey",
                        "succeeded 1"),
                told);
    }

    @Test
    void writesReportNoRowsAndTheirStatements() throws Exception {
        Accesses accesses = new Accesses(DaoOptions.defaults().withAccessListener(recording), "Ticket");
        AccessListener.Access access = accesses.started(AccessKind.WRITE, "save");
        accesses.batchWritten(4);
        accesses.ended(access, CompletableFuture.<Void>completedFuture(null))
                .toCompletableFuture()
                .get();
        assertEquals(List.of("started WRITE Ticket.save", "batch Ticket 4", "succeeded -1"), told);
    }

    @Test
    void failuresReachTheListenerUnwrappedAndTheCallerUnchanged() {
        Accesses accesses = new Accesses(DaoOptions.defaults().withAccessListener(recording), "Ticket");
        AccessListener.Access access = accesses.started(AccessKind.WRITE, "save");
        CompletableFuture<Void> failing = new CompletableFuture<>();
        CompletionStage<Void> observed = accesses.ended(access, failing.thenApply(done -> done));
        failing.completeExceptionally(new IllegalStateException("node down"));
        ExecutionException thrown = assertThrows(
                ExecutionException.class, () -> observed.toCompletableFuture().get());
        assertTrue(thrown.getCause() instanceof IllegalStateException, thrown.toString());
        IllegalArgumentException bad = new IllegalArgumentException("ticket must not be null");
        assertSame(bad, accesses.failed(accesses.started(AccessKind.WRITE, "save"), bad));
        assertEquals(
                List.of(
                        "started WRITE Ticket.save",
                        "failed IllegalStateException: node down",
                        "started WRITE Ticket.save",
                        "failed IllegalArgumentException: ticket must not be null"),
                told);
    }

    @Test
    void aListenerThatThrowsNeverBreaksTheCall() throws Exception {
        AccessListener broken = (kind, entity, operation) -> new AccessListener.Access() {
            @Override
            public void succeeded(int rows) {
                throw new IllegalStateException("listener bug");
            }

            @Override
            public void failed(Throwable error) {
                throw new IllegalStateException("listener bug");
            }
        };
        Accesses accesses = new Accesses(DaoOptions.defaults().withAccessListener(broken), "Ticket");
        AccessListener.Access access = accesses.started(AccessKind.READ, "byAssignee");
        assertEquals(
                List.of("a"),
                accesses.ended(access, CompletableFuture.completedFuture(List.of("a")))
                        .toCompletableFuture()
                        .get());
        IllegalArgumentException bad = new IllegalArgumentException("assignee must not be null");
        assertSame(bad, accesses.failed(access, bad));
        assertEquals(1, bad.getSuppressed().length, "the listener's own failure is kept beside the call's");
        Accesses throwingAtStart = new Accesses(
                DaoOptions.defaults().withAccessListener((kind, entity, operation) -> {
                    throw new IllegalStateException("listener bug");
                }),
                "Ticket");
        CompletionStage<String> stage = CompletableFuture.completedFuture("row");
        assertSame(stage, throwingAtStart.ended(throwingAtStart.started(AccessKind.READ, "byAssignee"), stage));
    }

    private void end(Accesses accesses, String operation, Object result) throws Exception {
        accesses.ended(accesses.started(AccessKind.READ, operation), CompletableFuture.completedFuture(result))
                .toCompletableFuture()
                .get();
    }
}
