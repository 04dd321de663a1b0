package dev.queryfirst.reliability.fleet;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A device of the fleet app, at a {@link Site} whose attributes are copied live into each of its
 * tables: static in {@code devices_by_site_id} (partitioned by the site's key alone), a plain copy in
 * each row of {@code devices_by_site_id_and_status} (whose rows move when the status changes) and
 * of the base table {@code devices}.
 *
 * @param id the key
 * @param site where it is
 * @param status online, offline, …
 * @param lastSeen {@code Instant.now()} of the last report
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
        String label) {}
