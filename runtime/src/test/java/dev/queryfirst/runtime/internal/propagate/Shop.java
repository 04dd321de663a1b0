package dev.queryfirst.runtime.internal.propagate;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchableStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.internal.EntityTable;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.audit.Audit;
import dev.queryfirst.runtime.internal.copy.HandModel;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.write.WriteBatch;
import dev.queryfirst.runtime.internal.write.WriteTimes;
import dev.queryfirst.runtime.internal.write.Writer;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;

/**
 * The writes of a customer DAO and an order DAO, written by hand as the generated DAOs are to make
 * them: {@code Order.customer} is a live reference, copied statically into
 * {@code orders_by_customer} and plainly into {@code orders_by_id} (the base table) and
 * {@code orders_by_status}; its referrers are listed by the reference index
 * {@code orders_by_customer_ref}, which the order writes maintain with their other copies.
 */
final class Shop {

    final CqlSession session;
    final DaoOptions options;
    final CustomersTable customers;
    final OrdersByIdTable ordersById;
    final OrdersByCustomerTable ordersByCustomer;
    final OrdersByStatusTable ordersByStatus;
    final OrdersByCustomerRefTable ordersByCustomerRef;
    final LiveReference<Customer, Order> orderCustomer;
    /** Order's model description, as the processor writes it: what the audit computes copies from. */
    private static final Entity ORDER = HandModel.entity(
            Order.class.getName(),
            false,
            0,
            List.of("id"),
            HandModel.table(
                    OrdersByIdTable.NAME,
                    null,
                    "id uuid pk",
                    "customer_id uuid",
                    "customer_name text",
                    "customer_email text",
                    "customer_since timestamp",
                    "status text",
                    "placed_at timestamp",
                    "total decimal",
                    "note text"),
            HandModel.table(
                    OrdersByCustomerTable.NAME,
                    OrdersByIdTable.NAME,
                    "customer_id uuid pk",
                    "placed_at timestamp ck-desc",
                    "id uuid ck",
                    "customer_name text static",
                    "customer_email text static",
                    "customer_since timestamp static",
                    "status text",
                    "total decimal",
                    "note text"),
            HandModel.table(
                    OrdersByStatusTable.NAME,
                    OrdersByIdTable.NAME,
                    "status text pk",
                    "placed_at timestamp ck-desc",
                    "id uuid ck",
                    "customer_id uuid",
                    "customer_name text",
                    "customer_email text",
                    "customer_since timestamp",
                    "total decimal",
                    "note text"),
            HandModel.table(OrdersByCustomerRefTable.NAME, OrdersByIdTable.NAME, "customer_id uuid pk", "id uuid ck"));

    private final Writer writer;
    private final Propagation<Customer> propagation;

    Shop(CqlSession session, String keyspace, DaoOptions options) {
        this.session = session;
        this.options = options;
        this.customers = new CustomersTable(session, keyspace);
        this.ordersById = new OrdersByIdTable(session, keyspace);
        this.ordersByCustomer = new OrdersByCustomerTable(session, keyspace);
        this.ordersByStatus = new OrdersByStatusTable(session, keyspace);
        this.ordersByCustomerRef = new OrdersByCustomerRefTable(session, keyspace);
        this.writer = new Writer(session, options);
        this.orderCustomer = orderCustomer(ordersByCustomerRef, UnaryOperator.identity());
        this.propagation = new Propagation<>(session, options, List.of(orderCustomer));
    }

    /**
     * Live reference {@code Order.customer}, its referrers listed by {@code index}, the update of
     * {@code orders_by_status} passed through {@code statusUpdate} (tests inject failures there).
     */
    LiveReference<Customer, Order> orderCustomer(
            ReferrerIndex<Customer, Order> index,
            UnaryOperator<BiFunction<Order, Customer, BatchableStatement<?>>> statusUpdate) {
        return LiveReference.<Customer, Order>builder("Order.customer", customers, Order::customer)
                .referrers(index, ordersById, Order::referrerOf)
                .staticCopy(
                        ordersByCustomer,
                        ordersByCustomer::bindSelectFirstRowOfCustomer,
                        ordersByCustomer::bindUpdateCustomerStatics)
                .copy(ordersById, ordersById::bindUpdateCustomer, ordersById::bindUpdateCustomer)
                .copy(ordersByStatus, statusUpdate.apply(ordersByStatus::bindUpdateCustomer))
                .build();
    }

    /** CustomerDao.insert: no copy can exist yet, so nothing to propagate. */
    void insertCustomer(Customer customer) {
        writer.batch().insert(customers, customer).execute();
    }

    /** CustomerDao.update, with the DAO's propagation. */
    void updateCustomer(Customer customer) {
        updateCustomer(customer, propagation);
    }

    /**
     * CustomerDao.update: the customer (over its previous state, read first) and its static copies
     * in one batch at an explicit write time, then the fan-out to the plain copies at that same time.
     */
    void updateCustomer(Customer customer, Propagation<Customer> with) {
        Customer previous = Optional.ofNullable(
                        session.execute(customers.bindSelectRow(customer)).one())
                .map(customers::map)
                .orElse(null);
        long writeTime = WriteTimes.next(session);
        WriteBatch batch = writer.batch().at(writeTime).replace(customers, previous, customer);
        Futures.getUninterruptibly(with.withStaticCopiesAsync(batch, previous, customer)
                .thenCompose(WriteBatch::executeAsync)
                .thenCompose(done -> with.propagateAsync(customer, writeTime)));
    }

    /** CustomerDao.delete: the orders referencing it stay as they are. */
    void deleteCustomer(Customer customer) {
        writer.batch().delete(customers, customer).execute();
    }

    /** OrderDao.insert: every copy and the reference index row, in one batch. */
    void insertOrder(Order order) {
        writer.batch()
                .insert(ordersByCustomer, order)
                .insert(ordersByStatus, order)
                .insert(ordersByCustomerRef, order)
                .insert(ordersById, order)
                .execute();
    }

    /** OrderDao.update: moves the rows whose key changed (status, customer), the index row included. */
    void updateOrder(Order order) {
        Optional<Order> previous = Optional.ofNullable(
                        session.execute(ordersById.bindSelectRow(order)).one())
                .map(ordersById::map);
        writer.batch()
                .move(ordersByCustomer, previous.orElse(null), order)
                .move(ordersByStatus, previous.orElse(null), order)
                .move(ordersByCustomerRef, previous.orElse(null), order)
                .replace(ordersById, previous.orElse(null), order)
                .execute();
        // As the generated DAO does: a customer partition whose last order moved away keeps its
        // statics alone, read back as a row of nulls; delete them.
        if (previous.isPresent()
                && !ordersByCustomer.partitionKey(previous.get()).equals(ordersByCustomer.partitionKey(order))) {
            Row first = session.execute(ordersByCustomer.bindSelectFirstRow(previous.get()))
                    .one();
            if (first != null && first.isNull(0)) {
                session.execute(ordersByCustomer.bindDeleteStatics(previous.get()));
            }
        }
    }

    /** OrderDao.audit. */
    AuditReport audit() {
        return Audit.check(session, options, ORDER, ordersById, derived(), List.of(orderCustomer));
    }

    /** OrderDao.auditAndRepair. */
    AuditReport auditAndRepair() {
        return Audit.repair(session, options, ORDER, ordersById, derived(), List.of(orderCustomer));
    }

    private List<EntityTable<Order>> derived() {
        return List.of(ordersByCustomer, ordersByStatus, ordersByCustomerRef);
    }
}
