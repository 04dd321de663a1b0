package dev.queryfirst.processor.model;

import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * An {@code @Entity} as read from source or class files: everything derive and check need, no
 * javax types.
 *
 * @param qualifiedName {@code com.example.logs.LogMessage}
 * @param packageName {@code com.example.logs}
 * @param simpleName {@code LogMessage}
 * @param record built through its constructor, every attribute an argument in order (a record,
 *     or a Kotlin class: docs/mapping-rules.md, "Kotlin data classes"), rather than a JavaBean
 *     (no-arg constructor and setters)
 * @param keyspace the resolved keyspace
 * @param baseName the base table name: {@code @Entity(table)} or the plural snake_case of the
 *     type ({@code log_messages})
 * @param ttl {@code @Entity(ttl)}, if set
 * @param immutable write-once data: no update, no generated base table
 * @param versioned a version column guarded by a lightweight transaction
 * @param volume the entity's {@code @Cardinality}
 * @param attributes persisted attributes, in declaration order
 * @param accessPatterns the {@code @AccessPattern}s, in declaration order
 * @param suppressed warning codes silenced with {@code @SuppressWarnings("QF302")}
 * @param site the type declaration
 * @param overrides the table options {@code @Entity(compaction, gcGraceSeconds)} sets
 * @param statementOptions the entity's {@code @StatementOptions}: its writes', and under each
 *     access pattern's own, its reads' (docs/statement-options.md)
 */
public record EntityModel(
        String qualifiedName,
        String packageName,
        String simpleName,
        boolean record,
        String keyspace,
        String baseName,
        Optional<Duration> ttl,
        boolean immutable,
        boolean versioned,
        Volume volume,
        List<Attribute> attributes,
        List<AccessPatternModel> accessPatterns,
        Set<String> suppressed,
        Site site,
        TableOverrides overrides,
        StatementOptionsModel statementOptions) {

    /** An entity without {@code @StatementOptions}. */
    public EntityModel(
            String qualifiedName,
            String packageName,
            String simpleName,
            boolean record,
            String keyspace,
            String baseName,
            Optional<Duration> ttl,
            boolean immutable,
            boolean versioned,
            Volume volume,
            List<Attribute> attributes,
            List<AccessPatternModel> accessPatterns,
            Set<String> suppressed,
            Site site,
            TableOverrides overrides) {
        this(
                qualifiedName,
                packageName,
                simpleName,
                record,
                keyspace,
                baseName,
                ttl,
                immutable,
                versioned,
                volume,
                attributes,
                accessPatterns,
                suppressed,
                site,
                overrides,
                StatementOptionsModel.none());
    }

    /** An entity whose tables take the options their shape gives them. */
    public EntityModel(
            String qualifiedName,
            String packageName,
            String simpleName,
            boolean record,
            String keyspace,
            String baseName,
            Optional<Duration> ttl,
            boolean immutable,
            boolean versioned,
            Volume volume,
            List<Attribute> attributes,
            List<AccessPatternModel> accessPatterns,
            Set<String> suppressed,
            Site site) {
        this(
                qualifiedName,
                packageName,
                simpleName,
                record,
                keyspace,
                baseName,
                ttl,
                immutable,
                versioned,
                volume,
                attributes,
                accessPatterns,
                suppressed,
                site,
                TableOverrides.NONE,
                StatementOptionsModel.none());
    }

    /** The key attributes, in key order. */
    public List<Attribute> key() {
        return attributes.stream()
                .filter(Attribute::isKey)
                .sorted(Comparator.comparingInt(Attribute::keyOrder))
                .toList();
    }

    /** Whether it has {@code @Counter} attributes: its one table is a counter table. */
    public boolean hasCounters() {
        return attributes.stream().anyMatch(Attribute::isCounter);
    }

    /**
     * Whether its rows only ever expire: written once ({@code immutable}), with a TTL, and no
     * declared deletes. Their tombstones need not outlive the hint window.
     */
    public boolean onlyExpires() {
        return immutable && ttl.isPresent() && volume.deletes() == 0 && !hasCounters();
    }

    public Optional<Attribute> attribute(String name) {
        return attributes.stream().filter(a -> a.name().equals(name)).findFirst();
    }
}
