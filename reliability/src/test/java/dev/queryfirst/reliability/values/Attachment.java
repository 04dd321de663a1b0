package dev.queryfirst.reliability.values;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * A {@code byte[]} attribute in every copy, and as a clustering column of
 * {@code attachments_by_owner}: Java compares arrays by identity, Cassandra by content.
 *
 * @param id the key
 * @param owner the partition key of {@code attachments_by_owner}
 * @param digest bytes, ordering the owner's attachments
 * @param content bytes in a regular column
 */
@Entity(keyspace = "values")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byOwner", where = "owner", orderBy = "digest")
public record Attachment(
        @Key UUID id, @Cardinality(distinct = 10_000) String owner, byte[] digest, byte[] content) {}
