package dev.queryfirst.runtime.backfill;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** An order: the entity the backfill tests copy from {@link OrdersTable} to {@link OrdersByCustomerTable}. */
record Order(UUID id, String customer, Instant placedAt, BigDecimal total, String note) {}
