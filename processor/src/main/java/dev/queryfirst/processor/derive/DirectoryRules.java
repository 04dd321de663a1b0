package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.vocabulary.Cql;

/**
 * The bucket directories of a design (DESIGN §14) must be creatable: {@code <table>_buckets}
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
                        Code.QF109,
                        directory.data().site(),
                        "shards with a bucket directory",
                        "table " + directory.data().name() + " has shards = "
                                + directory.data().shards()
                                + " and its bucket " + directory.bucket().name()
                                + " has @TimeBucket(directory = true): shards are for a key whose rows arrive"
                                + " too fast for one partition per bucket, a directory for a key whose buckets"
                                + " are mostly empty, and one key is not both",
                        "remove shards from the access pattern if the key is sparse, or directory = true"
                                + " from the @TimeBucket if it is hot (a pattern without where keeps its shards:"
                                + " it has no directory)");
            }
            String name = directory.table().name();
            if (!Cql.isValidSchemaName(name)) {
                sink.report(
                        Code.QF107,
                        directory.data().site(),
                        "bucket directory " + name + " of table "
                                + directory.data().name()
                                + " is not a valid CQL table name (a letter, then letters, digits and underscores, at"
                                + " most 48 characters)",
                        "set table = \"...\" on the access pattern to a name of at most 40 characters");
            }
        }
    }
}
