package dev.queryfirst.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The processor's phases import only what sits below them: the allowed graph is the table of
 * docs/architecture.md, "Which package may import which", and this test reads it from there, so
 * the page and the code cannot disagree. A package may import the packages its row names and,
 * through them, everything those may import; the root package (the wiring) may import every
 * package, and no package may import the root.
 */
class ImportRuleTest {

    private static final String ROOT = "dev.queryfirst.processor";
    private static final String HEADING = "### Which package may import which";

    /** {@code import dev.queryfirst.processor.generate.java.SchemaGenerator;}, static or not. */
    private static final Pattern IMPORT =
            Pattern.compile("^import\\s+(?:static\\s+)?dev\\.queryfirst\\.processor((?:\\.[a-z][a-z0-9]*)*)\\.[A-Z]");

    /** A row of the table: {@code | `generate/java` | `generate/cql`, `derive` |}. */
    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([a-z/]+)`\\s*\\|([^|]*)\\|");

    private static final Pattern NAME = Pattern.compile("`([a-z/]+)`");

    @Test
    void everyPackageImportsOnlyWhatTheArchitecturePageAllows() throws IOException {
        Path root = RepositoryRoot.path();
        Map<String, Set<String>> allowed = allowedGraph(Files.readAllLines(root.resolve("docs/architecture.md")));
        Map<String, Set<String>> imports = importsByPackage(root.resolve("processor/src/main/java"));

        assertTrue(imports.size() > 10, "found only " + imports.keySet() + " in the processor's sources");
        assertEquals(List.of(), violations(imports, allowed));
    }

    @Test
    void theAllowedGraphHasNoCycle() throws IOException {
        Map<String, Set<String>> allowed =
                allowedGraph(Files.readAllLines(RepositoryRoot.path().resolve("docs/architecture.md")));
        assertTrue(allowed.get("generate/java").contains("sizing"), "the table lost its rows: " + allowed);

        List<String> cyclic = allowed.keySet().stream()
                .filter(phase -> below(phase, allowed).contains(phase))
                .toList();

        assertEquals(List.of(), cyclic);
    }

    @Test
    void anImportOfAPhaseAboveIsReported() {
        Map<String, Set<String>> allowed = new LinkedHashMap<>();
        allowed.put("model", Set.of());
        allowed.put("derive", Set.of("model"));
        allowed.put("check", Set.of("derive"));
        allowed.put("generate/java", Set.of("derive"));
        allowed.put("generate/report", Set.of("derive"));

        Map<String, Set<String>> imports = new TreeMap<>();
        imports.put("check", Set.of("model", "derive"));
        imports.put("generate/report", Set.of("generate/java", "model"));
        imports.put("generate/java", Set.of("check"));
        imports.put("derive", Set.of(""));
        imports.put("evolve", Set.of("model"));
        imports.put("", Set.of("generate/java", "check"));

        assertEquals(
                List.of(
                        "derive imports the root package, which only wires the phases",
                        "evolve is not in the table under \"" + HEADING.substring(4) + "\" of the architecture page",
                        "generate/java imports check, which it may not (it may import derive, model)",
                        "generate/report imports generate/java, which it may not (it may import derive, model)"),
                violations(imports, allowed));
    }

    /** The packages each row of the table names, in the order of the page. */
    static Map<String, Set<String>> allowedGraph(List<String> page) {
        int heading = page.indexOf(HEADING);
        assertTrue(heading >= 0, "docs/architecture.md has no heading \"" + HEADING + "\"");
        Map<String, Set<String>> direct = new LinkedHashMap<>();
        boolean inTable = false;
        for (String line : page.subList(heading + 1, page.size())) {
            if (inTable && !line.startsWith("|")) {
                break;
            }
            inTable = line.startsWith("|");
            Matcher row = ROW.matcher(line);
            if (row.find()) {
                Set<String> names = new LinkedHashSet<>();
                Matcher name = NAME.matcher(row.group(2));
                while (name.find()) {
                    names.add(name.group(1));
                }
                direct.put(row.group(1), names);
            }
        }
        assertTrue(direct.size() > 5, "the table under \"" + HEADING + "\" lists only " + direct.keySet());
        return direct;
    }

    /** Every package reachable from {@code phase} through {@code graph}, not counting itself unless in a cycle. */
    private static Set<String> below(String phase, Map<String, Set<String>> graph) {
        Set<String> seen = new TreeSet<>();
        List<String> next = new ArrayList<>(graph.getOrDefault(phase, Set.of()));
        while (!next.isEmpty()) {
            String one = next.remove(next.size() - 1);
            if (seen.add(one)) {
                next.addAll(graph.getOrDefault(one, Set.of()));
            }
        }
        return seen;
    }

    /** One sentence per package import the graph does not allow; {@code ""} is the root package. */
    static List<String> violations(Map<String, Set<String>> imports, Map<String, Set<String>> table) {
        Map<String, Set<String>> allowed = new LinkedHashMap<>();
        table.keySet().forEach(phase -> allowed.put(phase, below(phase, table)));
        List<String> found = new ArrayList<>();
        imports.forEach((phase, imported) -> {
            if (phase.isEmpty()) {
                return;
            }
            if (!allowed.containsKey(phase)) {
                found.add(
                        phase + " is not in the table under \"" + HEADING.substring(4) + "\" of the architecture page");
                return;
            }
            for (String other : new TreeSet<>(imported)) {
                if (other.equals(phase)) {
                    continue;
                }
                if (other.isEmpty()) {
                    found.add(phase + " imports the root package, which only wires the phases");
                } else if (!allowed.get(phase).contains(other)) {
                    found.add(phase + " imports " + other + ", which it may not (it may import "
                            + String.join(", ", new TreeSet<>(allowed.get(phase))) + ")");
                }
            }
        });
        return found;
    }

    /** For each package under {@code sources} ({@code generate/java}, {@code ""} for the root): the processor packages it imports. */
    private static Map<String, Set<String>> importsByPackage(Path sources) throws IOException {
        Path base = sources.resolve(ROOT.replace('.', '/'));
        Map<String, Set<String>> imports = new TreeMap<>();
        try (Stream<Path> files = Files.walk(base)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String phase = base.relativize(file.getParent()).toString().replace('\\', '/');
                Set<String> imported = imports.computeIfAbsent(phase, p -> new TreeSet<>());
                for (String line : Files.readAllLines(file)) {
                    Matcher one = IMPORT.matcher(line);
                    if (one.find()) {
                        imported.add(imported(one.group(1)));
                    }
                }
            }
        }
        return imports;
    }

    /** {@code .generate.java} → {@code generate/java}; {@code .evolve.SchemaSnapshot} is already cut at the class. */
    private static String imported(String dottedPackage) {
        return dottedPackage.isEmpty() ? "" : dottedPackage.substring(1).replace('.', '/');
    }
}
