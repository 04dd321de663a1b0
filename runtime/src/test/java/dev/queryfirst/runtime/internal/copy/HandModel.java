package dev.queryfirst.runtime.internal.copy;

import dev.queryfirst.runtime.internal.copy.ModelDescription.Bucket;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Column;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Kind;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Model descriptions written by hand for the runtime tests' hand-written DAOs, as the processor
 * would describe their tables (docs/model-description.md): what the audit computes copy rows from.
 *
 * <pre>{@code
 * Table users = HandModel.table("users", null, "username text pk", "email text", "name text");
 * Table byEmail = HandModel.table("users_by_email", "users", "email text pk", "username text ck", "name text");
 * Entity user = HandModel.entity("com.example.User", false, 0, List.of("username"), users, byEmail);
 * }</pre>
 */
public final class HandModel {

    private HandModel() {}

    /**
     * A table copied from {@code copyOf} (null: the source), each column {@code "name type [role]
     * [bucket=UNIT/size/of]"}: role {@code pk}, {@code ck}, {@code ck-desc}, {@code static}, or
     * regular when absent; a copied column comes from the source column of its name.
     */
    public static Table table(String name, String copyOf, String... columns) {
        return new Table(
                name,
                copyOf == null,
                false,
                1,
                0,
                Optional.ofNullable(copyOf),
                Arrays.stream(columns).map(c -> column(c, copyOf != null)).toList());
    }

    /**
     * The entity {@code name} whose copies come from {@code tables[0]}, dated by its regular
     * columns, living {@code ttlSeconds} (0: always).
     */
    public static Entity entity(String name, boolean immutable, long ttlSeconds, List<String> key, Table... tables) {
        Table source = tables[0];
        return new Entity(
                name,
                immutable,
                false,
                false,
                ttlSeconds,
                Optional.of(source.name()),
                key,
                source.names(source.values()),
                List.of(tables),
                List.of(),
                List.of());
    }

    private static Column column(String spec, boolean copied) {
        String[] parts = spec.split(" ");
        String role = parts.length > 2 && !parts[2].startsWith("bucket=") ? parts[2] : "";
        Kind kind = switch (role) {
            case "pk" -> Kind.PARTITION_KEY;
            case "ck", "ck-desc" -> Kind.CLUSTERING;
            case "static" -> Kind.STATIC;
            default -> Kind.REGULAR;
        };
        Optional<String[]> bucket = Arrays.stream(parts)
                .filter(p -> p.startsWith("bucket="))
                .findFirst()
                .map(p -> p.substring("bucket=".length()).split("/"));
        return new Column(
                parts[0],
                parts[1],
                kind,
                role.equals("ck-desc"),
                Optional.of(parts[0]),
                copied && bucket.isEmpty() ? Optional.of(parts[0]) : Optional.empty(),
                copied ? bucket.map(b -> b[2]) : Optional.empty(),
                bucket.map(b -> new Bucket(b[0], Integer.parseInt(b[1]), false)),
                false,
                false);
    }
}
