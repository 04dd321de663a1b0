package dev.queryfirst.runtime.tune;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of a rehearsal: per table, the compile-time estimate beside what the nodes measured,
 * at the rehearsal's scale and at the declared volume; per entity, what was written and how fast.
 *
 * <pre>{@code
 * RehearsalReport report = ShopSchema.rehearse(session, "shop_rehearsal");
 * System.out.print(report.text());          // the console table (also printed while it ran)
 * report.assertWithinEstimates();            // fails naming each table and figure over its estimate
 * }</pre>
 *
 * @param keyspace the keyspace rehearsed in
 * @param declaredKeyspace the keyspace the entities declare (its design report's name)
 * @param scale the share of the declared volume written
 * @param tolerance how far over its estimate a figure may be
 * @param tombstoneWarn the nodes' tombstone warning threshold
 * @param partitionWarnBytes the nodes' partition size warning threshold
 * @param nodes the nodes measured
 * @param entities what was written per entity
 * @param tables the figures per table
 * @param missing figures a node did not give, and why
 * @param seconds how long the rehearsal took
 */
public record RehearsalReport(
        String keyspace,
        String declaredKeyspace,
        double scale,
        double tolerance,
        double tombstoneWarn,
        double partitionWarnBytes,
        List<String> nodes,
        List<EntitySummary> entities,
        List<TableFigures> tables,
        List<String> missing,
        double seconds) {

    public RehearsalReport {
        nodes = List.copyOf(nodes);
        entities = List.copyOf(entities);
        tables = List.copyOf(tables);
        missing = List.copyOf(missing);
    }

    /** Every failing figure, one sentence each naming the table and the figure. */
    public List<String> failures() {
        return tables.stream().flatMap(t -> t.failures().stream()).toList();
    }

    /**
     * Every mean under its estimate by more than the tolerance: the declared numbers promise more
     * than the data holds (an over-declaration, which costs capacity planning, not partitions).
     */
    public List<String> overDeclarations() {
        return tables.stream().flatMap(t -> t.overDeclared().stream()).toList();
    }

    /**
     * The tables whose partitions the rehearsal wrote smaller than declared, each in a sentence
     * saying by how much, why, and what would rehearse them at their declared shape.
     */
    public List<String> shortOfDeclaredShape() {
        return tables.stream()
                .filter(t -> !t.atDeclaredShape())
                .map(TableFigures::shape)
                .toList();
    }

    /** The figure the ±tolerance target is judged on, when no node measured it: a failure too. */
    public List<String> unmeasured() {
        List<String> unmeasured = new ArrayList<>();
        for (TableFigures table : tables) {
            if (!Double.isNaN(table.estimated().bytes())
                    && Double.isNaN(table.observed().bytes())) {
                unmeasured.add(table.table() + ": mean partition size: not measured"
                        + (missing.isEmpty() ? "" : " (" + missing.get(0) + ")"));
            }
        }
        return unmeasured;
    }

    /**
     * Passes when every observed figure is within the tolerance of its estimate either way (over
     * it: {@link #failures()}; a mean under it: {@link #overDeclarations()}), under the nodes'
     * thresholds, and measured.
     *
     * @throws AssertionError listing every figure that is not, with the numbers
     */
    public RehearsalReport assertWithinEstimates() {
        List<String> problems = new ArrayList<>(failures());
        problems.addAll(overDeclarations());
        problems.addAll(unmeasured());
        if (!problems.isEmpty()) {
            throw new AssertionError("rehearsal of " + keyspace + ": " + problems.size() + " figure"
                    + (problems.size() == 1 ? "" : "s") + " not within the estimates:\n  - "
                    + String.join("\n  - ", problems));
        }
        return this;
    }

    /** The console table: per table, estimated and observed side by side. */
    public String text() {
        return ReportText.of(this);
    }

    /** Everything as JSON. */
    public String json() {
        return Json.write(ReportJson.of(this));
    }

    /** The design report's section: an HTML fragment ({@code <section id="rehearsal">…}). */
    public String html() {
        return ReportHtml.section(this);
    }

    /** The table of an entity, by name. */
    public Optional<TableFigures> table(String name) {
        return tables.stream().filter(t -> t.table().equals(name)).findFirst();
    }

    /**
     * Writes {@code <keyspace>-rehearsal.json}, the section alone ({@code <keyspace>-rehearsal.html})
     * and, when the design report the compiler wrote is on the class path, a copy of it with the
     * section added ({@code <keyspace>.html}), into {@code directory}.
     *
     * @return the design report's copy, or the section when there is no design report
     */
    public Path writeTo(Path directory) {
        try {
            Files.createDirectories(directory);
            Files.writeString(directory.resolve(keyspace + "-rehearsal.json"), json(), StandardCharsets.UTF_8);
            Path section = directory.resolve(keyspace + "-rehearsal.html");
            Files.writeString(section, ReportHtml.page(this), StandardCharsets.UTF_8);
            Optional<String> design = designReport();
            if (design.isEmpty()) {
                return section;
            }
            Path report = directory.resolve(keyspace + ".html");
            Files.writeString(report, ReportHtml.insert(design.get(), html()), StandardCharsets.UTF_8);
            return report;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the rehearsal's report to " + directory, e);
        }
    }

    private Optional<String> designReport() throws IOException {
        String resource = "META-INF/queryfirst/" + declaredKeyspace + ".html";
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try (InputStream in =
                (loader != null ? loader : RehearsalReport.class.getClassLoader()).getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
