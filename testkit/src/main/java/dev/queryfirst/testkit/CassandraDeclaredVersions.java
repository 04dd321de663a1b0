package dev.queryfirst.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * The versions of its dependencies that {@code cassandra-all}'s pom declares, read from the local
 * Maven repository that holds the {@code cassandra-all} jar: the dependency management of its
 * parent ({@code cassandra-parent}), then the literal versions the managed artifacts' own poms
 * declare ({@code netty-all} lists {@code netty-handler 4.1.130.Final}, …).
 *
 * <p>A consumer's dependency management (Spring Boot's BOM managing Netty, say) changes these
 * versions on the test class path, where the driver wants them; the forked node takes
 * Cassandra's own instead (docs/architecture.md, "Dependencies").
 */
final class CassandraDeclaredVersions {

    private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");

    private final Path repository;
    /** {@code groupId:artifactId} → version. */
    private final String cassandraVersion;

    private final Map<String, String> versions = new HashMap<>();

    private CassandraDeclaredVersions(Path repository, String cassandraVersion) {
        this.repository = repository;
        this.cassandraVersion = cassandraVersion;
    }

    /** The versions declared by the pom of {@code cassandra-all} {@code version} in {@code repository}. */
    static CassandraDeclaredVersions of(Path repository, String version) {
        CassandraDeclaredVersions declared = new CassandraDeclaredVersions(repository, version);
        Element all = declared.pom("org.apache.cassandra", "cassandra-all", version);
        Element parent = child(all, "parent")
                .orElseThrow(() -> new IllegalStateException(
                        "cassandra-all " + version + "'s pom names no parent, so declares no versions"));
        Element parentPom = declared.pom(text(parent, "groupId"), text(parent, "artifactId"), text(parent, "version"));
        Map<String, String> properties = properties(parentPom);
        properties.put("project.version", text(parentPom, "version"));
        Map<String, String> managed = new HashMap<>();
        child(parentPom, "dependencyManagement")
                .flatMap(m -> child(m, "dependencies"))
                .ifPresent(dependencies -> collect(dependencies, properties, managed));
        declared.versions.putAll(managed);
        // One level down: what the managed artifacts declare themselves (compile and runtime
        // scope, not optional), unless managed above.
        Map<String, String> transitive = new HashMap<>();
        for (Map.Entry<String, String> entry : managed.entrySet()) {
            String[] ga = entry.getKey().split(":");
            Path pom = declared.pomPath(ga[0], ga[1], entry.getValue());
            if (Files.isRegularFile(pom)) {
                Element own = read(pom);
                child(own, "dependencies").ifPresent(d -> collect(d, Map.of(), transitive));
            }
        }
        transitive.forEach(declared.versions::putIfAbsent);
        // cassandra-parent manages cassandra-all itself to a snapshot, for its test tools.
        declared.versions.remove("org.apache.cassandra:cassandra-all");
        return declared;
    }

    /** The version cassandra-all's pom declares for {@code groupId:artifactId}, if any. */
    Optional<String> version(String groupId, String artifactId) {
        return Optional.ofNullable(versions.get(groupId + ":" + artifactId));
    }

    /** The version of cassandra-all whose pom declares them. */
    String cassandraVersion() {
        return cassandraVersion;
    }

    Path repository() {
        return repository;
    }

    private static void collect(Element dependencies, Map<String, String> properties, Map<String, String> out) {
        for (Element dependency : children(dependencies, "dependency")) {
            Optional<Element> version = child(dependency, "version");
            String scope = text(dependency, "scope");
            boolean onClassPath = scope.isEmpty() || scope.equals("compile") || scope.equals("runtime");
            if (version.isEmpty()
                    || !onClassPath
                    || text(dependency, "optional").equals("true")) {
                continue;
            }
            String value = interpolate(version.get().getTextContent().trim(), properties);
            if (!value.contains("${")) {
                out.putIfAbsent(text(dependency, "groupId") + ":" + text(dependency, "artifactId"), value);
            }
        }
    }

    private static String interpolate(String value, Map<String, String> properties) {
        Matcher matcher = PROPERTY.matcher(value);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String replacement = properties.getOrDefault(matcher.group(1), matcher.group());
            matcher.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        return matcher.appendTail(out).toString();
    }

    private static Map<String, String> properties(Element pom) {
        Map<String, String> properties = new HashMap<>();
        child(pom, "properties").ifPresent(p -> {
            for (Node node = p.getFirstChild(); node != null; node = node.getNextSibling()) {
                if (node instanceof Element property) {
                    properties.put(
                            property.getTagName(), property.getTextContent().trim());
                }
            }
        });
        return properties;
    }

    private Path pomPath(String groupId, String artifactId, String version) {
        return repository
                .resolve(groupId.replace('.', '/'))
                .resolve(artifactId)
                .resolve(version)
                .resolve(artifactId + "-" + version + ".pom");
    }

    private Element pom(String groupId, String artifactId, String version) {
        Path pom = pomPath(groupId, artifactId, version);
        if (!Files.isRegularFile(pom)) {
            throw new IllegalStateException("No " + pom + ": the forked node's class path follows it");
        }
        return read(pom);
    }

    private static Element read(Path pom) {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Document document = factory.newDocumentBuilder().parse(pom.toFile());
            return document.getDocumentElement();
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new IllegalStateException("Cannot read " + pom + ": " + e.getMessage(), e);
        }
    }

    private static Optional<Element> child(Element parent, String name) {
        List<Element> found = children(parent, name);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> found = new ArrayList<>();
        for (Node node = parent.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element element && element.getTagName().equals(name)) {
                found.add(element);
            }
        }
        return found;
    }

    private static String text(Element parent, String name) {
        return child(parent, name).map(e -> e.getTextContent().trim()).orElse("");
    }
}
