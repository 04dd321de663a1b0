package dev.queryfirst.processor.model;

import java.util.List;
import java.util.stream.Stream;

/**
 * Everything generated for one keyspace: its types (in dependency order), and its entities'
 * designs (in qualified-name order, for reproducible output).
 */
public record KeyspaceDesign(String keyspace, List<UdtModel> types, List<EntityDesign> entities) {

    /**
     * Every table of the keyspace, in entity order then table order, each entity's bucket
     * directories after its tables.
     */
    public List<TableModel> tables() {
        return entities.stream()
                .flatMap(e -> Stream.concat(
                        e.tables().stream(), e.directories().stream().map(DirectoryModel::table)))
                .toList();
    }
}
