package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Ordering;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.StatementOptionsModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads the entity's {@code @AccessPattern}s, direct or in their container, in declaration order.
 * Paths stay unresolved (derive resolves them and reports unknown ones); only what is wrong
 * whatever the entity looks like is reported here (QF109).
 */
final class PatternReader {

    static final String ACCESS_PATTERN = AccessPattern.class.getCanonicalName();

    private final Elements elements;

    PatternReader(Elements elements) {
        this.elements = elements;
    }

    /** The access patterns, each with its options over {@code entityOptions}. */
    List<AccessPatternModel> read(TypeElement type, Site entity, StatementOptionsModel entityOptions, ReadScope scope) {
        List<AccessPatternModel> out = new ArrayList<>();
        List<AnnotationMirror> mirrors = Mirrors.occurrences(type, ACCESS_PATTERN);
        for (int i = 0; i < mirrors.size(); i++) {
            Values p = new Values(elements, mirrors.get(i), entity.annotation(ACCESS_PATTERN, i), scope);
            String name = p.string("name").trim();
            if (!SourceVersion.isName(name) || name.contains(".")) {
                scope.report(p.at("name"), ValueMessages.INVALID_PATTERN_NAME.with("name", name));
            }
            List<String> where = new ArrayList<>();
            for (String path : entries(p, "where", "attribute", name, scope)) {
                if (path.isBlank()) {
                    scope.report(p.at("where"), ValueMessages.EMPTY_WHERE_ENTRY.with("pattern", name));
                } else {
                    where.add(path.trim());
                }
            }
            long limit = p.number("limit");
            if (limit < 0) {
                scope.report(
                        p.at("limit"),
                        ValueMessages.NEGATIVE_LIMIT.with("limit", limit).with("pattern", name));
            }
            long shards = p.number("shards");
            if (shards < 1) {
                scope.report(
                        p.at("shards"),
                        ValueMessages.SHARDS_BELOW_ONE.with("shards", shards).with("pattern", name));
            }
            List<String> partitionBy = partitionBy(p, name, where, scope);
            out.add(new AccessPatternModel(
                    name,
                    List.copyOf(where),
                    p.string("range").trim(),
                    orderings(p, name, scope),
                    (int) Math.max(0, limit),
                    p.string("table").trim(),
                    p.constant("strategy").equals(AccessPattern.Strategy.INDEX.name()),
                    p.bool("bucketed"),
                    (int) Math.max(1, Math.min(shards, Integer.MAX_VALUE)),
                    p.site(),
                    entries(p, "select", "attribute", name, scope).stream()
                            .map(String::trim)
                            .filter(s -> !s.isEmpty())
                            .toList(),
                    partitionBy,
                    p.string("nearest").trim(),
                    options(p, name, entityOptions, scope)));
        }
        return out;
    }

    /**
     * The pattern's options over the entity's. A nearest-neighbour read is one unpaged request at
     * ONE or LOCAL_ONE: another consistency or a page size in its {@code options} is QF109 there
     * (docs/statement-options.md, "Nearest-neighbour and counter patterns").
     */
    private static StatementOptionsModel options(
            Values p, String name, StatementOptionsModel entityOptions, ReadScope scope) {
        StatementOptionsModel own = StatementOptionsReader.ofPattern(p, name, scope);
        if (p.string("nearest").trim().isEmpty()) {
            return entityOptions.overriddenBy(own);
        }
        boolean localOne =
                own.consistency().isEmpty() || List.of("ONE", "LOCAL_ONE").contains(own.consistency());
        if (!localOne || own.pageSize() > 0) {
            scope.report(
                    p.at("options"),
                    ValueMessages.OPTIONS_ON_NEAREST
                            .with("pattern", name)
                            .with("value", localOne ? "pageSize = " + own.pageSize() : own.consistency()));
            return entityOptions.overriddenBy(new StatementOptionsModel(
                    localOne ? own.consistency() : "",
                    own.timeoutMillis(),
                    own.executionProfile(),
                    0,
                    own.idempotent()));
        }
        return entityOptions.overriddenBy(own);
    }

    /**
     * {@code partitionBy}, the partition key in its order: QF109 on each entry that is not one of
     * {@code where}'s (it names the part of {@code where} that forms the partition key) or that
     * repeats an earlier one. Empty when any entry is at fault.
     */
    private static List<String> partitionBy(Values p, String pattern, List<String> where, ReadScope scope) {
        List<String> partitionBy = entries(p, "partitionBy", "attribute", pattern, scope).stream()
                .map(String::trim)
                .toList();
        boolean ok = true;
        for (int i = 0; i < partitionBy.size(); i++) {
            String path = partitionBy.get(i);
            if (!where.contains(path) || partitionBy.indexOf(path) != i) {
                ok = false;
                scope.report(
                        p.at("partitionBy").entry(i),
                        (where.contains(path)
                                        ? ValueMessages.PARTITION_BY_REPEATED
                                        : ValueMessages.PARTITION_BY_NOT_IN_WHERE)
                                .with("entry", path)
                                .with("pattern", pattern)
                                .with("where", literal(where)));
            }
        }
        return ok ? partitionBy : List.of();
    }

    /**
     * The entries of an array member, with each entry that holds commas split at them: a user who
     * writes {@code where = "queue, status"} means {@code where = {"queue", "status"}}, which QF109
     * shows on that entry (no attribute name holds a comma). Reading on with the split entries
     * spares the user a second error about an ordering {@code "openedAt DESC, subject"}.
     */
    private static List<String> entries(Values p, String member, String unit, String pattern, ReadScope scope) {
        List<String> written = p.strings(member);
        List<String> out = new ArrayList<>();
        int firstWithComma = -1;
        for (int i = 0; i < written.size(); i++) {
            String entry = written.get(i);
            if (!entry.contains(",")) {
                out.add(entry);
                continue;
            }
            firstWithComma = firstWithComma < 0 ? i : firstWithComma;
            for (String part : entry.split(",")) {
                if (!part.isBlank()) {
                    out.add(part.trim());
                }
            }
        }
        if (firstWithComma >= 0) {
            scope.report(
                    p.at(member).entry(firstWithComma),
                    ValueMessages.COMMA_SEPARATED_ENTRY
                            .with("member", member)
                            .with("written", literal(written))
                            .with("pattern", pattern)
                            .with("unit", unit)
                            .with("entry", written.get(firstWithComma))
                            .with("split", literal(out)));
        }
        return out;
    }

    /** The Java source of a string array value: {@code "a"} for one entry, else {@code {"a", "b"}}. */
    private static String literal(List<String> entries) {
        List<String> quoted = entries.stream().map(e -> '"' + e + '"').toList();
        return quoted.size() == 1 ? quoted.get(0) : "{" + String.join(", ", quoted) + "}";
    }

    /** {@code "messageTime DESC"} → descending ordering on {@code messageTime}. */
    private static List<Ordering> orderings(Values p, String pattern, ReadScope scope) {
        List<Ordering> out = new ArrayList<>();
        for (String entry : entries(p, "orderBy", "ordering", pattern, scope)) {
            String[] words = entry.trim().split("\\s+");
            String direction = words.length == 2 ? words[1].toUpperCase(Locale.ROOT) : "ASC";
            if (words[0].isEmpty() || words.length > 2 || !(direction.equals("ASC") || direction.equals("DESC"))) {
                scope.report(
                        p.at("orderBy"),
                        ValueMessages.MALFORMED_ORDERING.with("entry", entry).with("pattern", pattern));
                continue;
            }
            out.add(new Ordering(words[0], direction.equals("DESC")));
        }
        return out;
    }
}
