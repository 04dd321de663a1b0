package com.example.shipping

import dev.queryfirst.annotations.AccessPattern
import dev.queryfirst.annotations.Cardinality
import dev.queryfirst.annotations.Entity
import dev.queryfirst.annotations.Key
import dev.queryfirst.annotations.TimeBucket
import java.math.BigDecimal
import java.time.Instant
import java.time.temporal.ChronoUnit
import java.util.UUID

/**
 * A parcel sent to a customer.
 *
 * - `byCustomer`: a customer's shipments, newest first, each with a live copy of the customer.
 * - `byStatus`: the shipments of one status, in day buckets of `sentAt`, newest first; a status
 *   change moves the shipment from one partition to another.
 *
 * A nullable type (`note`) is an optional attribute: a shipment without a note is stored with a
 * null column. `@Suppress` is Kotlin's `@SuppressWarnings`: the copies of the customer in ordinary
 * rows (QF305) are what `byStatus` shows without a second read, and the 3 statuses of a day's
 * bucket (QF302) hold 2,000 shipments for a dashboard that reads them rarely.
 */
@Entity(keyspace = "shipping")
@Cardinality(rows = 2_000, per = ChronoUnit.DAYS)
@Suppress("QF305", "QF302")
@AccessPattern(name = "byCustomer", where = ["customer.id"], orderBy = ["sentAt DESC"], limit = 20)
@AccessPattern(name = "byStatus", where = ["status"], orderBy = ["sentAt DESC"], limit = 50)
data class Shipment(
    @Key val id: UUID,
    @Cardinality(maxRowsPerValue = 500, total = true) val customer: Customer,
    @TimeBucket(ChronoUnit.DAYS) val sentAt: Instant,
    @Cardinality(distinct = 3) val status: Status,
    val isGift: Boolean,
    val note: String?,
    val weightKg: BigDecimal,
    @Cardinality(elements = 3) val labels: List<String>,
)
