package dev.queryfirst.samples.crm;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import dev.queryfirst.annotations.Masked;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/**
 * A customer of a shop whose contact details support staff read masked: the email as Cassandra's
 * default mask, the phone with its first two and last digit in clear, the credit limit as null.
 * {@code byRegion} serves the regional teams; its table masks the same columns.
 */
@Entity(keyspace = "crm")
@AccessPattern(name = "byRegion", where = "region")
public record Customer(
        @Key UUID id,
        String region,
        String name,
        @Masked String email,

        @Masked(
                value = Masked.Function.INNER,
                arguments = {"2", "1", "#"})
        String phone,

        @Masked(Masked.Function.NULL) BigDecimal creditLimit,
        Instant since) {}
