package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableOptions;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.vocabulary.Cql;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Table options (docs/mapping-rules.md, "Options"): the TTL as {@code default_time_to_live}; for a bucketed table whose rows
 * expire, TimeWindowCompactionStrategy with one window per bucket (seeds/000 step 6), so whole
 * SSTables expire together; a comment naming what the table serves.
 * {@code CLUSTERING ORDER BY} follows from the columns: see {@link Cql#clusteringOrder}.
 */
final class TableOptionRules {

    private TableOptionRules() {}

    static TableOptions options(EntityModel entity, List<ColumnModel> columns, boolean base, List<String> patterns) {
        long ttl = entity.ttl().map(Duration::getSeconds).orElse(0L);
        Optional<TimeBucketModel> window = ttl > 0
                ? columns.stream()
                        .filter(c -> c.kind() == ColumnKind.PARTITION_KEY && c.isBucket())
                        .map(ColumnModel::bucket)
                        .findFirst()
                : Optional.empty();
        return new TableOptions(ttl, window, comment(entity, base, patterns));
    }

    private static String comment(EntityModel entity, boolean base, List<String> patterns) {
        String served = patterns.isEmpty()
                ? ""
                : (patterns.size() == 1 ? "access pattern " : "access patterns ") + String.join(", ", patterns);
        if (base) {
            return entity.simpleName() + " base table (by key)" + (served.isEmpty() ? "" : "; " + served);
        }
        return entity.simpleName() + " " + served;
    }
}
