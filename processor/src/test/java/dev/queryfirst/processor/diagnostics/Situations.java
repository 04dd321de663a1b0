package dev.queryfirst.processor.diagnostics;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a printed message back to the catalog entry that wrote it: each template becomes a
 * pattern whose placeholders match any text. A message must match exactly one entry, so that a
 * reader (and a test) can always tell the situation from the text alone.
 */
final class Situations {

    private static final Map<Message, Pattern> PATTERNS = patterns();

    private Situations() {}

    /**
     * The entries whose template reads as {@code printed} (with its {@code [QFnnn]} prefix) and
     * explains most of it literally: a placeholder matches any text, so {@code "add {annotation}
     * to {path}"} also reads as the longer {@code "add an attribute to where ..."}, and the longer
     * template is the situation. More than one entry means the templates cannot be told apart.
     */
    static List<Message> matching(String printed) {
        List<Message> all = PATTERNS.entrySet().stream()
                .filter(e -> e.getValue().matcher(printed).matches())
                .map(Map.Entry::getKey)
                .toList();
        int most = all.stream().mapToInt(Situations::literalLength).max().orElse(0);
        return all.stream().filter(m -> literalLength(m) == most).toList();
    }

    /** The characters of the template outside its placeholders. */
    static int literalLength(Template entry) {
        return Filled.PLACEHOLDER.matcher(entry.template()).replaceAll("").length();
    }

    private static Map<Message, Pattern> patterns() {
        Map<Message, Pattern> patterns = new LinkedHashMap<>();
        for (Message message : Catalog.messages()) {
            patterns.put(message, pattern(message));
        }
        return patterns;
    }

    private static Pattern pattern(Message message) {
        StringBuilder regex =
                new StringBuilder(Pattern.quote("[" + message.code().name() + "] "));
        Matcher placeholder = Filled.PLACEHOLDER.matcher(message.template());
        int from = 0;
        while (placeholder.find()) {
            regex.append(Pattern.quote(message.template().substring(from, placeholder.start())));
            regex.append("(.*?)");
            from = placeholder.end();
        }
        regex.append(Pattern.quote(message.template().substring(from)));
        return Pattern.compile(regex.toString(), Pattern.DOTALL);
    }
}
