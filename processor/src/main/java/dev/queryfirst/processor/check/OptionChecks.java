package dev.queryfirst.processor.check;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.OptionMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.GcGrace;
import dev.queryfirst.processor.model.KeyChurn;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TableOverrides;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The table options an entity sets ({@code @Entity(compaction, gcGraceSeconds)}) checked against
 * its tables' shape: QF109 for TimeWindowCompactionStrategy on rows that never expire or that
 * move when a key attribute is expected to change ({@link KeyChurn}), for a {@code gc_grace_seconds} below the hint window on rows that are updated or deleted,
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
        if (entity.ttl().isEmpty()) {
            reporter.report(
                    site,
                    OptionMessages.TIME_WINDOW_WITHOUT_TTL
                            .with("entity", entity.simpleName())
                            .with("snapshots", TtlSnapshots.of(design)));
            return;
        }
        List<String> moving = new ArrayList<>();
        Set<String> attributes = new LinkedHashSet<>();
        for (TableModel table : design.tables()) {
            Map<Attribute, Boolean> changing = KeyChurn.of(entity, table.primaryKey());
            if (!changing.isEmpty()) {
                moving.add(table.name());
                changing.keySet().forEach(a -> attributes.add(a.name()));
            }
        }
        if (!moving.isEmpty()) {
            reporter.report(
                    site,
                    OptionMessages.TIME_WINDOW_ON_MOVING_ROWS
                            .with("entity", entity.simpleName())
                            .with(
                                    "moving",
                                    (moving.size() == 1 ? Phrase.ONE_TABLE_MOVES : Phrase.TABLES_MOVE)
                                            .with("tables", String.join(", ", moving))
                                            .text())
                            .with("attributes", String.join(" or ", attributes)));
        }
    }

    private void checkGcGrace(Site site, long seconds, int batched) {
        if (seconds < GcGrace.HINT_WINDOW && !entity.onlyExpires()) {
            reporter.report(
                    site,
                    OptionMessages.GC_GRACE_BELOW_HINT_WINDOW
                            .with("seconds", seconds)
                            .with("entity", entity.simpleName())
                            .with("duration", Numbers.grouped(seconds) + " s")
                            .with("hintWindow", Numbers.grouped(GcGrace.HINT_WINDOW) + " s")
                            .with("minimum", GcGrace.HINT_WINDOW));
        } else if (seconds == 0 && batched > 1) {
            reporter.report(
                    site,
                    OptionMessages.NO_GC_GRACE_FOR_LOGGED_BATCH
                            .with("entity", entity.simpleName())
                            .with("statements", batched)
                            .with("minimum", GcGrace.HINT_WINDOW));
        }
    }
}
