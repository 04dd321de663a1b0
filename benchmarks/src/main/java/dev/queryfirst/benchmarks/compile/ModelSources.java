package dev.queryfirst.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The model the compile benchmark compiles: {@code entities} entities with 5 access patterns each,
 * written two ways.
 *
 * <ul>
 *   <li>QueryFirst: one annotated record per entity; the processor derives its 5 tables and
 *       generates their table classes, the DAO and the schema.
 *   <li>DataStax mapper: what the same model takes with the mapper — one mapped JavaBean per table
 *       (5 per entity), one {@code @Dao} interface per entity with an insert and a delete per table,
 *       a read by key and a sync and an async select per access pattern, and one {@code @Mapper}
 *       per keyspace with a DAO factory per entity.
 * </ul>
 *
 * <p>Each keyspace of {@value #ENTITIES_PER_KEYSPACE} entities is a package of its own. Every
 * entity is a copy of one realistic shape (ids, an email, an owner, a category, a region,
 * a creation time bucketed by month, text, a quantity, a price), renamed, so the work grows
 * linearly with the entity count.
 */
public final class ModelSources {

    /**
     * Entities per keyspace (and per package): 100 tables, a large but plausible keyspace. No
     * Cassandra cluster should hold 1,000 tables in one keyspace: each table costs every node memory.
     */
    static final int ENTITIES_PER_KEYSPACE = 20;

    private ModelSources() {}

    /** Writes the QueryFirst sources under {@code root}; returns their paths. */
    public static List<Path> writeQueryFirst(Path root, int entities) {
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < entities; i++) {
            String name = name(i);
            files.add(write(root, packageOf(i), name, """
          package PACKAGE;

          import dev.queryfirst.annotations.AccessPattern;
          import dev.queryfirst.annotations.Cardinality;
          import dev.queryfirst.annotations.Entity;
          import dev.queryfirst.annotations.Key;
          import dev.queryfirst.annotations.TimeBucket;
          import java.math.BigDecimal;
          import java.time.Instant;
          import java.time.temporal.ChronoUnit;
          import java.util.UUID;

          @Entity(keyspace = "PACKAGE")
          @Cardinality(rows = 10_000_000)
          @AccessPattern(name = "byId", where = "id")
          @AccessPattern(name = "byEmail", where = "email")
          @AccessPattern(name = "recentByOwner", where = "owner", orderBy = "created DESC", limit = 20)
          @AccessPattern(name = "byCategory", where = "category", orderBy = "title")
          @AccessPattern(name = "byRegionAndTime", where = "region", range = "created", orderBy = "created DESC")
          public record NAME(
              @Key UUID id,
              @Cardinality(distinct = 10_000_000) String email,
              @Cardinality(distinct = 1_000_000) String owner,
              @Cardinality(distinct = 5_000) String category,
              @Cardinality(distinct = 10_000) String region,
              @TimeBucket(ChronoUnit.MONTHS) Instant created,
              @Cardinality(avgBytes = 60) String title,
              @Cardinality(avgBytes = 400) String body,
              int quantity,
              BigDecimal price) {}
          """.replace("PACKAGE", packageOf(i))
                    .replace("NAME", name)));
        }
        return files;
    }

    /** Writes the DataStax mapper sources under {@code root}; returns their paths. */
    public static List<Path> writeMapper(Path root, int entities) {
        List<Path> files = new ArrayList<>();
        StringBuilder factories = new StringBuilder();
        for (int i = 0; i < entities; i++) {
            String name = name(i);
            String pkg = packageOf(i);
            String table = name.toLowerCase(Locale.ROOT) + "s";
            files.add(write(
                    root,
                    pkg,
                    name + "ById",
                    row(
                            pkg,
                            name + "ById",
                            table + "_by_id",
                            "@PartitionKey UUID id, String email, String owner, String category, String region, "
                                    + "Instant created, String title, String body, int quantity, BigDecimal price")));
            files.add(
                    write(
                            root,
                            pkg,
                            name + "ByEmail",
                            row(
                                    pkg,
                                    name + "ByEmail",
                                    table + "_by_email",
                                    "@PartitionKey String email, @ClusteringColumn UUID id, String owner, String category, "
                                            + "String region, Instant created, String title, String body, int quantity, BigDecimal price")));
            files.add(
                    write(
                            root,
                            pkg,
                            name + "ByOwner",
                            row(
                                    pkg,
                                    name + "ByOwner",
                                    table + "_by_owner",
                                    "@PartitionKey(0) String owner, @PartitionKey(1) LocalDate createdMonth, "
                                            + "@ClusteringColumn(0) Instant created, @ClusteringColumn(1) UUID id, String email, "
                                            + "String category, String region, String title, String body, int quantity, BigDecimal price")));
            files.add(write(
                    root,
                    pkg,
                    name + "ByCategory",
                    row(
                            pkg,
                            name + "ByCategory",
                            table + "_by_category",
                            "@PartitionKey String category, @ClusteringColumn(0) String title, @ClusteringColumn(1) UUID id, "
                                    + "String email, String owner, String region, Instant created, String body, int quantity, "
                                    + "BigDecimal price")));
            files.add(
                    write(
                            root,
                            pkg,
                            name + "ByRegion",
                            row(
                                    pkg,
                                    name + "ByRegion",
                                    table + "_by_region",
                                    "@PartitionKey(0) String region, @PartitionKey(1) LocalDate createdMonth, "
                                            + "@ClusteringColumn(0) Instant created, @ClusteringColumn(1) UUID id, String email, "
                                            + "String owner, String category, String title, String body, int quantity, BigDecimal price")));
            files.add(write(root, pkg, name + "Dao", dao(pkg, name)));
            factories
                    .append("  @DaoFactory\n  ")
                    .append(name)
                    .append("Dao ")
                    .append(Character.toLowerCase(name.charAt(0)))
                    .append(name.substring(1))
                    .append("Dao();\n\n");
            boolean lastOfKeyspace = (i + 1) % ENTITIES_PER_KEYSPACE == 0 || i == entities - 1;
            if (lastOfKeyspace) {
                files.add(write(
                        root, pkg, "KeyspaceMapper", """
            package PACKAGE;

            import com.datastax.oss.driver.api.mapper.annotations.DaoFactory;
            import com.datastax.oss.driver.api.mapper.annotations.Mapper;

            @Mapper
            public interface KeyspaceMapper {
            FACTORIES}
            """.replace("PACKAGE", pkg).replace("FACTORIES", factories)));
                factories.setLength(0);
            }
        }
        return files;
    }

    /**
     * A mapped entity as the mapper's manual shows it: a JavaBean (fields, a no-argument
     * constructor, getters and setters), the key annotations on the fields.
     */
    private static String row(String pkg, String type, String table, String components) {
        StringBuilder fields = new StringBuilder();
        StringBuilder accessors = new StringBuilder();
        for (String component : components.split(", ")) {
            String[] words = component.split(" ");
            String property = words[words.length - 1];
            String javaType = words[words.length - 2];
            String annotation = words.length > 2 ? words[0] + " " : "";
            String capitalized = Character.toUpperCase(property.charAt(0)) + property.substring(1);
            fields.append("  ")
                    .append(annotation)
                    .append("private ")
                    .append(javaType)
                    .append(' ')
                    .append(property)
                    .append(";\n");
            accessors
                    .append("\n  public ")
                    .append(javaType)
                    .append(" get")
                    .append(capitalized)
                    .append("() {\n    return ")
                    .append(property)
                    .append(";\n  }\n\n  public void set")
                    .append(capitalized)
                    .append('(')
                    .append(javaType)
                    .append(' ')
                    .append(property)
                    .append(") {\n    this.")
                    .append(property)
                    .append(" = ")
                    .append(property)
                    .append(";\n  }\n");
        }
        return """
        package PACKAGE;

        import com.datastax.oss.driver.api.mapper.annotations.ClusteringColumn;
        import com.datastax.oss.driver.api.mapper.annotations.CqlName;
        import com.datastax.oss.driver.api.mapper.annotations.Entity;
        import com.datastax.oss.driver.api.mapper.annotations.PartitionKey;
        import java.math.BigDecimal;
        import java.time.Instant;
        import java.time.LocalDate;
        import java.util.UUID;

        @Entity
        @CqlName("TABLE")
        public class TYPE {
        FIELDS
          public TYPE() {}
        ACCESSORS}
        """.replace("PACKAGE", pkg)
                .replace("TABLE", table)
                .replace("TYPE", type)
                .replace("FIELDS", fields)
                .replace("ACCESSORS", accessors);
    }

    private static String dao(String pkg, String name) {
        return """
        package PACKAGE;

        import com.datastax.oss.driver.api.core.PagingIterable;
        import com.datastax.oss.driver.api.core.MappedAsyncPagingIterable;
        import com.datastax.oss.driver.api.mapper.annotations.Dao;
        import com.datastax.oss.driver.api.mapper.annotations.Delete;
        import com.datastax.oss.driver.api.mapper.annotations.Insert;
        import com.datastax.oss.driver.api.mapper.annotations.Select;
        import java.time.Instant;
        import java.time.LocalDate;
        import java.util.Optional;
        import java.util.UUID;
        import java.util.concurrent.CompletionStage;

        @Dao
        public interface NAMEDao {
          @Insert void insert(NAMEById row);
          @Insert void insert(NAMEByEmail row);
          @Insert void insert(NAMEByOwner row);
          @Insert void insert(NAMEByCategory row);
          @Insert void insert(NAMEByRegion row);

          @Delete void delete(NAMEById row);
          @Delete void delete(NAMEByEmail row);
          @Delete void delete(NAMEByOwner row);
          @Delete void delete(NAMEByCategory row);
          @Delete void delete(NAMEByRegion row);

          @Select Optional<NAMEById> findById(UUID id);
          @Select CompletionStage<NAMEById> findByIdAsync(UUID id);

          @Select(customWhereClause = "email = :email")
          PagingIterable<NAMEByEmail> byEmail(String email);
          @Select(customWhereClause = "email = :email")
          CompletionStage<MappedAsyncPagingIterable<NAMEByEmail>> byEmailAsync(String email);

          @Select(customWhereClause = "owner = :owner AND created_month = :createdMonth", limit = ":maxRows")
          PagingIterable<NAMEByOwner> recentByOwner(String owner, LocalDate createdMonth, int maxRows);
          @Select(customWhereClause = "owner = :owner AND created_month = :createdMonth", limit = ":maxRows")
          CompletionStage<MappedAsyncPagingIterable<NAMEByOwner>> recentByOwnerAsync(String owner,
              LocalDate createdMonth, int maxRows);

          @Select(customWhereClause = "category = :category")
          PagingIterable<NAMEByCategory> byCategory(String category);
          @Select(customWhereClause = "category = :category")
          CompletionStage<MappedAsyncPagingIterable<NAMEByCategory>> byCategoryAsync(String category);

          @Select(customWhereClause = "region = :region AND created_month = :createdMonth"
              + " AND created >= :from AND created < :to")
          PagingIterable<NAMEByRegion> byRegionAndTime(String region, LocalDate createdMonth,
              Instant from, Instant to);
          @Select(customWhereClause = "region = :region AND created_month = :createdMonth"
              + " AND created >= :from AND created < :to")
          CompletionStage<MappedAsyncPagingIterable<NAMEByRegion>> byRegionAndTimeAsync(String region,
              LocalDate createdMonth, Instant from, Instant to);
        }
        """.replace("PACKAGE", pkg).replace("NAME", name);
    }

    private static String packageOf(int index) {
        return "model" + index / ENTITIES_PER_KEYSPACE;
    }

    private static String name(int index) {
        return String.format("Item%03d", index);
    }

    private static Path write(Path root, String pkg, String type, String source) {
        Path file = root.resolve(pkg).resolve(type + ".java");
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, source, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return file;
    }
}
