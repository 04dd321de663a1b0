package dev.queryfirst.processor.check;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TableOverrides;
import java.util.List;

/**
 * The table options an entity sets ({@code @Entity(compaction, gcGraceSeconds)}) checked against
 * its tables' shape: QF109 for TimeWindowCompactionStrategy on rows that never expire or that
 * move, for a {@code gc_grace_seconds} below the hint window on rows that are updated or deleted,
 * and for 0 on a save written as a logged batch.
 */
final class OptionChecks {

    private final Reporter reporter;
    private final EntityDesign design;
    private final EntityModel entity;

    OptionChecks(Reporter reporter, EntityDesign design) {
        this.reporter = reporter;
        this.design = design;
        this.entity = design.entity();
    }

    /** @param batched the statements of a save's logged batch (1: sent alone) */
    void check(int batched) {
        TableOverrides overrides = entity.overrides();
        if (overrides.compaction() == Entity.Compaction.TIME_WINDOW) {
            checkTimeWindows(entity.site().entityMember("compaction"));
        }
        if (overrides.setsGcGrace()) {
            checkGcGrace(entity.site().entityMember("gcGraceSeconds"), overrides.gcGraceSeconds(), batched);
        }
    }

    private void checkTimeWindows(Site site) {
        String override = "@Entity(compaction = Entity.Compaction.TIME_WINDOW) on " + entity.simpleName();
        if (entity.ttl().isEmpty()) {
            reporter.report(
                    Code.QF109,
                    site,
                    override,
                    "TimeWindowCompactionStrategy drops a window once all its rows have expired, and the rows of "
                            + entity.simpleName() + " never expire (no ttl): their windows would pile up forever",
                    "set @Entity(ttl = \"...\"), or remove compaction (UnifiedCompactionStrategy, by shape)");
            return;
        }
        List<String> moving = design.tables().stream()
                .filter(design::rowsMove)
                .map(TableModel::name)
                .toList();
        if (!moving.isEmpty()) {
            reporter.report(
                    Code.QF109,
                    site,
                    override,
                    "table " + String.join(", ", moving) + (moving.size() == 1 ? " moves its" : " move their")
                            + " rows when an attribute of the key changes: the row tombstone lands in a newer window"
                            + " than the row it deletes, TimeWindowCompactionStrategy never compacts the two together,"
                            + " and both stay until the older window expires",
                    "remove compaction (UnifiedCompactionStrategy, by shape), or mark the attributes of those keys"
                            + " @Fixed if they never change");
        }
    }

    private void checkGcGrace(Site site, long seconds, int batched) {
        String override = "@Entity(gcGraceSeconds = " + seconds + ") on " + entity.simpleName();
        if (seconds < GcGrace.HINT_WINDOW && !entity.onlyExpires()) {
            reporter.report(
                    Code.QF109,
                    site,
                    override,
                    Numbers.grouped(seconds) + " s is below the hint window (" + Numbers.grouped(GcGrace.HINT_WINDOW)
                            + " s, Cassandra's max_hint_window), and the rows of " + entity.simpleName()
                            + " are updated or deleted: a hint lives no longer than gc_grace_seconds, so a replica"
                            + " down for longer misses a delete for good unless a repair runs in time, and the row"
                            + " comes back",
                    "set gcGraceSeconds to at least " + GcGrace.HINT_WINDOW + ", with a full repair more often than"
                            + " that, or remove it (Cassandra's 864,000)");
        } else if (seconds == 0 && batched > 1) {
            reporter.report(
                    Code.QF109,
                    site,
                    override,
                    "a save of " + entity.simpleName() + " is a logged batch of " + batched + " statements, and"
                            + " Cassandra keeps a batch's log no longer than the lowest gc_grace_seconds of its"
                            + " tables: with 0 it could expire before the batch is replayed (the node warns at"
                            + " every save)",
                    "set gcGraceSeconds to at least " + GcGrace.HINT_WINDOW + ", or remove it");
        }
    }
}
