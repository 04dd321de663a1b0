package dev.queryfirst.cli;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a migration statement creates, read from its text for {@code migrate --dry-run}. */
final class DryRun {

    /** {@code CREATE TABLE IF NOT EXISTS "ks".tickets_by_assignee (…}: the table, unquoted. */
    private static final Pattern CREATE_TABLE = Pattern.compile(
            "^\\s*CREATE\\s+TABLE\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?(?:(?:\"[^\"]+\"|\\w+)\\.)?(\"[^\"]+\"|\\w+)",
            Pattern.CASE_INSENSITIVE);

    private DryRun() {}

    /** The table {@code statement} creates, if it creates one. */
    static Optional<String> createdTable(String statement) {
        Matcher matcher = CREATE_TABLE.matcher(statement);
        if (!matcher.find()) {
            return Optional.empty();
        }
        String table = matcher.group(1);
        return Optional.of(table.startsWith("\"") ? table.substring(1, table.length() - 1) : table.toLowerCase());
    }
}
