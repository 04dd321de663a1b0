package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.oracle.ModelShape.Attr;
import dev.queryfirst.reliability.oracle.Operation.Type;
import dev.queryfirst.runtime.audit.AuditReport;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CompletionException;

/**
 * Runs one model's sequence: each operation on the DAO and on the {@link Store}, then every
 * access pattern of every partition the operation touched ({@link Reads}), {@code findByKey} and
 * the audit. Stops at the first mismatch: what follows would differ because of it.
 */
final class OracleRun {

    private static final int HISTORY = 15;

    private final ModelShape shape;
    private final ModelDriver driver;
    private final String replay;
    private final Store store;
    private final Workload workload;
    private final Reads reads;
    private final MutableClock clock;
    private final int auditEvery;
    private final List<String> history = new ArrayList<>();
    private int operations;
    private int executed;
    private long auditNanos;

    /**
     * @param auditEvery the audit runs after every {@code auditEvery}-th step and the last one (it
     *     reads every row of every table). Between audits the reads after each step are the
     *     per-step check of the touched entity's tables: every access pattern of every partition
     *     its old and new state are in, which is where any row the step wrote, moved or left
     *     behind lies.
     */
    OracleRun(
            ModelShape shape,
            ModelDriver driver,
            long seed,
            String replay,
            Store.References references,
            MutableClock clock,
            int auditEvery) {
        this.auditEvery = auditEvery;
        this.shape = shape;
        this.driver = driver;
        this.replay = replay;
        this.clock = clock;
        Random random = new Random(seed);
        Values values = new Values(random, clock.tick());
        this.store = new Store(shape, references);
        this.workload = new Workload(shape, store, values, random, 6 + random.nextInt(20), references);
        this.reads = new Reads(shape, driver, store, values, random);
    }

    /** Runs up to {@code operations} steps; the mismatch that stopped it, or null. */
    Mismatch run(int operations) {
        this.operations = operations;
        for (int i = 1; i <= operations; i++) {
            Operation op = workload.next(i);
            Mismatch m = step(op);
            executed++;
            history.add(op.describe(shape));
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    /** Operations executed, the failing one included. */
    int executed() {
        return executed;
    }

    /** The time spent in {@code audit()}, in milliseconds. */
    long auditMillis() {
        return auditNanos / 1_000_000;
    }

    /** The whole sequence run, one operation a line. */
    List<String> history() {
        return List.copyOf(history);
    }

    private Mismatch step(Operation op) {
        if (op.type() == Type.SAVE_REFERENCED) {
            driver.saveReferenced(op.values());
            store.referencedSaved((UUID) op.values()[0], (String) op.values()[1]);
            return check(op, List.of());
        }
        Object[] v = op.values();
        List<Object> key = store.key(v);
        Object[] before = store.written(key);
        String refused = refusal(op, before);
        Object outcome;
        try {
            outcome = execute(op);
        } catch (RuntimeException e) {
            Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            outcome = cause.getClass().getSimpleName() + ": " + cause.getMessage();
            if (refused != null && cause instanceof IllegalArgumentException) {
                return check(op, touched(before, v));
            }
        }
        String expected = refused != null ? "IllegalArgumentException (" + refused + ")" : expectedOutcome(op, before);
        if (!String.valueOf(outcome).equals(expected)) {
            return mismatch(op, "the outcome of the write", List.of(expected), List.of(String.valueOf(outcome)));
        }
        switch (op.type()) {
            case INSERT, SAVE -> store.put(v);
            case UPDATE -> {
                // An update that reads nothing first writes blindly, like a save.
                if (before != null || !shape.writesRead()) {
                    store.put(v);
                }
            }
            default -> store.remove(key);
        }
        return check(op, touched(before, v));
    }

    private Object execute(Operation op) {
        Object entity = driver.entity(op.values());
        return switch (op.type()) {
            case INSERT -> {
                driver.insert(op.mode(), entity, op.async());
                yield "done";
            }
            case SAVE -> {
                driver.save(op.mode(), entity, op.async());
                yield "done";
            }
            case UPDATE -> driver.update(op.mode(), entity, op.async());
            default -> {
                boolean deleted = driver.delete(op.mode(), entity, op.async());
                yield shape.hasBase() ? deleted : "done";
            }
        };
    }

    private String expectedOutcome(Operation op, Object[] before) {
        return switch (op.type()) {
            case INSERT, SAVE -> "done";
            case UPDATE -> String.valueOf(before != null || !shape.writesRead());
            default -> shape.hasBase() ? String.valueOf(before != null) : "done";
        };
    }

    /** Why the DAO must refuse the write before sending anything, or null. */
    private String refusal(Operation op, Object[] before) {
        if (op.type() == Type.DELETE && shape.hasBase()) {
            return null;
        }
        String fixed = changedFixed(op, before);
        if (fixed != null) {
            return fixed;
        }
        for (Attr a : shape.attributes()) {
            Object value = op.values()[a.index()];
            if (a.kind().canBeEmpty() && shape.wholePartitionKey(a) && isEmpty(value)) {
                return a.name() + " is empty and a table's whole partition key";
            }
            if (value instanceof List<?> reference
                    && shape.referenceNameIsWholePartitionKey(a)
                    && isEmpty(reference.get(1))) {
                return a.name() + ".name is empty and a table's whole partition key";
            }
        }
        return null;
    }

    /**
     * A {@code @Fixed} attribute the write changes, where the DAO reads the previous state first (an
     * update or save of an entity whose rows can move, or a versioned one): it refuses the write.
     */
    private String changedFixed(Operation op, Object[] before) {
        boolean write = op.type() == Type.UPDATE || op.type() == Type.SAVE;
        if (before == null || !write || !shape.writesRead()) {
            return null;
        }
        for (Attr a : shape.attributes()) {
            if (a.fixed() && !a.key() && !Values.sameStored(a.kind(), before[a.index()], op.values()[a.index()])) {
                return a.name() + " is @Fixed";
            }
        }
        return null;
    }

    private static boolean isEmpty(Object value) {
        return value instanceof String s && s.isEmpty()
                || value instanceof byte[] b && b.length == 0
                || value instanceof java.nio.ByteBuffer buffer && !buffer.hasRemaining();
    }

    /** The states whose partitions the operation may have changed. */
    private static List<Object[]> touched(Object[] before, Object[] after) {
        List<Object[]> out = new ArrayList<>();
        if (before != null) {
            out.add(before);
        }
        if (after != null) {
            out.add(after);
        }
        return out;
    }

    private Mismatch check(Operation op, List<Object[]> states) {
        Instant now = clock.tick();
        Reads.Difference d = reads.compare(states, now);
        if (d == null && shape.referenced() != null && op.type() == Type.SAVE_REFERENCED) {
            d = reads.compareEverything(now);
        }
        if (d != null) {
            return mismatch(op, d.read(), d.expected(), d.actual());
        }
        if (op.number() % auditEvery != 0 && op.number() != operations) {
            return null;
        }
        long started = System.nanoTime();
        AuditReport audit = driver.audit();
        auditNanos += System.nanoTime() - started;
        // The workload writes references to entities it never saved: the audit of a live reference
        // (docs/mapping-rules.md, "Live references") reports those as dangling, which is what it must do.
        if (audit.missing() + audit.stale() + audit.orphaned() + audit.staleReferences() > 0) {
            return mismatch(op, "audit()", List.of("clean"), List.of(audit.toString()));
        }
        return null;
    }

    private Mismatch mismatch(Operation op, String read, List<String> expected, List<String> actual) {
        List<String> last = history.subList(Math.max(0, history.size() - HISTORY), history.size());
        return new Mismatch(
                shape.label(),
                replay,
                op.describe(shape),
                List.copyOf(last),
                read,
                expected,
                actual,
                shape.design().sources().get(0).text());
    }
}
