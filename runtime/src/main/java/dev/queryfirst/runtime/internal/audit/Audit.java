package dev.queryfirst.runtime.internal.audit;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.Finding;
import dev.queryfirst.runtime.audit.TableReport;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.DirectoryTable;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.StaticColumnsTable;
import dev.queryfirst.runtime.internal.VersionedTable;
import dev.queryfirst.runtime.internal.copy.CopyCheck;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.propagate.LiveReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks (and optionally repairs) every derived copy of an entity against a source table.
 *
 * <p>Two passes, both streaming, so memory does not grow with the tables:
 * <ol>
 *   <li>Scan the source; for every source row compute the row each derived table should hold, the
 *       copy row of the entity's model description ({@link CopyCheck}, docs/architecture.md "The
 *       copy row"), and read it there by its primary key: absent is <b>missing</b>, present with a
 *       differing column is <b>stale</b>.
 *   <li>Scan each derived table; for every row read the entity it holds back from the source (every
 *       table holds every attribute, docs/mapping-rules.md, "Columns"): absent, or present with a
 *       different primary key in this table (the entity moved), is <b>orphaned</b>.
 * </ol>
 * Repair rewrites missing and stale rows whole as their copy rows (a rewritten row gets the
 * entity's TTL afresh) and deletes orphans.
 *
 * <p><b>Static columns.</b> A partition of a table with static columns ({@link StaticColumnsTable})
 * that has lost its last row keeps its static values, and the scan returns it as one row whose
 * clustering columns are null. Such a row holds no entity: in the source it is skipped, in a
 * derived table it is reported as orphaned (keyed by its partition key alone), and repair deletes
 * its statics. Repair also deletes the statics of a partition whose last row it deleted as an
 * orphan, so that it leaves no such partition behind.
 *
 * <p>Repairs are written at the driver's clock, so they override whatever damage came before. The
 * copies of a versioned entity ({@link VersionedTable}) are timed by the write time of the
 * entity's previous version ({@link dev.queryfirst.runtime.internal.write.Versions}), which may be older
 * than the repair: so repair then rewrites the base row of every entity whose copies it rewrote or
 * whose orphan it deleted, through a lightweight transaction on the version it read, advancing
 * the version. The entity's next copies are then timed after the repair (clocks being
 * synchronized). When that transaction is not applied the entity was written meanwhile, and
 * that write's copies override the repair's own.
 *
 * <p><b>The source.</b> For a mutable entity it is the base table, the source of truth. An
 * immutable entity has no base table; its DAO passes the table of its first access pattern as the
 * reference and the others as derived: every access-pattern table holds every entity, so the
 * audit cross-checks them against each other. A row missing from the reference itself then shows
 * up as orphaned in the other tables, and repair deletes it there; audit an immutable entity
 * without repair first when the reference might be the damaged table.
 *
 * <p><b>Live references</b> ({@link LiveReference}; docs/mapping-rules.md, "Live references").
 * Given the entity's live references, a first pass scans every table holding a copy of a referenced
 * entity R (the base table included), reads R's base row by the key the copy holds, and reports
 * each copy that differs as {@link Finding.Kind#STALE_REFERENCE} (repair rewrites it from R's base
 * row with the reference's targeted {@code UPDATE}) and each reference to a deleted R as
 * {@link Finding.Kind#DANGLING_REFERENCE} (never repaired: deleting R leaves its referrers as they
 * are). These are kinds of their own, not {@code STALE}, because their source of truth is R's base
 * table, not the entity's. The pass runs first, so that repair brings the base table's copy up to
 * date before the derived rows are compared with it; without repair, a derived row whose copy of R
 * is stale and differs from the base row is reported both as a stale reference and as
 * {@code STALE}. Reference repairs are written at the driver's clock and leave a versioned entity's
 * version alone.
 *
 * <p>An audit reads each table once and each row about twice: run it off-peak. Rows written
 * while it runs may be reported as transient differences.
 *
 * <pre>{@code
 * // in a generated DAO
 * public AuditReport audit() {
 *   return Audit.check(session, options,
 *       ModelDescription.fromClasspath(KEYSPACE, UserDao.class.getClassLoader()).entity("com.example.User"),
 *       users, List.of(usersByEmail));
 * }
 * public AuditReport auditAndRepair() {      // an entity with a live reference
 *   return Audit.repair(session, options, ModelDescription.fromClasspath(...).entity("com.example.Order"),
 *       ordersById, List.of(ordersByCustomer, ordersByStatus), List.of(orderCustomer));
 * }
 * }</pre>
 */
public final class Audit {

    private Audit() {}

    /** Reports every missing, stale and orphaned row of {@code derived}; changes nothing. */
    public static <E> AuditReport check(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived) {
        return check(session, options, model, source, derived, List.of());
    }

    /** Like {@link #check}, and repairs every finding: rewrites missing and stale rows, deletes orphans. */
    public static <E> AuditReport repair(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived) {
        return repair(session, options, model, source, derived, List.of());
    }

    /**
     * Reports every missing, stale and orphaned row of {@code derived}, and every stale or dangling
     * copy of the entities {@code references} point to; changes nothing.
     */
    public static <E> AuditReport check(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived,
            List<? extends LiveReference<?, E>> references) {
        return new Run<>(session, options, model, source, derived, references, false).run();
    }

    /**
     * Like {@link #check(CqlSession, DaoOptions, Entity, EntityTable, List, List)}, and repairs: rewrites
     * stale references, missing and stale rows, deletes orphans; dangling references stay.
     */
    public static <E> AuditReport repair(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived,
            List<? extends LiveReference<?, E>> references) {
        return new Run<>(session, options, model, source, derived, references, true).run();
    }

    /**
     * Like {@link #check(CqlSession, DaoOptions, Entity, EntityTable, List, List)}, and checks the bucket
     * directories of the derived tables: every entity's bucket listed (else {@code MISSING}), every
     * listed bucket holding a row (else {@link Finding.Kind#EMPTY_BUCKET}); changes nothing.
     */
    public static <E> AuditReport check(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived,
            List<? extends LiveReference<?, E>> references,
            List<? extends DirectoryTable<E>> directories) {
        return new Run<>(session, options, model, source, derived, references, false)
                .withDirectories(directories)
                .run();
    }

    /**
     * Like {@link #check(CqlSession, DaoOptions, Entity, EntityTable, List, List, List)}, and repairs:
     * lists every missing bucket too; emptied buckets stay listed.
     */
    public static <E> AuditReport repair(
            CqlSession session,
            DaoOptions options,
            Entity model,
            EntityTable<E> source,
            List<? extends EntityTable<E>> derived,
            List<? extends LiveReference<?, E>> references,
            List<? extends DirectoryTable<E>> directories) {
        return new Run<>(session, options, model, source, derived, references, true)
                .withDirectories(directories)
                .run();
    }

    private static final class Run<E> {
        private final AuditIo io;
        private final EntityTable<E> source;
        private final List<? extends EntityTable<E>> derived;
        /** The copy rows each derived table should hold, in {@code derived}'s order. */
        private final List<CopyCheck> checks;

        private final List<? extends LiveReference<?, E>> references;
        private final boolean repair;
        private final List<DirectoryCheck<E>> directories = new ArrayList<>();
        /** One tally per derived table, in order, then per other table holding a reference (the base table). */
        private final Map<String, Tally> tallies = new LinkedHashMap<>();

        Run(
                CqlSession session,
                DaoOptions options,
                Entity model,
                EntityTable<E> source,
                List<? extends EntityTable<E>> derived,
                List<? extends LiveReference<?, E>> references,
                boolean repair) {
            this.io = new AuditIo(Args.notNull(session, "session"), Args.notNull(options, "options"), repair);
            this.source = Args.notNull(source, "source");
            this.derived = List.copyOf(Args.notNull(derived, "derived"));
            Args.notNull(model, "model");
            for (EntityTable<E> table : this.derived) {
                Optional<String> from = model.table(table.name()).copyOf();
                if (!from.equals(Optional.of(source.name()))) {
                    throw new IllegalArgumentException("model: " + table.name() + " of " + model.name()
                            + " is copied from " + from.orElse("no table") + ", not from " + source.name()
                            + ": the model description and the DAO come from different compilations;"
                            + " rebuild the module so that both come from one"
                            + " (docs/architecture.md, \"The copy row\")");
                }
            }
            // The keyspace the DAO prepared its statements in, as Cassandra stores it.
            String keyspace = source.bindScan()
                    .getPreparedStatement()
                    .getResultSetDefinitions()
                    .get(0)
                    .getKeyspace()
                    .asInternal();
            this.checks = this.derived.stream()
                    .map(table -> CopyCheck.prepare(session, keyspace, model, table.name()))
                    .toList();
            this.references = List.copyOf(Args.notNull(references, "references"));
            this.repair = repair;
            this.derived.forEach(table -> tally(table.name()));
        }

        Run<E> withDirectories(List<? extends DirectoryTable<E>> tables) {
            Args.notNull(tables, "directories")
                    .forEach(table -> directories.add(new DirectoryCheck<>(io, table, tally(table.name()))));
            return this;
        }

        AuditReport run() {
            for (LiveReference<?, E> reference : references) {
                new ReferenceCheck<>(io, reference, this::tally)
                        .run()
                        .forEach((table, rows) -> tally(table).rows = Math.max(tally(table).rows, rows));
            }
            long sourceRows = io.scan(source, this::checkCopies);
            for (EntityTable<E> table : derived) {
                Tally tally = tally(table.name());
                tally.rows = io.scan(table, rows -> checkOrphans(table, tally, rows));
            }
            directories.forEach(DirectoryCheck::checkBuckets);
            List<TableReport> reports =
                    tallies.values().stream().map(Tally::report).toList();
            return new AuditReport(source.name(), sourceRows, reports, repair);
        }

        private Tally tally(String table) {
            return tallies.computeIfAbsent(table, Tally::new);
        }

        /** Pass 1: the rows of one chunk of source entities in every derived table; returns the entities checked. */
        private long checkCopies(List<Row> scanned) {
            List<Row> sourceRows = scanned.stream()
                    .filter(row -> !AuditIo.staticOnly(source, row))
                    .toList();
            List<E> entities = sourceRows.stream().map(source::map).toList();
            BitSet repaired = new BitSet();
            for (int t = 0; t < derived.size(); t++) {
                EntityTable<E> table = derived.get(t);
                CopyCheck check = checks.get(t);
                Tally tally = tally(table.name());
                // The copy row each source row should have here; none in a sparse table for an entity
                // whose optional key attribute is null (a row there anyway is an orphan of pass 2).
                List<Object[]> expected =
                        sourceRows.stream().map(check::expected).toList();
                List<Row> copies = io.readAll(expected.stream()
                        .map(row -> row == null ? null : check.bindSelect(row))
                        .toList());
                for (int i = 0; i < expected.size(); i++) {
                    Object[] row = expected.get(i);
                    Row copy = copies.get(i);
                    if (row == null) {
                        continue;
                    }
                    if (copy == null) {
                        tally.add(Finding.Kind.MISSING, table.primaryKey(entities.get(i)));
                        io.fix(check.bindRepair(row));
                        repaired.set(i);
                    } else if (!check.same(row, copy)) {
                        tally.add(Finding.Kind.STALE, table.primaryKey(entities.get(i)));
                        io.fix(check.bindRepair(row));
                        repaired.set(i);
                    }
                }
            }
            for (DirectoryCheck<E> directory : directories) {
                directory.checkEntries(entities);
            }
            repaired.stream().forEach(i -> advanceVersion(sourceRows.get(i)));
            return entities.size();
        }

        /**
         * Pass 2: whether the entities held by one chunk of derived rows still own those rows; and
         * partitions left with nothing but static values. Returns the entity rows of the chunk.
         */
        private long checkOrphans(EntityTable<E> table, Tally tally, List<Row> scanned) {
            List<Row> rows = new ArrayList<>();
            for (Row row : scanned) {
                if (AuditIo.staticOnly(table, row)) {
                    StaticColumnsTable<E> statics = (StaticColumnsTable<E>) table;
                    tally.add(Finding.Kind.ORPHANED, statics.partitionKey(row));
                    io.fix(statics.bindDeleteStatics(row));
                } else {
                    rows.add(row);
                }
            }
            List<E> held = rows.stream().map(table::map).toList();
            List<Row> owners =
                    io.readAll(held.stream().map(source::bindSelectRow).toList());
            List<E> deleted = new ArrayList<>();
            for (int i = 0; i < held.size(); i++) {
                E copy = held.get(i);
                Row owner = owners.get(i);
                E current = owner == null ? null : source.map(owner);
                if (current == null
                        || !table.holds(current)
                        || !same(table.primaryKey(current), table.primaryKey(copy))) {
                    tally.add(Finding.Kind.ORPHANED, table.primaryKey(copy));
                    io.fix(table.bindDelete(copy));
                    deleted.add(copy);
                    if (owner != null) {
                        advanceVersion(owner);
                    }
                }
            }
            if (repair && table instanceof StaticColumnsTable<E> statics) {
                dropEmptyPartitions(statics, deleted);
            }
            return rows.size();
        }

        /** Deletes the statics of the partitions of {@code deleted} that hold no row any more. */
        private void dropEmptyPartitions(StaticColumnsTable<E> table, List<E> deleted) {
            List<E> partitions = new ArrayList<>();
            List<List<Object>> seen = new ArrayList<>();
            for (E entity : deleted) {
                List<Object> key = table.partitionKey(entity);
                if (!seen.contains(key)) {
                    seen.add(key);
                    partitions.add(entity);
                }
            }
            List<Row> first = io.readAll(
                    partitions.stream().map(table::bindSelectFirstRow).toList());
            for (int i = 0; i < partitions.size(); i++) {
                if (first.get(i) != null && first.get(i).isNull(0)) {
                    io.fix(table.bindDeleteStatics(partitions.get(i)));
                }
            }
        }

        /**
         * When repairing the copies of a versioned entity, rewrites its base row (read as
         * {@code sourceRow}) at the next version, so that its next copies are timed after the repair;
         * not applied when the entity was written meanwhile, which is as good.
         */
        private void advanceVersion(Row sourceRow) {
            if (repair && source instanceof VersionedTable<E> versioned) {
                io.execute(versioned.bindUpdateIfVersion(versioned.map(sourceRow), versioned.version(sourceRow)));
            }
        }
    }

    /**
     * Whether two rows' values are equal, {@code byte[]} attributes by content: an array equals
     * only itself, so every copy of an entity with a {@code byte[]} attribute was reported stale
     * (found by the reliability module's oracle).
     */
    static boolean same(List<Object> left, List<Object> right) {
        return Arrays.deepEquals(left.toArray(), right.toArray());
    }
}
