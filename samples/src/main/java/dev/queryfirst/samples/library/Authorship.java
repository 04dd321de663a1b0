package dev.queryfirst.samples.library;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Snapshot;

/**
 * An author of an artifact (Chebotko et al.'s Q2, "artifacts by an author, newest year first"):
 * {@code artifacts_by_author}. The artifact is a reference, pushed down with its title, authors,
 * keywords, venue and year, so the list is read from one partition. One row per author and
 * artifact: an element of the artifact's author list cannot be a partition key, a row can.
 *
 * <p>Three authors an artifact; a prolific author has at most 2,000 artifacts.
 *
 * <p>The artifact is a {@code @Snapshot}: an authorship is written once (immutable) with the
 * artifact as published, and the list is ordered by the artifact's year, which no propagation
 * could move.
 */
@Entity(keyspace = "library", immutable = true)
@Cardinality(rows = 3_000_000)
// The artifact's attributes are copied into every row of artifacts_by_author (QF305): an
// artifact is edited rarely after publication, and the list shows them without a second read.
@SuppressWarnings("QF305")
@AccessPattern(name = "byAuthor", where = "author", orderBy = "artifact.year DESC", table = "artifacts_by_author")
public record Authorship(
        @Key @Cardinality(distinct = 600_000, maxRowsPerValue = 2_000)
        String author,

        @Key @Snapshot Artifact artifact) {}
