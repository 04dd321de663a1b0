package dev.queryfirst.runtime.tune;

import java.util.LinkedHashMap;
import java.util.Map;

/** A rehearsal's report as the maps and lists {@link Json} writes. */
final class ReportJson {

    private ReportJson() {}

    static Map<String, Object> of(RehearsalReport report) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("keyspace", report.keyspace());
        json.put("declaredKeyspace", report.declaredKeyspace());
        json.put("scale", report.scale());
        json.put("tolerance", report.tolerance());
        json.put("seconds", report.seconds());
        json.put("nodes", report.nodes());
        json.put("tombstoneWarnThreshold", report.tombstoneWarn());
        json.put("partitionSizeWarnBytes", report.partitionWarnBytes());
        json.put("entities", report.entities().stream().map(ReportJson::entity).toList());
        json.put(
                "tables",
                report.tables().stream().map(t -> table(t, report.tolerance())).toList());
        json.put("missing", report.missing());
        json.put("failures", report.failures());
        json.put("overDeclared", report.overDeclarations());
        json.put("unmeasured", report.unmeasured());
        return json;
    }

    private static Map<String, Object> entity(EntitySummary entity) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("entity", entity.entity());
        json.put("declaredRows", entity.declaredRows());
        json.put("written", entity.written());
        json.put("moved", entity.moved());
        json.put("deleted", entity.deleted());
        json.put("skippedDuplicateKeys", entity.skipped());
        json.put("writeSeconds", entity.writeSeconds());
        json.put("entitiesPerSecond", entity.entitiesPerSecond());
        json.put("tableRowsPerSecond", entity.rowsPerSecond());
        json.put("reads", entity.reads());
        json.put("rowsRead", entity.rowsRead());
        return json;
    }

    private static Map<String, Object> table(TableFigures table, double tolerance) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("table", table.table());
        json.put("entity", table.entity());
        json.put("estimated", sizes(table.estimated()));
        json.put("observed", sizes(table.observed()));
        json.put("declared", sizes(table.declared()));
        json.put("extrapolated", sizes(table.extrapolated()));
        json.put("meanBytesWithinTolerance", table.bytesWithin(tolerance));
        json.put("meanRowsWithinTolerance", table.rowsWithin(tolerance));
        json.put("partitions", table.partitions());
        json.put("sstables", table.sstables());
        json.put("compressionRatio", table.compressionRatio());
        ReadFigures reads = table.reads();
        Map<String, Object> perRead = new LinkedHashMap<>();
        perRead.put("reads", reads.reads());
        perRead.put("rowsP99", reads.rowsP99());
        perRead.put("rowsMax", reads.rowsMax());
        perRead.put("tombstonesP99", reads.tombstonesP99());
        perRead.put("tombstonesMax", reads.tombstonesMax());
        perRead.put("readLatencyP99Millis", reads.readP99Millis());
        perRead.put("writes", reads.writes());
        perRead.put("writeLatencyP99Millis", reads.writeP99Millis());
        json.put("perRead", perRead);
        json.put("verdict", ReportText.verdict(table, tolerance));
        json.put("failures", table.failures());
        json.put("overDeclared", table.overDeclared());
        json.put("notes", table.notes());
        json.put("shape", table.shape());
        return json;
    }

    private static Map<String, Object> sizes(PartitionSizes sizes) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rowsPerPartition", sizes.rows());
        json.put("largestPartitionRows", sizes.largestRows());
        json.put("partitionBytes", sizes.bytes());
        json.put("largestPartitionBytes", sizes.largestBytes());
        return json;
    }
}
