package dev.queryfirst.samples.rehearse;

import dev.queryfirst.runtime.tune.EntitySummary;
import dev.queryfirst.runtime.tune.RehearsalReport;
import dev.queryfirst.runtime.tune.TableFigures;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rehearsal profile's section of BENCHMARKS.md: each target of the rehearsals met or not, and
 * what a rehearsal costs, from the run that wrote REHEARSAL.md (which has every table's figures).
 * BENCHMARKS.md keeps the sections other modules write below a marker that the benchmarks module
 * leaves alone; this one replaces its own section there, or adds it.
 */
final class BenchmarksSection {

    static final String TITLE = "## Rehearsal: the estimates against a node, and what a rehearsal costs";

    /** The benchmarks module's marker (its {@code Benchmarks.OTHER_SECTIONS}), which this module cannot see. */
    private static final String MARKER =
            "<!-- The sections below are written by the benchmarks of other modules; kept as they are. -->";

    private BenchmarksSection() {}

    static String section(
            List<RehearsalReport> reports,
            List<RehearsalReport> churned,
            QueueTombstones.Figures queue,
            String machine,
            double minutes) {
        List<String[]> targets = new ArrayList<>();
        int compared = 0;
        int bytesWithin = 0;
        int rowsWithin = 0;
        double worstBytes = 0;
        double worstRows = 0;
        for (RehearsalReport report : reports) {
            for (TableFigures table : report.tables()) {
                if (!table.compared()) {
                    continue;
                }
                compared++;
                bytesWithin += table.bytesWithin(AccuracyTable.TARGET) ? 1 : 0;
                rowsWithin += table.rowsWithin(AccuracyTable.TARGET) ? 1 : 0;
                worstBytes = worse(
                        worstBytes, table.observed().bytes() / table.estimated().bytes() - 1);
                worstRows = worse(
                        worstRows, table.observed().rows() / table.estimated().rows() - 1);
            }
        }
        targets.add(target(
                "every sample table's mean partition bytes within ±25 % of the estimate at the same scale",
                String.format(
                        Locale.ROOT, "%d of %d tables; furthest %+.0f %%", bytesWithin, compared, 100 * worstBytes),
                bytesWithin == compared));
        targets.add(target(
                "every sample table's mean rows per partition within ±25 % of the estimate at the same scale",
                String.format(Locale.ROOT, "%d of %d tables; furthest %+.0f %%", rowsWithin, compared, 100 * worstRows),
                rowsWithin == compared));
        targets.add(target(
                "tombstones per read of a queue (the shop's `orders_by_status`) within ±25 % of the QF309 budget",
                String.format(
                        Locale.ROOT,
                        "%,d scanned, budget %,.0f: %+.0f %%",
                        queue.scanned(),
                        queue.budget(),
                        100 * queue.deviation()),
                Math.abs(queue.deviation()) <= AccuracyTable.TARGET));
        long failures = churned.stream().mapToLong(r -> r.failures().size()).sum();
        targets.add(target(
                "a default rehearsal of every sample (nulls, moves, deletes): no figure over its estimate by more"
                        + " than 25 % nor over a node threshold",
                failures + " failing figures in " + churned.size() + " keyspaces", failures == 0));

        double entities = 0;
        double tableRows = 0;
        double writing = 0;
        for (RehearsalReport report : reports) {
            for (EntitySummary entity : report.entities()) {
                entities += entity.written();
                tableRows += entity.written() * (double) entity.tables();
                writing += entity.writeSeconds();
            }
        }
        double defaultSeconds =
                churned.stream().mapToDouble(RehearsalReport::seconds).sum() / churned.size();
        double longest =
                churned.stream().mapToDouble(RehearsalReport::seconds).max().orElse(0);
        StringBuilder out = new StringBuilder(TITLE).append("\n\n");
        out.append("Every sample keyspace rehearsed on the testkit node, as [REHEARSAL.md](REHEARSAL.md) details"
                + " table by table (the same run wrote both).\n\nProduced by:\n\n```\n"
                + "mvn -B verify -Prehearsal -pl samples -am -Dgroups=rehearsal\n```\n\n");
        out.append("- date: ")
                .append(LocalDate.now())
                .append(String.format(Locale.ROOT, ", the rehearsals took %.1f min", minutes))
                .append('\n');
        out.append("- ").append(machine).append("\n\n");
        out.append("| target | measured | verdict |\n|---|---|---|\n");
        targets.forEach(t -> out.append("| ").append(String.join(" | ", t)).append(" |\n"));
        out.append(String.format(
                Locale.ROOT,
                "%nCost: at scale the rehearsals wrote %,.0f entities through the generated DAOs in %.0f s of"
                        + " writing, %,.0f entities/s and %,.0f table rows/s (each entity a logged batch of its"
                        + " tables, 32 in flight). A default rehearsal (`RehearsalOptions.defaults()`: 5,000"
                        + " entities of the largest entity, moves, deletes, 50 reads per access pattern, flush and"
                        + " measurement) took %.0f s on average over the nine sample keyspaces, %.0f s at most,"
                        + " on this machine's two cores shared with the node.%n",
                entities,
                writing,
                writing > 0 ? entities / writing : 0,
                writing > 0 ? tableRows / writing : 0,
                defaultSeconds,
                longest));
        return out.toString();
    }

    /** Writes {@code section} into {@code file} below the marker, in place of its earlier version. */
    static void write(Path file, String section) throws IOException {
        String text = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        int marker = text.indexOf(MARKER);
        String head = marker < 0 ? text.stripTrailing() + "\n\n" + MARKER : text.substring(0, marker + MARKER.length());
        String below = marker < 0 ? "" : text.substring(marker + MARKER.length());
        int old = below.indexOf(TITLE);
        if (old >= 0) {
            int next = below.indexOf("\n## ", old + TITLE.length());
            below = below.substring(0, old) + (next < 0 ? "" : below.substring(next + 1));
        }
        String kept = below.strip();
        Files.writeString(
                file, head + "\n\n" + (kept.isEmpty() ? "" : kept + "\n\n") + section, StandardCharsets.UTF_8);
    }

    private static String[] target(String target, String measured, boolean met) {
        return new String[] {target, measured, met ? "met" : "**not met**"};
    }

    /** The deviation further from zero. */
    private static double worse(double a, double b) {
        return Math.abs(b) > Math.abs(a) ? b : a;
    }
}
