package dev.queryfirst.benchmarks.client;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.DefaultBatchType;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.benchmarks.fleet.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * What a careful developer writes with {@code java-driver-core} to save a {@link Site} and keep its
 * devices' copies of it true, with the statements the generated {@code SiteDao} sends (its CQL
 * texts; {@code ClientWorkTest} checks): the site's row read first (nothing is written when nothing
 * changed); the site and the static copy of {@code devices_by_site_id} in one logged batch at one
 * write time (the static copy only when the partition holds devices, or the update would create
 * one); then each device listed there read from its base table and, when it still refers to the
 * site, its copy in {@code devices_by_site_id_and_status} rewritten, then its base row's, at the same
 * write time, 32 devices at a time.
 */
final class HandWrittenRename {

    private static final int CONCURRENCY = 32;

    private final CqlSession session;
    private final PreparedStatement selectSite;
    private final PreparedStatement insertSite;
    private final PreparedStatement firstDevice;
    private final PreparedStatement updateStatics;
    private final PreparedStatement devicesOfSite;
    private final PreparedStatement selectDevice;
    private final PreparedStatement updateByStatus;
    private final PreparedStatement updateDevice;

    HandWrittenRename(CqlSession session) {
        this.session = session;
        String deviceColumns = "id, site_id, site_name, site_region, site_renamed_at, status, last_seen, label";
        this.selectSite = session.prepare("SELECT id, name, region, renamed_at FROM fleet.sites WHERE id = ?");
        this.insertSite = session.prepare("INSERT INTO fleet.sites (id, name, region, renamed_at) VALUES (?, ?, ?, ?)");
        this.firstDevice = session.prepare("SELECT last_seen FROM fleet.devices_by_site_id WHERE site_id = ? LIMIT 1");
        this.updateStatics = session.prepare("UPDATE fleet.devices_by_site_id SET site_name = ?, site_region = ?, "
                + "site_renamed_at = ? WHERE site_id = ?");
        this.devicesOfSite =
                session.prepare("SELECT " + deviceColumns + " FROM fleet.devices_by_site_id WHERE site_id = ?");
        this.selectDevice = session.prepare("SELECT " + deviceColumns + " FROM fleet.devices WHERE id = ?");
        this.updateByStatus = session.prepare("UPDATE fleet.devices_by_site_id_and_status SET site_name = ?, "
                + "site_region = ?, site_renamed_at = ? WHERE site_id = ? AND status = ?");
        this.updateDevice = session.prepare(
                "UPDATE fleet.devices SET site_name = ?, site_region = ?, " + "site_renamed_at = ? WHERE id = ?");
    }

    /** Saves {@code site} and rewrites its devices' copies of it. */
    CompletionStage<Void> save(Site site) {
        return session.executeAsync(selectSite.bind(site.id()).setIdempotent(true))
                .thenCompose(rows -> {
                    Row row = rows.one();
                    if (row != null
                            && new Site(row.getUuid(0), row.getString(1), row.getString(2), row.getInstant(3))
                                    .equals(site)) {
                        return CompletableFuture.completedFuture(null);
                    }
                    long writeTime =
                            session.getContext().getTimestampGenerator().next();
                    return session.executeAsync(firstDevice.bind(site.id()))
                            .thenCompose(first -> {
                                BatchStatement batch = BatchStatement.newInstance(
                                                DefaultBatchType.LOGGED,
                                                insertSite.bind(
                                                        site.id(), site.name(), site.region(), site.renamedAt()))
                                        .setQueryTimestamp(writeTime);
                                if (first.one() != null) {
                                    batch = batch.add(updateStatics.bind(
                                            site.name(), site.region(), site.renamedAt(), site.id()));
                                }
                                return session.executeAsync(batch.setIdempotent(true));
                            })
                            .thenCompose(written -> session.executeAsync(devicesOfSite.bind(site.id())))
                            .thenCompose(devices -> {
                                List<UUID> ids = new ArrayList<>(devices.remaining());
                                for (Row device : devices.currentPage()) {
                                    ids.add(device.getUuid(0));
                                }
                                return copies(site, ids, 0, writeTime);
                            });
                });
    }

    private CompletionStage<Void> copies(Site site, List<UUID> devices, int from, long writeTime) {
        if (from >= devices.size()) {
            return CompletableFuture.completedFuture(null);
        }
        List<CompletableFuture<Void>> chunk = new ArrayList<>(CONCURRENCY);
        for (UUID id : devices.subList(from, Math.min(devices.size(), from + CONCURRENCY))) {
            chunk.add(session.executeAsync(selectDevice.bind(id).setIdempotent(true))
                    .thenCompose(rows -> copy(site, rows, writeTime))
                    .toCompletableFuture());
        }
        return CompletableFuture.allOf(chunk.toArray(CompletableFuture[]::new))
                .thenCompose(done -> copies(site, devices, from + CONCURRENCY, writeTime));
    }

    /** The device's copies: by status first, its base row last, so that the base row is new only when both are. */
    private CompletionStage<Void> copy(Site site, AsyncResultSet rows, long writeTime) {
        Row device = rows.one();
        if (device == null || !site.id().equals(device.getUuid(1))) {
            return CompletableFuture.completedFuture(null);
        }
        UUID id = device.getUuid(0);
        return session.executeAsync(updateByStatus
                        .bind(site.name(), site.region(), site.renamedAt(), site.id(), device.getString(5))
                        .setIdempotent(true)
                        .setQueryTimestamp(writeTime))
                .thenCompose(done -> session.executeAsync(updateDevice
                        .bind(site.name(), site.region(), site.renamedAt(), id)
                        .setIdempotent(true)
                        .setQueryTimestamp(writeTime)))
                .thenApply(done -> null);
    }
}
