package dev.queryfirst.samples.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.samples.Raw;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The projected {@code products_by_category} (docs/mapping-rules.md, "Projections") against a real node: it holds a
 * product's key, category, price and name, never its description; its rows round-trip through
 * save, a move (a price change re-keys the row) and delete with a clean audit, and the audit
 * compares exactly the columns it holds.
 */
@CassandraTest
class ProductListingTest {

    private static ProductDao products;
    private static Raw raw;
    private static String keyspace;

    @BeforeAll
    static void schema(CqlSession session, TestKeyspace testKeyspace) {
        keyspace = testKeyspace.name();
        ShopSchema.create(session, keyspace, Replication.simple(1));
        products = ProductDao.create(session, DaoOptions.defaults().withKeyspace(keyspace));
        raw = new Raw(session, keyspace);
    }

    private static Product product(String name, String price, String category) {
        // A long, non-ASCII description: what the listing must not copy.
        return new Product(
                UUID.randomUUID(), name, "Beschreibung – ".repeat(100) + name, new BigDecimal(price), category);
    }

    @Test
    void theListingHoldsNoDescriptionAndRoundTripsThroughSaveMoveAndDelete() {
        String category = "kitchen-" + UUID.randomUUID();
        Product kettle = product("Wasserkocher", "39.90", category);
        Product toaster = product("Toaster", "24.50", category);
        products.save(kettle);
        products.save(toaster);

        List<Row> rows = raw.rows(ProductsByCategoryTable.NAME, "category = ?", category);
        assertEquals(2, rows.size());
        assertFalse(rows.get(0).getColumnDefinitions().contains("description"), "no description column");
        assertEquals(
                List.of(
                        new ProductDao.InCategoryRow(toaster.productId(), "Toaster", new BigDecimal("24.50"), category),
                        new ProductDao.InCategoryRow(
                                kettle.productId(), "Wasserkocher", new BigDecimal("39.90"), category)),
                products.inCategory(category, 10));
        assertEquals(Optional.of(kettle), products.byId(kettle.productId()), "the whole product, by id");
        assertTrue(products.audit().isClean(), products.audit().toString());

        // A price with a scale of its own moves the kettle ahead of the toaster.
        Product cheaper =
                new Product(kettle.productId(), kettle.name(), kettle.description(), new BigDecimal("9.995"), category);
        products.save(cheaper);
        assertEquals(
                List.of(ProductDao.InCategoryRow.of(cheaper), ProductDao.InCategoryRow.of(toaster)),
                products.inCategory(category, 10));
        assertEquals(
                List.of(),
                raw.rows(ProductsByCategoryTable.NAME, "category = ? AND price = ?", category, new BigDecimal("39.90")),
                "the old row is gone");
        assertTrue(products.audit().isClean(), products.audit().toString());

        // Only the description changes: the listing's row stays as it was, and still audits clean.
        Product described =
                new Product(cheaper.productId(), cheaper.name(), "kürzer", cheaper.price(), cheaper.category());
        assertTrue(products.update(described));
        assertEquals(Optional.of(described), products.byId(kettle.productId()));
        assertEquals(
                ProductDao.InCategoryRow.of(described),
                products.inCategory(category, 1).get(0));
        assertTrue(products.audit().isClean(), products.audit().toString());

        assertTrue(products.delete(kettle.productId()));
        assertEquals(List.of(ProductDao.InCategoryRow.of(toaster)), products.inCategory(category, 10));
        assertTrue(products.delete(toaster.productId()));
        assertEquals(List.of(), products.inCategory(category, 10));
        assertTrue(products.audit().isClean(), products.audit().toString());
    }

    @Test
    void theAuditComparesTheProjectedColumnsAndRepairsThem() {
        String category = "garden-" + UUID.randomUUID();
        Product hose = product("Hose", "15.00", category);
        products.insert(hose);
        raw.execute(
                "UPDATE %s." + ProductsByCategoryTable.NAME + " SET name = ? WHERE category = ? AND price = ? "
                        + "AND product_id = ?",
                "Hoes",
                category,
                hose.price(),
                hose.productId());

        AuditReport found = products.audit();
        assertEquals(1, found.stale(), found.toString());
        assertEquals(0, found.missing() + found.orphaned(), found.toString());

        products.auditAndRepair();
        assertEquals(List.of(ProductDao.InCategoryRow.of(hose)), products.inCategory(category, 10));
        assertTrue(products.audit().isClean(), products.audit().toString());
        assertTrue(products.delete(hose.productId()));
    }
}
