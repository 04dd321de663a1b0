package dev.queryfirst.processor.evolve;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;

/**
 * One version's migration: its statements (keyspace as {@link MigrationCql#KEYSPACE}) and the
 * backfills that fill the tables it creates for entities that already had data.
 *
 * @param version its number, from 1
 * @param description what it does, for the history table ({@code create orders, add
 *     orders_by_customer})
 * @param statements the statements, without semicolons
 * @param backfills each new table of an entity whose source table existed before, with that source
 */
public record MigrationVersion(int version, String description, List<String> statements, List<Backfill> backfills) {

    /** Copy the rows of {@code source} into {@code target}, a table this version creates. */
    public record Backfill(String source, String target) {}

    /**
     * The content of {@code META-INF/queryfirst/migrations/<keyspace>/V<n>.cql}: every statement
     * followed by {@code ;\n}, in the given keyspace, so its SHA-256 is {@link #checksum}.
     */
    public String file(String keyspaceCql) {
        StringBuilder out = new StringBuilder();
        statements(keyspaceCql).forEach(s -> out.append(s).append(";\n"));
        return out.toString();
    }

    public List<String> statements(String keyspaceCql) {
        return statements.stream().map(s -> MigrationCql.render(s, keyspaceCql)).toList();
    }

    /** What the run-time {@code MigrationStep.checksum} computes over the same statements. */
    public String checksum(String keyspaceCql) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(file(keyspaceCql).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /**
     * The migrations of versions {@code 1..n}, each from the one before (version 1 from nothing).
     *
     * <p>A backfill runs with the table classes of the code as it is now, which read and write
     * every column the tables have at version {@code n}. So it runs with the last version that
     * changes its source or target table, once those columns exist: a keyspace several versions
     * behind applies them all first. A keyspace that already ran it at an earlier version finds
     * every range recorded as done, so running it again copies nothing.
     */
    public static List<MigrationVersion> of(List<SchemaSnapshot> versions, CqlSpelling cql) {
        MigrationCql statements = new MigrationCql(cql);
        List<List<Backfill>> backfills = new ArrayList<>();
        versions.forEach(v -> backfills.add(new ArrayList<>()));
        for (int i = 0; i < versions.size(); i++) {
            SchemaSnapshot before =
                    i == 0 ? SchemaSnapshot.empty(versions.get(0).keyspace()) : versions.get(i - 1);
            for (Backfill backfill : backfills(before, versions.get(i))) {
                backfills.get(lastChange(versions, i, backfill)).add(backfill);
            }
        }
        List<MigrationVersion> out = new ArrayList<>();
        for (int i = 0; i < versions.size(); i++) {
            SchemaSnapshot before =
                    i == 0 ? SchemaSnapshot.empty(versions.get(0).keyspace()) : versions.get(i - 1);
            out.add(new MigrationVersion(
                    i + 1,
                    describe(before, versions.get(i)),
                    statements.statements(before, versions.get(i)),
                    backfills.get(i)));
        }
        return out;
    }

    /** The index of the last version from {@code created} on that changes the backfill's tables. */
    private static int lastChange(List<SchemaSnapshot> versions, int created, Backfill backfill) {
        int last = created;
        for (int i = created + 1; i < versions.size(); i++) {
            for (String table : List.of(backfill.source(), backfill.target())) {
                if (!versions.get(i).table(table).equals(versions.get(i - 1).table(table))) {
                    last = i;
                }
            }
        }
        return last;
    }

    /**
     * Each new table of an entity with tables before, filled from the entity's source table of the
     * earlier version; when that one is gone (its base table, no longer needed), from another table
     * of the entity that both versions have and that is the source now. A new source table (a base
     * table the entity needs again) is filled from the earlier source, which holds whole entities.
     */
    private static List<Backfill> backfills(SchemaSnapshot before, SchemaSnapshot after) {
        List<Backfill> backfills = new ArrayList<>();
        for (SchemaSnapshot.Table table : after.tables()) {
            if (before.table(table.name()).isPresent()) {
                continue;
            }
            before.tables().stream()
                    .filter(t -> t.entity().equals(table.entity())
                            && after.table(t.name()).isPresent()
                            && (t.source()
                                    || after.table(t.name()).orElseThrow().source()))
                    .min(Comparator.comparing(t -> t.source() ? 0 : 1))
                    .ifPresent(source -> backfills.add(new Backfill(source.name(), table.name())));
        }
        return backfills;
    }

    private static String describe(SchemaSnapshot before, SchemaSnapshot after) {
        List<String> parts = new ArrayList<>();
        List<String> created = after.tables().stream()
                .filter(t -> before.table(t.name()).isEmpty())
                .map(SchemaSnapshot.Table::name)
                .toList();
        List<String> dropped = before.tables().stream()
                .filter(t -> after.table(t.name()).isEmpty())
                .map(SchemaSnapshot.Table::name)
                .toList();
        List<String> altered = after.tables().stream()
                .filter(t ->
                        before.table(t.name()).filter(old -> !old.equals(t)).isPresent())
                .map(SchemaSnapshot.Table::name)
                .toList();
        if (!created.isEmpty()) {
            parts.add("create " + String.join(", ", created));
        }
        if (!altered.isEmpty()) {
            parts.add("alter " + String.join(", ", altered));
        }
        if (!dropped.isEmpty()) {
            parts.add("drop " + String.join(", ", dropped));
        }
        return parts.isEmpty() ? "types and indexes" : String.join("; ", parts);
    }
}
