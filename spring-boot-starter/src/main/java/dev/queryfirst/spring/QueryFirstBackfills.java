package dev.queryfirst.spring;

import dev.queryfirst.runtime.backfill.BackfillListener;
import dev.queryfirst.runtime.backfill.BackfillProgress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The progress of every backfill this application ran at start-up, by keyspace and table: what the
 * actuator endpoint shows and the {@code queryfirst.backfill.*} gauges read. Progress is logged at
 * INFO, at most once per {@code queryfirst.migration.backfill.progress-interval} per table, and
 * always when a table is done.
 */
public final class QueryFirstBackfills {

    private static final Logger LOG = LoggerFactory.getLogger(QueryFirstBackfills.class);

    /** A backfill as last reported: the keyspace it runs in, and its progress. */
    public record Backfill(String keyspace, BackfillProgress progress) {

        /** Whether every token range is copied. */
        public boolean done() {
            return progress.rangesDone() >= progress.rangesTotal();
        }
    }

    private final Duration logInterval;
    private final Map<String, Backfill> latest = new ConcurrentHashMap<>();
    private final Map<String, Long> loggedAt = new ConcurrentHashMap<>();
    private final List<BiConsumer<String, BackfillProgress>> subscribers = new CopyOnWriteArrayList<>();

    public QueryFirstBackfills(Duration logInterval) {
        this.logInterval = logInterval;
    }

    /** The listener a migration of {@code keyspace} reports its backfills' progress to. */
    public BackfillListener listener(String keyspace) {
        return progress -> record(keyspace, progress);
    }

    /**
     * Tells {@code subscriber} (keyspace, progress) the latest report of every backfill so far, and
     * every report from now on.
     */
    public synchronized void subscribe(BiConsumer<String, BackfillProgress> subscriber) {
        all().forEach(backfill -> subscriber.accept(backfill.keyspace(), backfill.progress()));
        subscribers.add(subscriber);
    }

    /** Every backfill reported so far, by keyspace and table. */
    public List<Backfill> all() {
        List<Backfill> all = new ArrayList<>(latest.values());
        all.sort(Comparator.comparing(Backfill::keyspace)
                .thenComparing(b -> b.progress().target()));
        return all;
    }

    private synchronized void record(String keyspace, BackfillProgress progress) {
        Backfill backfill = new Backfill(keyspace, progress);
        String key = keyspace + "." + progress.target();
        latest.put(key, backfill);
        long now = System.nanoTime();
        Long last = loggedAt.get(key);
        if (backfill.done() || last == null || now - last >= logInterval.toNanos()) {
            loggedAt.put(key, now);
            LOG.info(
                    "Backfill of {}.{}: {} rows copied, {}/{} token ranges ({}%)",
                    keyspace,
                    progress.target(),
                    progress.rowsCopied(),
                    progress.rangesDone(),
                    progress.rangesTotal(),
                    Math.round(progress.fraction() * 100));
        }
        subscribers.forEach(subscriber -> subscriber.accept(keyspace, progress));
    }
}
