package dev.queryfirst.processor.check;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Numbers;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TimeBucketModel;
import dev.queryfirst.processor.vocabulary.Buckets;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Which bucket to propose (docs/sizing.md, "Bucket advice"): the largest standard width whose
 * partition stays under {@code maxPartitionRows} and {@code warnPartitionBytes} (the faster the
 * rows arrive, the narrower the bucket) — and, where that width still leaves a read of
 * {@code limit} rows spread over more than two partitions, a multiple of it; for a bucket that is
 * too small for its reads, the smallest multiple of its unit that serves a read from one partition
 * (three joins a day and reads of ten → four-day buckets).
 */
final class BucketAdvice {

    /** A bucket width: {@code size} × {@code unit}. */
    record Width(ChronoUnit unit, int size) {
        double seconds() {
            return new TimeBucketModel(unit, size, 0, "").widthSeconds();
        }
    }

    /** A proposed width and the partition it gives. */
    record Proposal(Width width, double rows, double bytes, long partitionsPerRead, int limit) {

        String annotation() {
            return Buckets.annotation(width.unit(), width.size());
        }

        /** {@code (10,000 rows, ~4.6 MB per partition, 1 partition per read of 10)}. */
        String consequences() {
            return (limit > 0 ? Phrase.CONSEQUENCES_FOR_READS : Phrase.CONSEQUENCES)
                    .with("rows", Numbers.grouped(rows))
                    .with("bytes", Numbers.bytes(bytes))
                    .with("partitions", partitions(partitionsPerRead))
                    .with("limit", limit)
                    .text();
        }

        /** {@code message} proposing this bucket on the attribute at {@code path}. */
        Filled<Message> into(Message message, String path) {
            return message.with("annotation", annotation()).with("path", path).with("consequences", consequences());
        }
    }

    static final List<Width> STANDARD = List.of(
            new Width(ChronoUnit.YEARS, 1),
            new Width(ChronoUnit.MONTHS, 1),
            new Width(ChronoUnit.DAYS, 7),
            new Width(ChronoUnit.DAYS, 1),
            new Width(ChronoUnit.HOURS, 1),
            new Width(ChronoUnit.MINUTES, 1));

    /** How far multiples are tried: a thousand units is past every standard width's neighbour. */
    private static final int MAX_MULTIPLE = 1_000;

    private final ProcessorOptions options;

    BucketAdvice(ProcessorOptions options) {
        this.options = options;
    }

    /** A bucket for a partition growing at {@code perSecond} rows; empty if even a minute is too much. */
    Optional<Proposal> forGrowth(double perSecond, TableSizing sizing, int limit) {
        for (Width standard : STANDARD) {
            Proposal proposal = propose(standard, perSecond, sizing, bucketColumnBytes(standard.unit()), limit);
            if (fits(proposal)) {
                return Optional.of(
                        proposal.partitionsPerRead() > 2
                                ? multiples(
                                                standard.unit(),
                                                standard.size(),
                                                perSecond,
                                                sizing,
                                                bucketColumnBytes(standard.unit()),
                                                limit)
                                        .orElse(proposal)
                                : proposal);
            }
        }
        return Optional.empty();
    }

    /** A wider bucket of the same unit for a read of {@code limit} rows that spans too many buckets. */
    Optional<Proposal> forReads(TimeBucketModel current, double perSecond, TableSizing sizing, int limit) {
        return multiples(current.unit(), current.size(), perSecond, sizing, 0, limit);
    }

    /** The smallest multiple serving a read from one partition, else the widest still under the limits. */
    private Optional<Proposal> multiples(
            ChronoUnit unit, int base, double perSecond, TableSizing sizing, double extraKeyBytes, int limit) {
        Proposal widest = null;
        for (int size = base + 1; size <= base * MAX_MULTIPLE; size++) {
            Proposal proposal = propose(new Width(unit, size), perSecond, sizing, extraKeyBytes, limit);
            if (!fits(proposal)) {
                break;
            }
            if (proposal.partitionsPerRead() <= 1) {
                return Optional.of(proposal);
            }
            widest = proposal;
        }
        return Optional.ofNullable(widest).filter(p -> p.partitionsPerRead() <= 2);
    }

    private static Proposal propose(
            Width width, double perSecond, TableSizing sizing, double extraKeyBytes, int limit) {
        double rows = perSecond * width.seconds();
        return new Proposal(width, rows, sizing.bytes(rows, extraKeyBytes), partitionsPerRead(limit, rows), limit);
    }

    private boolean fits(Proposal proposal) {
        return proposal.rows() <= options.maxPartitionRows() && proposal.bytes() <= options.warnPartitionBytes();
    }

    /** {@code ceil(limit / Nr)}: the buckets a "latest N" read walks. */
    static long partitionsPerRead(int limit, double rowsPerBucket) {
        if (limit <= 0 || rowsPerBucket <= 0) {
            return 1;
        }
        // Rounding guards against 10 / (3 × 4 days, computed in seconds) landing a hair above 1.
        return Math.max(1, (long) Math.ceil(limit / rowsPerBucket - 1e-9));
    }

    /** The bucket column a proposed bucket adds to the partition key: a date, or a timestamp. */
    static double bucketColumnBytes(ChronoUnit unit) {
        return unit.compareTo(ChronoUnit.DAYS) >= 0 ? 4 : 8;
    }

    static String partitions(long count) {
        return count + (count == 1 ? " partition" : " partitions");
    }
}
