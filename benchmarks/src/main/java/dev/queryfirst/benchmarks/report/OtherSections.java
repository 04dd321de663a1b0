package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.Benchmarks;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a section that a benchmark run on its own (a module's, or a profile's) keeps in
 * BENCHMARKS.md, after {@link Benchmarks#OTHER_SECTIONS}, so that the whole report's runs keep it.
 */
public final class OtherSections {

    private OtherSections() {}

    /**
     * Writes {@code section} (starting with its {@code ## } title line) into {@code file}, after the
     * marker of other modules' sections, replacing the section of the same title if there is one.
     */
    public static void write(Path file, String section) throws IOException {
        String text = Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        int marker = text.indexOf(Benchmarks.OTHER_SECTIONS);
        String head = marker < 0 ? text.stripTrailing() + "\n\n" : text.substring(0, marker);
        String others = marker < 0 ? "" : text.substring(marker + Benchmarks.OTHER_SECTIONS.length());
        String title = section.substring(0, section.indexOf('\n'));
        int old = others.indexOf(title);
        if (old >= 0) {
            int next = others.indexOf("\n## ", old + 1);
            others = others.substring(0, old) + (next < 0 ? "" : others.substring(next + 1));
        }
        Files.writeString(
                file,
                head + Benchmarks.OTHER_SECTIONS + "\n\n" + others.strip() + (others.isBlank() ? "" : "\n\n") + section,
                StandardCharsets.UTF_8);
    }
}
