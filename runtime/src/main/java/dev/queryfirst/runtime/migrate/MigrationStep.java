package dev.queryfirst.runtime.migrate;

import dev.queryfirst.runtime.internal.Args;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * One schema version of a keyspace: the CQL statements that bring the previous version to this
 * one, run in order, then the tasks that fill what they created (backfills).
 *
 * <p>The checksum identifies the statements as they were when the version was applied: a
 * version must never change once applied, and {@link Migrator} refuses a history whose checksum
 * differs from the code's. Generated schema classes pass the checksum of their
 * {@code META-INF/queryfirst/migrations/<keyspace>/V<n>.cql} as a constant, computed by
 * {@link #checksum(List)} over the statements in the keyspace they were generated for, so a
 * keyspace override does not change it.
 *
 * <pre>{@code
 * static List<MigrationStep> steps(String keyspace, MigrationOptions options) {
 *   String ks = CqlIdentifier.fromInternal(keyspace).asCql(true);
 *   return List.of(
 *       new MigrationStep(1, "create users", "3f6c…", List.of(
 *           "CREATE TABLE IF NOT EXISTS " + ks + ".users (username text PRIMARY KEY, email text)")),
 *       new MigrationStep(2, "add users_by_email", "9a01…", List.of(
 *           "CREATE TABLE IF NOT EXISTS " + ks + ".users_by_email (email text PRIMARY KEY, username text)"))
 *           .withTask((session, lease) -> Backfill.run(session, keyspace, usersTable(session, keyspace),
 *               usersByEmailTable(session, keyspace), lease.watching(options.backfillOptions()))));
 * }
 * }</pre>
 *
 * @param version this version's number: the first is 1, each next one more
 * @param description what the version does, for the history table
 * @param checksum identifies the statements (see {@link #checksum(List)})
 * @param statements the CQL statements, each one statement without a trailing semicolon
 * @param tasks run after the statements, in order, once the nodes agree on the schema
 */
public record MigrationStep(
        int version, String description, String checksum, List<String> statements, List<MigrationTask> tasks) {

    public MigrationStep {
        Args.positive(version, "version");
        Args.notNull(description, "description");
        Args.notNull(checksum, "checksum");
        if (checksum.isBlank()) {
            throw new IllegalArgumentException("checksum must not be blank");
        }
        statements = List.copyOf(Args.notNull(statements, "statements"));
        tasks = List.copyOf(Args.notNull(tasks, "tasks"));
    }

    /** A version of statements alone. */
    public MigrationStep(int version, String description, String checksum, List<String> statements) {
        this(version, description, checksum, statements, List.of());
    }

    /** A version whose checksum is {@link #checksum(List)} of {@code statements}. */
    public static MigrationStep of(int version, String description, List<String> statements) {
        return new MigrationStep(version, description, checksum(statements), statements);
    }

    /** This version with {@code task} run after its statements (and after the tasks it has). */
    public MigrationStep withTask(MigrationTask task) {
        Args.notNull(task, "task");
        List<MigrationTask> more = new ArrayList<>(tasks);
        more.add(task);
        return new MigrationStep(version, description, checksum, statements, more);
    }

    /**
     * The SHA-256, in lowercase hex, of the UTF-8 bytes of every statement followed by
     * {@code ";\n"}: the text of the version's {@code V<n>.cql} file.
     */
    public static String checksum(List<String> statements) {
        Args.notNull(statements, "statements");
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String statement : statements) {
                digest.update((statement + ";\n").getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
