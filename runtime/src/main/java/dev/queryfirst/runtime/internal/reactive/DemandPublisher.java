package dev.queryfirst.runtime.internal.reactive;

import dev.queryfirst.runtime.internal.Args;
import java.util.ArrayDeque;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.reactivestreams.Publisher;
import org.reactivestreams.Subscriber;
import org.reactivestreams.Subscription;

/**
 * A cold publisher of at most {@code limit} rows read chunk by chunk, on demand: each subscription
 * starts its own read, asks {@link Chunks} for the next chunk only when the rows it holds do not
 * meet the subscriber's demand, and asks for none after a cancel, an error or the limit. A
 * subscriber that requests one row at a time therefore causes no read beyond the chunk that holds
 * its next row: a bucket walk reads no partition it does not need.
 *
 * <pre>{@code
 * Publisher<LogMessage> rows = new DemandPublisher<>(() -> walk.chunks(), 10);
 * Flux.from(rows).take(3).collectList().block();   // reads the first partition only
 * }</pre>
 *
 * <p>Signals to one subscriber are serialized (a drain loop: whichever thread finds the loop free
 * runs it, the others leave their work to it), as Reactive Streams rule 1.3 requires.
 *
 * @param <T> the row type
 */
public final class DemandPublisher<T> implements Publisher<T> {

    private final Supplier<Chunks<T>> chunks;
    private final long limit;

    /**
     * @param chunks a new read per subscription
     * @param limit the most rows to publish; the publisher completes when it has published them
     */
    public DemandPublisher(Supplier<Chunks<T>> chunks, long limit) {
        this.chunks = Args.notNull(chunks, "chunks");
        if (limit <= 0) {
            throw new IllegalArgumentException("limit must be positive, was " + limit);
        }
        this.limit = limit;
    }

    @Override
    public void subscribe(Subscriber<? super T> subscriber) {
        Args.notNull(subscriber, "subscriber");
        Chunks<T> read;
        try {
            read = chunks.get();
        } catch (RuntimeException e) {
            subscriber.onSubscribe(Drain.NOTHING);
            subscriber.onError(e);
            return;
        }
        new Drain<>(subscriber, read, limit).start();
    }

    /** One subscription's state; every field but {@code demand} and {@code wip} is touched in the loop only. */
    private static final class Drain<T> implements Subscription {

        static final Subscription NOTHING = new Subscription() {
            @Override
            public void request(long n) {}

            @Override
            public void cancel() {}
        };

        private final Subscriber<? super T> subscriber;
        private final Chunks<T> chunks;
        private final AtomicLong demand = new AtomicLong();
        private final AtomicInteger wip = new AtomicInteger();
        private final ArrayDeque<T> held = new ArrayDeque<>();
        private long left;
        private volatile boolean cancelled;
        private volatile boolean reading;
        private volatile boolean exhausted;
        private volatile Throwable failure;
        private volatile IllegalArgumentException invalid;
        private volatile List<T> arrived;
        private boolean terminated;

        Drain(Subscriber<? super T> subscriber, Chunks<T> chunks, long limit) {
            this.subscriber = subscriber;
            this.chunks = chunks;
            this.left = limit;
        }

        void start() {
            subscriber.onSubscribe(this);
        }

        @Override
        public void request(long n) {
            if (n <= 0) {
                invalid = new IllegalArgumentException("request(" + n + "): Reactive Streams rule 3.9 asks for n > 0");
            } else {
                demand.getAndAccumulate(n, (current, more) -> current + more < 0 ? Long.MAX_VALUE : current + more);
            }
            drain();
        }

        @Override
        public void cancel() {
            cancelled = true;
            drain();
        }

        private void drain() {
            if (wip.getAndIncrement() != 0) {
                return;
            }
            int missed = 1;
            do {
                loop();
                missed = wip.addAndGet(-missed);
            } while (missed != 0);
        }

        private void loop() {
            if (terminated) {
                return;
            }
            if (cancelled) {
                terminated = true;
                held.clear();
                return;
            }
            if (invalid != null) {
                terminated = true;
                held.clear();
                subscriber.onError(invalid);
                return;
            }
            List<T> chunk = arrived;
            if (chunk != null) {
                arrived = null;
                held.addAll(chunk);
            }
            while (demand.get() > 0 && !held.isEmpty() && left > 0 && !cancelled) {
                T row = held.poll();
                demand.decrementAndGet();
                left--;
                subscriber.onNext(row);
            }
            if (cancelled) {
                terminated = true;
                held.clear();
                return;
            }
            Throwable error = failure;
            if (left == 0 || (held.isEmpty() && !reading && (exhausted || chunks.finished()))) {
                terminated = true;
                held.clear();
                if (error != null) {
                    subscriber.onError(error);
                } else {
                    subscriber.onComplete();
                }
                return;
            }
            if (held.isEmpty() && demand.get() > 0 && !reading && !exhausted) {
                readNext();
            }
        }

        private void readNext() {
            reading = true;
            try {
                chunks.next().whenComplete((chunk, error) -> {
                    if (error != null) {
                        failure = error;
                        exhausted = true;
                    } else if (chunk == null) {
                        exhausted = true;
                    } else {
                        arrived = chunk;
                    }
                    reading = false;
                    drain();
                });
            } catch (RuntimeException e) {
                failure = e;
                exhausted = true;
                reading = false;
                drain();
            }
        }
    }
}
