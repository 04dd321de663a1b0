package dev.queryfirst.runtime.internal.backfill;

import com.datastax.oss.driver.api.core.cql.Row;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

/** An order: the entity the backfill tests copy from {@link OrdersTable} to {@link OrdersByCustomerTable}. */
record Order(UUID id, String customer, Instant placedAt, BigDecimal total, String note) {

    /** The columns both order tables select, in this order. */
    static final String COLUMNS = "id, customer, placed_at, total, note";

    /** The order in a row of either table's {@code SELECT COLUMNS}. */
    static Order read(Row row) {
        return new Order(row.getUuid(0), row.getString(1), row.getInstant(2), row.getBigDecimal(3), row.getString(4));
    }
}
