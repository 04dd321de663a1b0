package dev.queryfirst.benchmarks.fleet;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.read.Reader;
import dev.queryfirst.runtime.internal.write.RowWrites;
import dev.queryfirst.runtime.internal.write.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * A device's save as {@code DeviceDao.save} made it before its live copies came from the site's
 * table: the previous state read, then the same batch (the rows that moved deleted, every row
 * written over its previous state), with the site copied from the {@code Site} object passed. The
 * same runtime calls as the generated save, minus the read of the site: what the two measure apart
 * is that read.
 */
final class CopiesFromTheObjectPassed {

    private final Reader reader;
    private final Writer writer;
    private final DevicesTable devices;
    private final DevicesBySiteIdTable bySite;
    private final DevicesBySiteIdAndStatusTable bySiteAndStatus;

    CopiesFromTheObjectPassed(CqlSession session, String keyspace) {
        List<String> statements = new ArrayList<>(DevicesTable.statements(keyspace));
        statements.addAll(DevicesBySiteIdTable.statements(keyspace));
        statements.addAll(DevicesBySiteIdAndStatusTable.statements(keyspace));
        Prepared prepared = Futures.getUninterruptibly(Prepared.prepareAsync(session, statements));
        this.reader = new Reader(session, DaoOptions.defaults());
        this.writer = new Writer(session, DaoOptions.defaults());
        this.devices = new DevicesTable(prepared, keyspace);
        this.bySite = new DevicesBySiteIdTable(prepared, keyspace);
        this.bySiteAndStatus = new DevicesBySiteIdAndStatusTable(prepared, keyspace);
    }

    CompletionStage<Void> saveAsync(Device device) {
        return reader.oneAsync(devices.bindSelectRow(device), devices::map).thenCompose(read -> {
            Device previous = read.orElse(null);
            if (previous != null && RowWrites.same(devices.bindInsert(previous), devices.bindInsert(device))) {
                return CompletableFuture.completedFuture(null);
            }
            return writer.batch()
                    .move(bySite, previous, device)
                    .move(bySiteAndStatus, previous, device)
                    .replace(devices, previous, device)
                    .executeAsync();
        });
    }
}
