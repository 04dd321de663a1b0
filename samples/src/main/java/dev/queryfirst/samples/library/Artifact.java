package dev.queryfirst.samples.library;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.List;
import java.util.Set;

/**
 * A digital artifact, a paper or a poster, that appeared in one venue (Chebotko et al.'s digital
 * library). Q1 "artifacts of a venue since a year, newest year first"
 * ({@code name=? AND year>? ORDER BY year DESC}) is {@code artifacts_by_venue}, as the paper maps
 * it step by step: venue name is the partition key (the equality), year clusters descending (the
 * range, ordered newest first), artifact id clusters ascending (the key completes the primary key;
 * docs/mapping-rules.md, "Clustering"). Reading one artifact by id is the base table.
 *
 * <p>1,000,000 artifacts over 5,000 venue names: 200 an artifact's venue across its years.
 */
@Entity(keyspace = "library")
@Cardinality(rows = 1_000_000)
@AccessPattern(
        name = "byVenue",
        where = "venueName",
        range = "year",
        orderBy = "year DESC",
        table = "artifacts_by_venue")
public record Artifact(
        @Key int id,
        @Cardinality(avgBytes = 80) String title,
        @Cardinality(elements = 5) List<String> authors,
        @Cardinality(elements = 8) Set<String> keywords,
        @Cardinality(distinct = 5_000) String venueName,
        int year) {}
