package dev.queryfirst.processor.check;

import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.sizing.ColumnSizes;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The sizing of a bucket directory's partitions, for the design report: a partition
 * lists at most one row per bucket the key's rows live in, so it holds the buckets of the TTL
 * (plus the one partly expired), or without a TTL the buckets of the horizon. Every entry is a
 * bucket value and nothing else (a row of the SSTable format with one clustering value and no
 * cell): directories stay small however dense the data table.
 */
final class DirectorySizing {

    private DirectorySizing() {}

    static PartitionEstimate estimate(DirectoryModel directory, ColumnSizes sizes, ProcessorOptions options) {
        TableModel table = directory.table();
        double width = directory.bucket().bucket().widthSeconds();
        long ttl = table.options().defaultTtlSeconds();
        List<String> arithmetic = new ArrayList<>();
        double rows;
        if (ttl > 0) {
            rows = Math.ceil(ttl / width) + 1;
            arithmetic.add(String.format(
                    "Nr = ttl / bucket + 1 = %d s / %.0f s + 1 = %.0f buckets listed at most per key",
                    ttl, width, rows));
        } else {
            rows = Math.ceil(options.horizonSeconds() / width);
            arithmetic.add(String.format(
                    "Nr = horizon / bucket = %s / %.0f s = %.0f buckets listed at most per key (no ttl)",
                    options.horizon(), width, rows));
        }
        StorageFormat format = new StorageFormat(sizes);
        double keyBytes = format.partitionKey(directory.key(), 0) + StorageFormat.partitionHeader();
        double entryBytes = format.row(table.clustering(), List.of(), false, ttl > 0);
        double bytes = keyBytes + rows * entryBytes;
        arithmetic.add(String.format(
                "bytes = key and header %.0f + Nr × entry %.0f (a row holding its bucket) = %.0f",
                keyBytes, entryBytes, bytes));
        arithmetic.add("partitions per read = 1: a read lists the buckets here, then reads only the non-empty ones");
        return new PartitionEstimate(
                table.name(),
                true,
                true,
                rows,
                rows,
                bytes,
                1,
                arithmetic,
                OptionalDouble.empty(),
                new PartitionEstimate.Shape(
                        rows, keyBytes, entryBytes, ttl > 0 ? ttl : (long) options.horizonSeconds()));
    }
}
