package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.vocabulary.Cql;

/**
 * The bucket directories of a design (docs/mapping-rules.md, "Bucket directories") must be
 * creatable: {@code <table>_buckets}
 * adds eight characters to the table's name, which may push it past CQL's 48. And a table is
 * either sharded or listed by a directory: shards spread a hot key's rows over several partitions
 * per bucket, a directory lists the few buckets of a sparse key; one key is not both.
 */
final class DirectoryRules {

    private DirectoryRules() {}

    /**
     * QF107 on the access pattern of each table whose directory's name CQL refuses; QF109 on a
     * sharded table with a directory.
     */
    static void check(EntityDesign design, Sink sink) {
        for (DirectoryModel directory : design.directories()) {
            if (directory.data().shards() > 1) {
                sink.report(
                        directory.data().site(),
                        ValueMessages.SHARDED_DIRECTORY
                                .with("table", directory.data().name())
                                .with("shards", directory.data().shards())
                                .with("bucket", directory.bucket().name()));
            }
            String name = directory.table().name();
            if (!Cql.isValidSchemaName(name)) {
                sink.report(
                        directory.data().site(),
                        NameMessages.INVALID_DIRECTORY_NAME
                                .with("directory", name)
                                .with("table", directory.data().name()));
            }
        }
    }
}
