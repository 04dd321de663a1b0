package dev.queryfirst.benchmarks.report;

import java.util.List;

/** Builds a Markdown document: headings, paragraphs, tables. */
final class Markdown {

    private final StringBuilder text = new StringBuilder();

    Markdown heading(int level, String title) {
        text.append("#".repeat(level)).append(' ').append(title).append("\n\n");
        return this;
    }

    Markdown paragraph(String paragraph) {
        text.append(paragraph).append("\n\n");
        return this;
    }

    Markdown bullets(List<String> items) {
        for (String item : items) {
            text.append("- ").append(item).append('\n');
        }
        text.append('\n');
        return this;
    }

    Markdown code(String code) {
        text.append("```\n").append(code).append("\n```\n\n");
        return this;
    }

    Markdown table(List<String> header, List<List<String>> rows) {
        row(header);
        text.append('|');
        header.forEach(h -> text.append("---|"));
        text.append('\n');
        rows.forEach(this::row);
        text.append('\n');
        return this;
    }

    private void row(List<String> cells) {
        text.append('|');
        for (String cell : cells) {
            text.append(' ').append(cell.replace("|", "\\|")).append(" |");
        }
        text.append('\n');
    }

    @Override
    public String toString() {
        return text.toString();
    }
}
