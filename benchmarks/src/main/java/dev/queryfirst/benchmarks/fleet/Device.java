package dev.queryfirst.benchmarks.fleet;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A device reporting in: each save changes when it was last seen (and its status), so its rows move
 * in both access patterns' tables. The site's attributes are a live copy: static in
 * {@code devices_by_site_id}, in each row of the base table and of {@code devices_by_site_id_and_status}.
 *
 * @param id the key
 * @param site where it is
 * @param status online or offline
 * @param lastSeen the time of its last report
 * @param label anything
 */
@Entity(keyspace = "fleet")
@Cardinality(rows = 500_000)
@AccessPattern(name = "bySite", where = "site.id", orderBy = "lastSeen DESC", limit = 500)
@AccessPattern(
        name = "bySiteAndStatus",
        where = {"site.id", "status"},
        limit = 500)
public record Device(
        @Key UUID id,
        @Cardinality(maxRowsPerValue = 500) Site site,
        @Cardinality(distinct = 4) String status,
        Instant lastSeen,
        @Cardinality(avgBytes = 40) String label) {}
