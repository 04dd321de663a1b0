package dev.queryfirst.samples.rehearse;

import dev.queryfirst.runtime.tune.EntitySummary;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rehearsals of the sample keyspaces as the Markdown of REHEARSAL.md: per table, the estimated
 * and observed mean partition bytes and rows at the rehearsal's scale with every value present and
 * nothing changed (what the estimate assumes), each against the ±25 % target; beside it, the same
 * tables after a realistic rehearsal (10 % of optional values null, 10 % of mutable entities moved,
 * 5 % deleted); then what each rehearsal wrote and how fast.
 */
final class AccuracyTable {

    static final double TARGET = 0.25;

    private AccuracyTable() {}

    static String markdown(List<RehearsalReport> reports, List<RehearsalReport> churned, int rows) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "Every sample keyspace, its largest entity written %,d times (the others in proportion, at least"
                        + " 100 each).%n%n",
                rows));
        out.append("| keyspace | table | rows/partition est. | obs. | Δ | mean partition est. | obs. | Δ"
                + " | target ±25 % | with nulls and churn: obs. | Δ |\n");
        out.append("|---|---|--:|--:|--:|--:|--:|--:|---|--:|--:|\n");
        int met = 0;
        int total = 0;
        for (int i = 0; i < reports.size(); i++) {
            RehearsalReport report = reports.get(i);
            for (TableFigures table : report.tables()) {
                Optional<TableFigures> realistic = churned.get(i).table(table.table());
                if (Double.isNaN(table.estimated().bytes())) {
                    out.append(row(
                            report.declaredKeyspace(),
                            table,
                            realistic,
                            "not compared: " + String.join("; ", table.notes())));
                    continue;
                }
                boolean ok = table.bytesWithin(TARGET) && table.rowsWithin(TARGET);
                total++;
                met += ok ? 1 : 0;
                out.append(row(report.declaredKeyspace(), table, realistic, ok ? "met" : "**not met**"));
            }
        }
        out.append(String.format(Locale.ROOT, "%n%d of %d tables met the target.%n%n", met, total));
        out.append("| keyspace | scale | entities written | seconds | entities/s | table rows/s |\n");
        out.append("|---|---|--:|--:|--:|--:|\n");
        for (RehearsalReport report : churned) {
            long written =
                    report.entities().stream().mapToLong(EntitySummary::written).sum();
            double writeSeconds = report.entities().stream()
                    .mapToDouble(EntitySummary::writeSeconds)
                    .sum();
            double tableRows = report.entities().stream()
                    .mapToDouble(e -> e.written() * (double) e.tables())
                    .sum();
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | 1/%,.0f | %,d | %.1f | %,.0f | %,.0f |%n",
                    report.declaredKeyspace(),
                    1 / report.scale(),
                    written,
                    report.seconds(),
                    writeSeconds > 0 ? written / writeSeconds : 0,
                    writeSeconds > 0 ? tableRows / writeSeconds : 0));
        }
        return out.toString();
    }

    private static String row(String keyspace, TableFigures table, Optional<TableFigures> realistic, String verdict) {
        double churnedBytes = realistic.map(t -> t.observed().bytes()).orElse(Double.NaN);
        return String.format(
                Locale.ROOT,
                "| %s | `%s` | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                keyspace,
                table.table(),
                number(table.estimated().rows()),
                number(table.observed().rows()),
                deviation(table.observed().rows(), table.estimated().rows()),
                bytes(table.estimated().bytes()),
                bytes(table.observed().bytes()),
                deviation(table.observed().bytes(), table.estimated().bytes()),
                verdict,
                bytes(churnedBytes),
                deviation(
                        churnedBytes, realistic.map(t -> t.estimated().bytes()).orElse(Double.NaN)));
    }

    private static String number(double value) {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, value >= 100 ? "%,.0f" : "%,.1f", value);
    }

    private static String bytes(double value) {
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, "%,.0f B", value);
    }

    private static String deviation(double observed, double estimated) {
        if (Double.isNaN(observed) || Double.isNaN(estimated) || estimated == 0) {
            return "–";
        }
        return String.format(Locale.ROOT, "%+.0f %%", 100 * (observed / estimated - 1));
    }
}
