package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.Code;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.vocabulary.Cql;

/**
 * The bucket directories of a design (DESIGN §14) must be creatable: {@code <table>_buckets}
 * adds eight characters to the table's name, which may push it past CQL's 48.
 */
final class DirectoryRules {

    private DirectoryRules() {}

    /** QF107 on the access pattern of each table whose directory's name CQL refuses. */
    static void check(EntityDesign design, Sink sink) {
        for (DirectoryModel directory : design.directories()) {
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
