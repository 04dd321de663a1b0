package dev.queryfirst.processor.generate.report;

import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The keyspace's access patterns numbered Q1, Q2, … as Chebotko diagrams label queries: in entity
 * order, then declaration order, so the numbers are stable from build to build.
 */
final class QueryCatalog {

    /**
     * One numbered access pattern.
     *
     * @param label {@code Q1}
     * @param entity the entity's simple name
     * @param pattern the access pattern
     * @param table the table that answers it, or null when derive planned none
     * @param index the index that answers it, or null
     */
    record Query(String label, String entity, AccessPatternModel pattern, String table, IndexModel index) {}

    private final List<Query> queries = new ArrayList<>();

    QueryCatalog(KeyspaceDesign design) {
        for (EntityDesign entity : design.entities()) {
            for (AccessPatternModel pattern : entity.entity().accessPatterns()) {
                PatternPlan plan = entity.plans().stream()
                        .filter(p -> p.pattern().name().equals(pattern.name()))
                        .findFirst()
                        .orElse(null);
                String table = plan != null
                        ? plan.table().name()
                        : entity.tables().stream()
                                .filter(t -> t.patterns().contains(pattern.name()))
                                .map(TableModel::name)
                                .findFirst()
                                .orElse(null);
                IndexModel index = plan != null && plan.index() != null
                        ? plan.index()
                        : entity.indexes().stream()
                                .filter(i -> i.pattern().equals(pattern.name()))
                                .findFirst()
                                .orElse(null);
                queries.add(new Query(
                        "Q" + (queries.size() + 1),
                        entity.entity().simpleName(),
                        pattern,
                        table != null ? table : index != null ? index.table() : null,
                        index));
            }
        }
    }

    List<Query> all() {
        return List.copyOf(queries);
    }

    /** The queries a table answers, by its own rows or through one of its indexes. */
    List<Query> servedBy(TableModel table) {
        return queries.stream().filter(q -> table.name().equals(q.table())).toList();
    }
}
