package dev.queryfirst.cli;

import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.jar.JarFile;

/**
 * The application the command line runs against: its jars and class folders in a class loader of
 * their own, and the keyspaces its {@code META-INF/queryfirst/index.properties} files list (one per
 * jar compiled with QueryFirst). The command line's own QueryFirst runtime and driver come first
 * (the class loader's parent), so the generated code links against the runtime this command line
 * was built with, and a class of another version fails to bind in {@link GeneratedKeyspace}.
 *
 * <pre>{@code
 * ApplicationIndex application = ApplicationIndex.load(List.of(Path.of("app.jar")));
 * GeneratedKeyspace desk = application.keyspace(Optional.empty());   // the only one, or fails naming them
 * }</pre>
 */
final class ApplicationIndex {

    /** Where the processor lists a compilation's schema classes and DAOs. */
    static final String INDEX = "META-INF/queryfirst/index.properties";

    private final ClassLoader loader;
    private final String classpath;
    private final Map<String, Entry> keyspaces;

    private record Entry(String schemaClass, List<String> daoClasses, int versions, String module) {}

    private ApplicationIndex(ClassLoader loader, String classpath, Map<String, Entry> keyspaces) {
        this.loader = loader;
        this.classpath = classpath;
        this.keyspaces = keyspaces;
    }

    /**
     * The application on {@code classpath}: each entry a jar or a class folder, which must exist
     * and be readable; a jar must be a zip file.
     *
     * @throws CliException naming the entry that cannot be read, or saying that no entry carries an index
     */
    static ApplicationIndex load(List<Path> classpath) {
        if (classpath.isEmpty()) {
            throw new CliException("no --classpath: name the application's jar(s) or class folders");
        }
        List<URL> urls = new ArrayList<>();
        for (Path entry : classpath) {
            urls.add(url(entry));
        }
        String described = String.join(
                java.io.File.pathSeparator,
                classpath.stream().map(Path::toString).toList());
        URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ApplicationIndex.class.getClassLoader());
        Map<String, Entry> keyspaces = new TreeMap<>();
        try {
            for (URL file : Collections.list(loader.findResources(INDEX))) {
                read(file, keyspaces);
            }
        } catch (IOException e) {
            throw new CliException("cannot read " + INDEX + " in " + described + ": " + e.getMessage());
        }
        if (keyspaces.isEmpty()) {
            throw new CliException(described + " has no QueryFirst index (" + INDEX
                    + "): it is not an application compiled with queryfirst-processor");
        }
        return new ApplicationIndex(loader, described, keyspaces);
    }

    /** The keyspaces the application generates, sorted. */
    List<String> keyspaces() {
        return List.copyOf(keyspaces.keySet());
    }

    /**
     * The keyspace {@code wanted} names, or the application's only one when empty.
     *
     * @throws CliException for a keyspace the application does not generate, or an ambiguous choice
     */
    GeneratedKeyspace keyspace(Optional<String> wanted) {
        String name;
        if (wanted.isPresent()) {
            name = wanted.get();
            if (!keyspaces.containsKey(name)) {
                throw new CliException("unknown keyspace " + name + ": " + classpath + " generates "
                        + String.join(", ", keyspaces.keySet()));
            }
        } else if (keyspaces.size() == 1) {
            name = keyspaces.keySet().iterator().next();
        } else {
            throw new CliException("choose a keyspace with --keyspace: " + classpath + " generates "
                    + String.join(", ", keyspaces.keySet()));
        }
        Entry entry = keyspaces.get(name);
        Class<?> schema;
        try {
            schema = Class.forName(entry.schemaClass(), true, loader);
        } catch (ClassNotFoundException e) {
            throw new CliException(INDEX + " names " + entry.schemaClass() + ", which is not in " + classpath);
        } catch (LinkageError e) {
            throw new CliException(
                    entry.schemaClass() + " cannot be loaded (compiled by another QueryFirst version?): " + e);
        }
        return new GeneratedKeyspace(name, schema, entry.daoClasses(), entry.versions());
    }

    /** The class loader of the application, for the driver's {@code application.conf} and codecs. */
    ClassLoader classLoader() {
        return loader;
    }

    private static URL url(Path entry) {
        if (!Files.isReadable(entry)) {
            throw new CliException("cannot read " + entry + ": no such file or folder, or not readable");
        }
        if (Files.isRegularFile(entry)) {
            try (JarFile jar = new JarFile(entry.toFile())) {
                jar.size();
            } catch (IOException e) {
                throw new CliException("cannot read " + entry + " as a jar: " + e.getMessage());
            }
        }
        try {
            return entry.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new CliException("cannot read " + entry + ": " + e.getMessage());
        }
    }

    private static void read(URL file, Map<String, Entry> keyspaces) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = file.openStream()) {
            properties.load(in);
        }
        for (String key : properties.stringPropertyNames()) {
            if (!key.endsWith(".schema")) {
                continue;
            }
            String keyspace = key.substring(0, key.length() - ".schema".length());
            String daos = properties.getProperty(keyspace + ".daos", "").trim();
            Entry entry = new Entry(
                    properties.getProperty(key).trim(),
                    daos.isEmpty()
                            ? List.of()
                            : Arrays.stream(daos.split(",")).map(String::trim).toList(),
                    Integer.parseInt(
                            properties.getProperty(keyspace + ".versions", "0").trim()),
                    properties.getProperty(keyspace + ".module", "").trim());
            Entry before = keyspaces.putIfAbsent(keyspace, entry);
            if (before != null && !before.schemaClass().equals(entry.schemaClass())) {
                if (!before.module().isEmpty() && !entry.module().isEmpty()) {
                    // docs/cli.md, "Several modules": the application migrates such a keyspace itself.
                    throw new CliException("keyspace " + keyspace + " is split over modules " + before.module()
                            + " and " + entry.module() + ": this command line runs a keyspace compiled in one"
                            + " module only; migrate it from the application (KeyspaceSchema.assemble(\""
                            + keyspace + "\").migrate(session, options), or the Spring Boot starter at start-up)");
                }
                throw new CliException("keyspace " + keyspace + " is generated twice: by " + before.schemaClass()
                        + " and by " + entry.schemaClass() + " (" + file + ")");
            }
        }
    }
}
