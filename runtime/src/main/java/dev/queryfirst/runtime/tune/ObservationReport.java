package dev.queryfirst.runtime.tune;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@code observe} found: per table, the nodes' figures and what contradicts the model.
 *
 * @param keyspace the keyspace observed
 * @param nodes the nodes visited
 * @param tombstoneWarn the nodes' {@code tombstone_warn_threshold}
 * @param tables each table's observation
 * @param missing figures a node did not give, and why
 */
public record ObservationReport(
        String keyspace,
        List<String> nodes,
        double tombstoneWarn,
        List<TableObservation> tables,
        List<String> missing) {

    public ObservationReport {
        nodes = List.copyOf(nodes);
        tables = List.copyOf(tables);
        missing = List.copyOf(missing);
    }

    /** Every finding, one sentence each naming the table. */
    public List<String> findings() {
        return tables.stream().flatMap(t -> t.findings().stream()).toList();
    }

    /** Every figure under its estimate by more than the tolerance: an over-declaration each. */
    public List<String> overDeclarations() {
        return tables.stream().flatMap(t -> t.overDeclared().stream()).toList();
    }

    /** Every table whose figures are not ready to judge, and when they will be. */
    public List<String> notReady() {
        return tables.stream().flatMap(t -> t.notReady().stream()).toList();
    }

    /** The table's observation, by name. */
    public java.util.Optional<TableObservation> table(String name) {
        return tables.stream().filter(t -> t.table().equals(name)).findFirst();
    }

    /** The figures as a console table, then the findings. */
    public String text() {
        TextTable table = new TextTable(
                "table",
                ">partitions",
                ">rows",
                ">mean partition",
                ">largest (MiB)",
                ">tomb/read p99",
                ">tomb/read max",
                ">read p99 ms");
        for (TableObservation t : tables) {
            table.row(
                    t.table(),
                    Quantities.grouped(t.partitions()),
                    t.rows() < 0 ? "-" : Quantities.grouped(t.rows()),
                    Quantities.bytes(t.meanBytes()),
                    String.valueOf(t.largestMebibytes()),
                    Quantities.grouped(t.reads().tombstonesP99()),
                    Quantities.grouped(t.reads().tombstonesMax()),
                    String.format(java.util.Locale.ROOT, "%.1f", t.reads().readP99Millis()));
        }
        StringBuilder out = new StringBuilder("Keyspace " + keyspace + " on " + nodes.size() + " node"
                + (nodes.size() == 1 ? "" : "s") + "\n" + table);
        List<String> findings = findings();
        List<String> overDeclared = overDeclarations();
        List<String> notReady = notReady();
        if (findings.isEmpty() && overDeclared.isEmpty()) {
            out.append(
                    notReady.isEmpty()
                            ? "Nothing contradicts the model.\n"
                            : "Not ready: nothing can be judged of " + notReady.size() + " table(s) yet:\n");
        }
        notReady.forEach(f -> out.append("  - ").append(f).append('\n'));
        if (!findings.isEmpty()) {
            out.append(findings.size()).append(" finding(s):\n");
            findings.forEach(f -> out.append("  - ").append(f).append('\n'));
        }
        if (!overDeclared.isEmpty()) {
            out.append(overDeclared.size()).append(" over-declaration(s), figures under their estimate:\n");
            overDeclared.forEach(f -> out.append("  - ").append(f).append('\n'));
        }
        missing.forEach(m -> out.append("not measured: ").append(m).append('\n'));
        return out.toString();
    }

    /** Everything as JSON. */
    public String json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("keyspace", keyspace);
        json.put("nodes", nodes);
        json.put("tombstoneWarnThreshold", tombstoneWarn);
        json.put(
                "tables",
                tables.stream()
                        .map(t -> {
                            Map<String, Object> one = new LinkedHashMap<>();
                            one.put("table", t.table());
                            one.put("entity", t.entity());
                            one.put("partitions", t.partitions());
                            one.put("rows", t.rows());
                            one.put("meanPartitionBytes", t.meanBytes());
                            one.put("largestPartitionMebibytes", t.largestMebibytes());
                            one.put("tombstonesPerReadP99", t.reads().tombstonesP99());
                            one.put("tombstonesPerReadMax", t.reads().tombstonesMax());
                            one.put("rowsPerReadP99", t.reads().rowsP99());
                            one.put("readLatencyP99Millis", t.reads().readP99Millis());
                            one.put("findings", t.findings());
                            one.put("overDeclared", t.overDeclared());
                            one.put("notReady", t.notReady());
                            return one;
                        })
                        .toList());
        json.put("findings", findings());
        json.put("overDeclared", overDeclarations());
        json.put("notReady", notReady());
        json.put("missing", missing);
        return Json.write(json);
    }
}
