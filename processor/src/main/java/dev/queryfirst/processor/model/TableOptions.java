package dev.queryfirst.processor.model;

import java.util.Optional;

/**
 * Table options derived from the entity and its patterns.
 *
 * @param defaultTtlSeconds {@code default_time_to_live}, 0 for none
 * @param twcsWindow the TimeWindowCompactionStrategy window (the bucket) for a bucketed table with
 *     a TTL
 * @param comment the table comment, naming the access patterns it serves
 */
public record TableOptions(long defaultTtlSeconds, Optional<TimeBucketModel> twcsWindow, String comment) {}
