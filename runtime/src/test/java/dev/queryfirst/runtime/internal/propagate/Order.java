package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.cql.Row;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;

/**
 * An order, referencing its customer: the customer's key and attributes are pushed down into
 * every order table as {@code customer_id}, {@code customer_name}, {@code customer_email},
 * {@code customer_since} ({@code note} is optional).
 */
record Order(UUID id, Customer customer, String status, Instant placedAt, BigDecimal total, String note) {

    /** Every column of the order tables, in the order {@link #read} and {@link #columnValues} use. */
    static final List<String> COLUMNS = List.of(
            "id",
            "customer_id",
            "customer_name",
            "customer_email",
            "customer_since",
            "status",
            "placed_at",
            "total",
            "note");

    /** The customer's non-key columns, as the targeted {@code UPDATE}s of a live reference set them. */
    static final List<String> CUSTOMER_COLUMNS = List.of("customer_name", "customer_email", "customer_since");

    /** The order in a row selecting {@link #COLUMNS}. */
    static Order read(Row row) {
        Customer customer = new Customer(row.getUuid(1), row.getString(2), row.getString(3), row.getInstant(4));
        return new Order(
                row.getUuid(0), customer, row.getString(5), row.getInstant(6), row.getBigDecimal(7), row.getString(8));
    }

    /**
     * The order in a row selecting {@link #COLUMNS} as a propagation of its customer reads it: its
     * key, the customer's key and the other tables' key columns; the rest null (the generated
     * {@code referrerOfCustomer}).
     */
    static Order referrerOf(Row row) {
        Customer customer = row.isNull(1) ? null : new Customer(row.getUuid(1), null, null, null);
        return new Order(row.getUuid(0), customer, row.getString(5), row.getInstant(6), null, null);
    }

    /** The values of {@link #COLUMNS}, nulls included. */
    List<Object> columnValues() {
        return Arrays.asList(
                id, customer.id(), customer.name(), customer.email(), customer.since(), status, placedAt, total, note);
    }

    /** The customer's values of {@link #CUSTOMER_COLUMNS}. */
    static List<Object> customerValues(Customer customer) {
        return Arrays.asList(customer.name(), customer.email(), customer.since());
    }

    Order withCustomer(Customer newCustomer) {
        return new Order(id, newCustomer, status, placedAt, total, note);
    }

    Order withStatus(String newStatus) {
        return new Order(id, customer, newStatus, placedAt, total, note);
    }
}
