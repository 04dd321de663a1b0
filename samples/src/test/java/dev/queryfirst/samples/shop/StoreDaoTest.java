package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * the Complete Guide's store queries Q1, Q2 and Q5–Q8 against a real node (Q3 and Q4 are OrderDaoTest's):
 * each written, read through its own table, moved by an update of the attribute that keys it,
 * deleted, and audited.
 */
@CassandraTest
class StoreDaoTest {

    private static final Instant DAY = Instant.parse("2025-03-10T00:00:00Z");

    private static ProductDao products;
    private static CustomerDao customers;
    private static OrderDao orders;
    private static ReviewDao reviews;
    private static InventoryDao inventory;
    private static Raw raw;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace keyspace) {
        ShopSchema.create(session, keyspace.name(), Replication.simple(1));
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace.name());
        products = ProductDao.create(session, options);
        customers = CustomerDao.create(session, options);
        orders = OrderDao.create(session, options);
        reviews = ReviewDao.create(session, options);
        inventory = InventoryDao.create(session, options);
        raw = new Raw(session, keyspace.name());
    }

    private static Product product(String name, String price, String category) {
        Product product = new Product(UUID.randomUUID(), name, name + ", described", new BigDecimal(price), category);
        products.insert(product);
        return product;
    }

    /** A category listing's rows: products_by_category holds no description. */
    private static List<ProductDao.InCategoryRow> listed(Product... products) {
        return Stream.of(products).map(ProductDao.InCategoryRow::of).toList();
    }

    @Test
    void q1AndQ2ProductsByIdAndByCategoryCheapestFirst() {
        Product kettle = product("Kettle", "39.90", "kitchen");
        Product toaster = product("Toaster", "24.50", "kitchen");
        Product pan = product("Pan", "59.00", "kitchen");
        product("Tent", "199.00", "outdoor");

        assertEquals(Optional.of(kettle), products.byId(kettle.productId()));
        assertEquals(listed(toaster, kettle, pan), products.inCategory("kitchen", 100));
        assertEquals(listed(toaster, kettle), products.inCategory("kitchen", 2));

        // A price change moves the product within its category's partition.
        Product cheaper = new Product(pan.productId(), "Pan", pan.description(), new BigDecimal("19.99"), "kitchen");
        assertTrue(products.update(cheaper));
        assertEquals(listed(cheaper, toaster, kettle), products.inCategory("kitchen", 100));
        assertEquals(
                List.of(),
                raw.rows(
                        ProductsByCategoryTable.NAME,
                        "category = ? AND price = ?",
                        "kitchen",
                        new BigDecimal("59.00")));

        assertTrue(products.delete(kettle.productId()));
        assertEquals(listed(cheaper, toaster), products.inCategory("kitchen", 100));
        assertTrue(products.audit().isClean(), products.audit().toString());
    }

    @Test
    void q6CustomerByEmailFollowsAChangeOfEmail() {
        Customer dana = new Customer(UUID.randomUUID(), "Dana", "dana@example.com");
        customers.insert(dana);
        assertEquals(Optional.of(dana), customers.byEmail("dana@example.com"));

        Customer moved = new Customer(dana.id(), "Dana", "dana@new.example");
        assertTrue(customers.update(moved));
        assertEquals(Optional.empty(), customers.byEmail("dana@example.com"));
        assertEquals(Optional.of(moved), customers.byEmail("dana@new.example"));

        assertTrue(customers.delete(dana.id()));
        assertEquals(Optional.empty(), customers.byEmail("dana@new.example"));
        assertTrue(customers.audit().isClean(), customers.audit().toString());
    }

    @Test
    void q5OrdersByStatusAndDayMoveWhenTheStatusChanges() {
        Customer eve = new Customer(UUID.randomUUID(), "Eve", "eve@example.com");
        customers.insert(eve);
        LocalDate day = LocalDate.ofInstant(DAY, ZoneOffset.UTC);
        Order placed = new Order(
                UUID.randomUUID(),
                eve,
                DAY.plus(9, ChronoUnit.HOURS),
                day,
                OrderStatus.PLACED,
                new BigDecimal("12.00"),
                new Address("1 Elm St", "Springfield", "12345"),
                Set.of(),
                List.of(new OrderItem(UUID.randomUUID(), "Mug", 2, new BigDecimal("6.00"))));
        orders.insert(placed);
        assertEquals(List.of(placed), orders.byStatus(OrderStatus.PLACED, day, 100));
        assertEquals(Optional.of(placed), orders.byId(placed.orderId()));

        Order shipped = new Order(
                placed.orderId(),
                eve,
                placed.orderDate(),
                day,
                OrderStatus.SHIPPED,
                placed.total(),
                placed.shipping(),
                placed.tags(),
                placed.items());
        assertTrue(orders.update(shipped));
        assertEquals(List.of(), orders.byStatus(OrderStatus.PLACED, day, 100));
        assertEquals(List.of(shipped), orders.byStatus(OrderStatus.SHIPPED, day, 100));

        assertTrue(orders.delete(placed.orderId()));
        assertEquals(List.of(), orders.byStatus(OrderStatus.SHIPPED, day, 100));
        assertTrue(orders.audit().isClean(), orders.audit().toString());
    }

    @Test
    void q7ReviewsOfAProductMostRecentFirst() {
        UUID product = UUID.randomUUID();
        Review first = review(product, 1, 5);
        Review second = review(product, 2, 3);
        Review third = review(product, 3, 4);
        review(UUID.randomUUID(), 4, 1);

        assertEquals(List.of(third, second, first), reviews.forProduct(product, 20));
        assertEquals(List.of(third), reviews.forProduct(product, 1));

        // Editing a review's date moves it to the top.
        Review edited = new Review(
                first.reviewId(),
                product,
                first.customerId(),
                DAY.plus(10, ChronoUnit.DAYS),
                2,
                first.title(),
                "changed my mind");
        assertTrue(reviews.update(edited));
        assertEquals(List.of(edited, third, second), reviews.forProduct(product, 20));

        assertTrue(reviews.delete(second.reviewId()));
        assertEquals(List.of(edited, third), reviews.forProduct(product, 20));
        assertTrue(reviews.audit().isClean(), reviews.audit().toString());
    }

    private static Review review(UUID product, int day, int rating) {
        Review review = new Review(
                UUID.randomUUID(),
                product,
                UUID.randomUUID(),
                DAY.plus(day, ChronoUnit.DAYS),
                rating,
                "Review " + day,
                "Body " + day);
        reviews.insert(review);
        return review;
    }

    @Test
    void q8InventoryOfAProductAcrossWarehouses() {
        UUID product = UUID.randomUUID();
        Inventory berlin = new Inventory(product, "berlin", 12, DAY);
        Inventory austin = new Inventory(product, "austin", 0, DAY);
        inventory.insert(berlin);
        inventory.insert(austin);
        inventory.insert(new Inventory(UUID.randomUUID(), "berlin", 99, DAY));

        assertEquals(List.of(austin, berlin), inventory.byProduct(product));
        Inventory restocked = new Inventory(product, "austin", 40, DAY.plus(1, ChronoUnit.DAYS));
        inventory.save(restocked);
        assertEquals(List.of(restocked, berlin), inventory.byProduct(product));

        assertTrue(inventory.delete(product, "berlin"));
        assertEquals(List.of(restocked), inventory.byProduct(product));
        assertTrue(inventory.audit().isClean(), inventory.audit().toString());
    }
}
