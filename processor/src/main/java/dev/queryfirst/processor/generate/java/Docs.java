package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.CodeBlock;
import java.util.ArrayList;
import java.util.List;

/** Formatting helpers that keep generated sources readable: wrapped Javadoc, one argument per line. */
final class Docs {

    private static final int WIDTH = 96;

    private Docs() {}

    /**
     * {@code text} wrapped at word boundaries, each paragraph (line) on its own; ends with a newline.
     * An inline tag ({@code {@code a b}}) is never split across lines.
     */
    static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        for (String paragraph : text.split("\n", -1)) {
            StringBuilder line = new StringBuilder();
            for (String word : words(paragraph)) {
                if (line.length() > 0 && line.length() + 1 + word.length() > WIDTH) {
                    out.append(line).append('\n');
                    line.setLength(0);
                }
                line.append(line.length() > 0 ? " " : "").append(word);
            }
            out.append(line).append('\n');
        }
        String wrapped = out.toString();
        // The split keeps the empty paragraph after a final newline; drop it.
        return wrapped.endsWith("\n\n") ? wrapped.substring(0, wrapped.length() - 1) : wrapped;
    }

    /** The paragraph's words, an inline tag with its words counting as one. */
    private static List<String> words(String paragraph) {
        List<String> words = new ArrayList<>();
        StringBuilder tag = null;
        for (String word : paragraph.split(" ")) {
            if (tag != null) {
                tag.append(' ').append(word);
            } else if (word.startsWith("{@") && !word.contains("}")) {
                tag = new StringBuilder(word);
            } else {
                words.add(word);
            }
            if (tag != null && word.contains("}")) {
                words.add(tag.toString());
                tag = null;
            }
        }
        if (tag != null) {
            words.add(tag.toString());
        }
        return words;
    }

    /**
     * Arguments joined with {@code ", "} when there are at most {@code inline}, else one per line
     * (the statement's continuation indent applies).
     */
    static CodeBlock arguments(List<CodeBlock> arguments, int inline) {
        if (arguments.size() <= inline) {
            return CodeBlock.join(arguments, ", ");
        }
        return CodeBlock.builder()
                .add("\n")
                .add(CodeBlock.join(arguments, ",\n"))
                .build();
    }
}
