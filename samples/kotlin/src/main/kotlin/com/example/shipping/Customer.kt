package com.example.shipping

import dev.queryfirst.annotations.AccessPattern
import dev.queryfirst.annotations.Cardinality
import dev.queryfirst.annotations.Entity
import dev.queryfirst.annotations.Key
import java.util.UUID

/**
 * A customer. Shipments hold a live copy of it ([Shipment.customer]): renaming a customer through
 * the generated `CustomerDao` rewrites those copies.
 *
 * `isVip` is stored as the attribute `isVip` (column `is_vip`), read through Kotlin's `isVip()`.
 */
@Entity(keyspace = "shipping")
@Cardinality(rows = 100_000)
@AccessPattern(name = "byEmail", where = ["email"])
data class Customer(
    @Key val id: UUID,
    val name: String,
    @Cardinality(maxRowsPerValue = 1) val email: String,
    val isVip: Boolean,
)
