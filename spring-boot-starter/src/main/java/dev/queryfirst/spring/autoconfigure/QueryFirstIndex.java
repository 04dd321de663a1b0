package dev.queryfirst.spring.autoconfigure;

import dev.queryfirst.runtime.schema.KeyspaceFragment;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.springframework.util.ClassUtils;

/**
 * What the processor generated, read from every {@code META-INF/queryfirst/index.properties} on
 * the classpath (each jar compiled with QueryFirst carries one): per keyspace its schema class, its
 * DAOs and its number of schema versions. Found with {@link ClassLoader#getResources}, never by
 * scanning packages.
 *
 * <p>A keyspace split over Maven modules (each compiled with {@code -Aqueryfirst.module}) has one
 * entry per module, each with the module's schema class, DAOs and versions (docs/architecture.md,
 * "One keyspace, many modules"); {@link #checkModules} refuses two schema classes of one keyspace
 * that are not modules of it.
 */
public final class QueryFirstIndex {

    /** Where the processor writes the index of a compilation. */
    public static final String LOCATION = "META-INF/queryfirst/index.properties";

    /**
     * One keyspace the processor generated.
     *
     * @param keyspace the keyspace as declared on the entities
     * @param schemaClass the schema class, {@code com.example.HelpdeskSchema}
     * @param daoClasses its DAOs, sorted
     * @param versions its schema versions (0 when compiled without {@code -Aqueryfirst.schemaDir}: no {@code migrate})
     */
    public record Keyspace(String keyspace, String schemaClass, List<String> daoClasses, int versions) {

        public Keyspace {
            daoClasses = List.copyOf(daoClasses);
        }
    }

    private final List<Keyspace> keyspaces;

    private QueryFirstIndex(List<Keyspace> keyspaces) {
        this.keyspaces = List.copyOf(keyspaces);
    }

    /** Every index that {@code classLoader} sees, merged: one entry per schema class. */
    public static QueryFirstIndex load(ClassLoader classLoader) {
        Map<String, Keyspace> keyspaces = new LinkedHashMap<>();
        try {
            Enumeration<URL> files = classLoader.getResources(LOCATION);
            for (URL file : Collections.list(files)) {
                for (Keyspace keyspace : read(file)) {
                    keyspaces.merge(keyspace.schemaClass(), keyspace, QueryFirstIndex::merge);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + LOCATION, e);
        }
        return new QueryFirstIndex(new ArrayList<>(keyspaces.values()));
    }

    /** The keyspaces, in the order the indexes list them; a keyspace split over modules once per module. */
    public List<Keyspace> keyspaces() {
        return keyspaces;
    }

    /**
     * Fails when one keyspace has two schema classes that are not modules of it: compiled without
     * {@code -Aqueryfirst.module}, each would create, verify and migrate the keyspace as if it held
     * it all, with two histories of one "version 1". The schema classes of {@code keyspaces} are
     * loaded with {@code classLoader} only where a keyspace has several.
     */
    public static void checkModules(List<Keyspace> keyspaces, ClassLoader classLoader) {
        Map<String, List<Keyspace>> byKeyspace = new LinkedHashMap<>();
        keyspaces.forEach(keyspace -> byKeyspace
                .computeIfAbsent(keyspace.keyspace(), k -> new ArrayList<>())
                .add(keyspace));
        for (List<Keyspace> generated : byKeyspace.values()) {
            if (generated.size() < 2) {
                continue;
            }
            for (Keyspace keyspace : generated) {
                if (!KeyspaceFragment.class.isAssignableFrom(
                        ClassUtils.resolveClassName(keyspace.schemaClass(), classLoader))) {
                    throw new IllegalStateException("Keyspace " + keyspace.keyspace() + " is generated twice: by "
                            + generated.stream().map(Keyspace::schemaClass).toList() + ", and "
                            + keyspace.schemaClass() + " is not a module of it. Compile each Maven module of a"
                            + " keyspace with -Aqueryfirst.module=<its name> (docs/schema-evolution.md, \"Several"
                            + " modules, one keyspace\"), or give one of them another @Entity(keyspace = …)");
                }
            }
            // Two modules generating one table: refused naming both, before any bean exists.
            KeyspaceSchema.assemble(generated.get(0).keyspace(), classLoader);
        }
    }

    /**
     * The bean name of every generated class of {@code keyspaces}: {@code ticketDao} for
     * {@code com.example.TicketDao}, or the qualified class name when another generated class has the
     * same simple name ({@code com.example.billing.TicketDao} and {@code com.example.desk.TicketDao},
     * entities of two packages), so that no bean silently replaces another.
     */
    public static Map<String, String> beanNames(List<Keyspace> keyspaces) {
        List<String> classes = new ArrayList<>();
        keyspaces.forEach(keyspace -> {
            classes.add(keyspace.schemaClass());
            classes.addAll(keyspace.daoClasses());
        });
        return uniqueNames(classes, QueryFirstIndex::beanName, generated -> generated);
    }

    /**
     * {@code daoClasses} by the name of their entity: {@code Ticket} for
     * {@code com.example.TicketDao}, or the qualified name ({@code com.example.desk.Ticket}) when two
     * of them share a simple name.
     */
    public static Map<String, String> daosByEntity(List<String> daoClasses) {
        Map<String, String> entities =
                uniqueNames(daoClasses, QueryFirstIndex::entityOf, QueryFirstIndex::qualifiedEntityOf);
        Map<String, String> byEntity = new TreeMap<>();
        entities.forEach((dao, entity) -> byEntity.put(entity, dao));
        return byEntity;
    }

    /** Per class its short name, or its long name when another class has the same short name. */
    private static Map<String, String> uniqueNames(
            List<String> classes, Function<String, String> shortName, Function<String, String> longName) {
        Map<String, Long> counts = classes.stream().collect(Collectors.groupingBy(shortName, Collectors.counting()));
        Map<String, String> names = new LinkedHashMap<>();
        for (String generated : classes) {
            String name = shortName.apply(generated);
            names.put(generated, counts.get(name) > 1 ? longName.apply(generated) : name);
        }
        return names;
    }

    /** {@code com.example.TicketDao} → {@code com.example.Ticket}. */
    private static String qualifiedEntityOf(String daoClass) {
        return daoClass.substring(0, daoClass.length() - "Dao".length());
    }

    /** {@code com.example.TicketDao} → {@code Ticket}: the entity a DAO reads and writes. */
    public static String entityOf(String daoClass) {
        String simple = daoClass.substring(daoClass.lastIndexOf('.') + 1);
        return simple.substring(0, simple.length() - "Dao".length());
    }

    /** {@code com.example.TicketDao} → {@code ticketDao}: a generated class's bean name. */
    public static String beanName(String generatedClass) {
        String simple = generatedClass.substring(generatedClass.lastIndexOf('.') + 1);
        return Character.toLowerCase(simple.charAt(0)) + simple.substring(1);
    }

    private static List<Keyspace> read(URL file) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = file.openStream()) {
            properties.load(in);
        }
        List<Keyspace> read = new ArrayList<>();
        for (String key : new TreeSet<>(properties.stringPropertyNames())) {
            if (!key.endsWith(".schema")) {
                continue;
            }
            String keyspace = key.substring(0, key.length() - ".schema".length());
            String daos = properties.getProperty(keyspace + ".daos", "");
            read.add(new Keyspace(
                    keyspace,
                    properties.getProperty(key).trim(),
                    daos.isBlank()
                            ? List.of()
                            : Arrays.stream(daos.split(",")).map(String::trim).toList(),
                    Integer.parseInt(
                            properties.getProperty(keyspace + ".versions", "0").trim())));
        }
        return read;
    }

    /** One schema class in two indexes (the same jar twice on the classpath): merged. */
    private static Keyspace merge(Keyspace first, Keyspace second) {
        TreeSet<String> daos = new TreeSet<>(first.daoClasses());
        daos.addAll(second.daoClasses());
        return new Keyspace(
                first.keyspace(),
                first.schemaClass(),
                List.copyOf(daos),
                Math.max(first.versions(), second.versions()));
    }
}
