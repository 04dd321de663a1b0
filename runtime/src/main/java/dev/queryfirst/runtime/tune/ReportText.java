package dev.queryfirst.runtime.tune;

import java.util.List;
import java.util.Locale;

/** A rehearsal's report as console text: what was written, then the figures of each table. */
final class ReportText {

    private ReportText() {}

    static String of(RehearsalReport report) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "Rehearsal of %s in keyspace %s: %s, %.1f s on %d node%s%n%n",
                report.declaredKeyspace(),
                report.keyspace(),
                describeScale(report.scale()),
                report.seconds(),
                report.nodes().size(),
                report.nodes().size() == 1 ? "" : "s"));
        TextTable written = new TextTable(
                "entity", ">written", ">moved", ">deleted", ">entities/s", ">table rows/s", ">reads", ">rows read");
        for (EntitySummary entity : report.entities()) {
            written.row(
                    entity.entity(),
                    Quantities.grouped(entity.written()),
                    Quantities.grouped(entity.moved()),
                    Quantities.grouped(entity.deleted()),
                    Quantities.grouped(entity.entitiesPerSecond()),
                    Quantities.grouped(entity.rowsPerSecond()),
                    Quantities.grouped(entity.reads()),
                    Quantities.grouped(entity.rowsRead()));
        }
        out.append(written).append('\n');
        out.append("At this scale: estimated (est) beside observed (obs); the mean partition from the SSTables' data,"
                + " the largest from their size histogram\n");
        TextTable scaled = new TextTable(
                "table",
                ">rows est",
                ">rows obs",
                ">bytes est",
                ">bytes obs",
                ">Δ",
                ">largest est",
                ">largest obs",
                ">tomb/read",
                ">read p99 ms",
                ">SSTables",
                "verdict");
        for (TableFigures table : report.tables()) {
            scaled.row(
                    table.table(),
                    rows(table.estimated().rows()),
                    rows(table.observed().rows()),
                    bytes(table.estimated().bytes()),
                    bytes(table.observed().bytes()),
                    Double.isNaN(table.observed().bytes())
                                    || Double.isNaN(table.estimated().bytes())
                            ? "-"
                            : Quantities.deviation(
                                    table.observed().bytes(), table.estimated().bytes()),
                    bytes(table.estimated().largestBytes()),
                    bytes(table.observed().largestBytes()),
                    Quantities.grouped(table.reads().tombstonesMax()),
                    String.format(Locale.ROOT, "%.2f", table.reads().readP99Millis()),
                    String.valueOf(table.sstables()),
                    verdict(table, report.tolerance()));
        }
        out.append(scaled).append('\n');
        out.append("At the declared volume: the compile-time estimate, and extrapolated (the estimate × observed ÷"
                + " estimated)\n");
        TextTable declared = new TextTable(
                "table", ">rows est", ">rows extr", ">bytes est", ">bytes extr", ">largest est", ">largest extr");
        for (TableFigures table : report.tables()) {
            declared.row(
                    table.table(),
                    rows(table.declared().rows()),
                    rows(table.extrapolated().rows()),
                    bytes(table.declared().bytes()),
                    bytes(table.extrapolated().bytes()),
                    bytes(table.declared().largestBytes()),
                    bytes(table.extrapolated().largestBytes()));
        }
        out.append(declared);
        for (String missing : report.missing()) {
            out.append("\nnot measured: ").append(missing);
        }
        int failures = report.failures().size() + report.unmeasured().size();
        List<String> overDeclared = report.overDeclarations();
        out.append(String.format(
                Locale.ROOT,
                "%n%s (tolerance: ±%d %% of an estimate)%n",
                failures > 0
                        ? failures + " figure(s) over their estimate:"
                        : overDeclared.isEmpty() ? "Every figure within its estimate" : "No figure over its estimate",
                Math.round(report.tolerance() * 100)));
        report.failures().forEach(f -> out.append("  - ").append(f).append('\n'));
        report.unmeasured().forEach(f -> out.append("  - ").append(f).append('\n'));
        if (!overDeclared.isEmpty()) {
            out.append(overDeclared.size()).append(" figure(s) under their estimate (over-declared):\n");
            overDeclared.forEach(f -> out.append("  - ").append(f).append('\n'));
        }
        List<String> shortOfShape = report.shortOfDeclaredShape();
        if (!shortOfShape.isEmpty()) {
            out.append(shortOfShape.size()).append(" table(s) not rehearsed at their declared shape:\n");
            shortOfShape.forEach(f -> out.append("  - ").append(f).append('\n'));
        }
        return out.toString();
    }

    static String verdict(TableFigures table, double tolerance) {
        if (!table.failures().isEmpty()) {
            return "OVER";
        }
        if (!table.compared()) {
            return Double.isNaN(table.estimated().bytes()) ? "not estimated" : "not measured";
        }
        return table.bytesWithin(tolerance) && table.rowsWithin(tolerance) ? "ok" : "under";
    }

    static String describeScale(double scale) {
        return scale >= 1
                ? "the declared volume"
                : String.format(Locale.ROOT, "1/%s of the declared volume", Quantities.grouped(1 / scale));
    }

    private static String rows(double value) {
        return Double.isNaN(value) ? "-" : Quantities.grouped(value);
    }

    private static String bytes(double value) {
        return Double.isNaN(value) ? "-" : Quantities.bytes(value);
    }
}
