package com.example.shipping

/** Where a shipment is: it moves from one `byStatus` partition to the next as this changes. */
enum class Status { PACKED, SENT, DELIVERED }
