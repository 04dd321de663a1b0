package dev.queryfirst.runtime.internal.read;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * A {@link ShardStream.Fetcher} that answers a read's requests one round trip at a time, on a real
 * session: every request the read has sent so far is executed (concurrently) and answered, then
 * the requests those answers led to, and so on. A round is the requests that were in flight
 * together, so the rounds are the read's sequential round trips, counted without any clock: a
 * read of 11 partitions one after another takes 11 rounds, one reading 9 of them at once 3.
 */
final class RoundTripFetcher implements ShardStream.Fetcher {

    private record Pending(BoundStatement statement, CompletableFuture<AsyncResultSet> answer) {}

    private final CqlSession session;
    private final LinkedBlockingQueue<Pending> pending = new LinkedBlockingQueue<>();
    private final List<Integer> rounds = new ArrayList<>();

    RoundTripFetcher(CqlSession session) {
        this.session = session;
    }

    /** As {@code Reader} runs a statement: at most {@code rows} rows per page, from {@code pagingState}. */
    @Override
    public CompletionStage<AsyncResultSet> fetch(BoundStatement statement, int rows, ByteBuffer pagingState) {
        BoundStatement paged = rows > 0 ? statement.setPageSize(Math.min(rows, 5000)) : statement;
        if (pagingState != null) {
            paged = paged.setPagingState(pagingState);
        }
        CompletableFuture<AsyncResultSet> answer = new CompletableFuture<>();
        pending.add(new Pending(paged, answer));
        return answer;
    }

    /** Runs {@code read} to its end, round trip by round trip, and returns what it returned. */
    <R> R run(Supplier<CompletionStage<R>> read) {
        rounds.clear();
        CompletableFuture<R> result = read.get().toCompletableFuture();
        while (!result.isDone()) {
            List<Pending> round = new ArrayList<>();
            try {
                // A listing's next page is fetched by the driver, not here: its answer may come later.
                Pending first = pending.poll(30, TimeUnit.SECONDS);
                if (first == null) {
                    throw new IllegalStateException("the read waits, but sent no request");
                }
                round.add(first);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
            pending.drainTo(round);
            rounds.add(round.size());
            List<CompletableFuture<AsyncResultSet>> answers = new ArrayList<>();
            for (Pending request : round) {
                answers.add(session.executeAsync(request.statement()).toCompletableFuture());
            }
            // Answered on this thread, in order: the requests they lead to wait for the next round.
            for (int i = 0; i < round.size(); i++) {
                CompletableFuture<AsyncResultSet> answer = round.get(i).answer();
                try {
                    answer.complete(answers.get(i).join());
                } catch (CompletionException e) {
                    answer.completeExceptionally(e.getCause());
                }
            }
        }
        return result.join();
    }

    /** How many requests each round of the last {@link #run} sent. */
    List<Integer> rounds() {
        return List.copyOf(rounds);
    }

    /** How many requests the last {@link #run} sent: the partitions it touched. */
    int requests() {
        return rounds.stream().mapToInt(Integer::intValue).sum();
    }
}
