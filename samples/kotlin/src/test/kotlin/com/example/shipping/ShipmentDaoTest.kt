package com.example.shipping

import com.datastax.oss.driver.api.core.CqlSession
import dev.queryfirst.runtime.DaoOptions
import dev.queryfirst.runtime.schema.Replication
import dev.queryfirst.testkit.CassandraTest
import dev.queryfirst.testkit.TestKeyspace
import java.math.BigDecimal
import java.time.Instant
import java.time.temporal.ChronoUnit
import java.util.Optional
import java.util.UUID
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.BeforeAll
import org.junit.jupiter.api.Test

/**
 * Kotlin data classes through the DAOs kapt generated: saved and read back through every access
 * pattern, a renamed customer reaching its copies, a status change moving a shipment.
 */
@CassandraTest
class ShipmentDaoTest {

    companion object {
        private lateinit var customers: CustomerDao
        private lateinit var shipments: ShipmentDao

        @BeforeAll
        @JvmStatic
        fun createSchema(session: CqlSession, keyspace: TestKeyspace) {
            // ShippingSchema, CustomerDao and ShipmentDao are generated from the data classes.
            ShippingSchema.create(session, keyspace.name(), Replication.simple(1))
            val options = DaoOptions.defaults().withKeyspace(keyspace.name())
            customers = CustomerDao.create(session, options)
            shipments = ShipmentDao.create(session, options)
        }
    }

    private val now: Instant = Instant.now().truncatedTo(ChronoUnit.MILLIS) // a CQL timestamp holds millis

    private fun customer(name: String, isVip: Boolean = false) =
        Customer(UUID.randomUUID(), name, "${UUID.randomUUID()}@example.com", isVip)

    private fun shipment(customer: Customer, sentAt: Instant, status: Status, note: String? = null) =
        Shipment(
            UUID.randomUUID(), customer, sentAt, status, isGift = note != null, note = note,
            weightKg = BigDecimal("2.250"), labels = listOf("fragile", "this side up"),
        )

    @Test
    fun savesAndReadsEveryAccessPattern() {
        val zoe = customer("Zoë Müller", isVip = true)
        customers.insert(zoe)
        val yesterday = shipment(zoe, now.minus(1, ChronoUnit.DAYS), Status.SENT, note = "Alles Gute zum Geburtstag!")
        val today = shipment(zoe, now, Status.SENT)
        shipments.insert(yesterday)
        shipments.insert(today)

        assertEquals(Optional.of(zoe), customers.findByKey(zoe.id))
        assertEquals(Optional.of(zoe), customers.byEmail(zoe.email))
        assertEquals(Optional.of(yesterday), shipments.findByKey(yesterday.id))
        assertEquals(null, shipments.findByKey(today.id).orElseThrow().note, "a nullable attribute reads back null")
        assertEquals(listOf(today, yesterday), shipments.byCustomer(zoe.id, 20))
        // Each day of sentAt is a partition of byStatus: the walk goes back a day to find yesterday's.
        val sent = shipments.byStatus(Status.SENT, 50).filter { it.customer.id == zoe.id }
        assertEquals(listOf(today, yesterday), sent)
    }

    @Test
    fun aRenamedCustomerReachesItsCopies() {
        val ann = customer("Ann")
        val bo = customer("Bo")
        customers.insert(ann)
        customers.insert(bo)
        val ofAnn = shipment(ann, now, Status.PACKED)
        val ofBo = shipment(bo, now, Status.PACKED)
        shipments.insert(ofAnn)
        shipments.insert(ofBo)

        val renamed = ann.copy(name = "Ann-Kathrin Łukasiewicz", isVip = true)
        assertTrue(customers.update(renamed))

        assertEquals(renamed, shipments.findByKey(ofAnn.id).orElseThrow().customer)
        assertEquals(listOf(ofAnn.copy(customer = renamed)), shipments.byCustomer(ann.id, 20))
        assertEquals(
            listOf(renamed),
            shipments.byStatus(Status.PACKED, 50).filter { it.id == ofAnn.id }.map { it.customer },
        )
        assertEquals(bo, shipments.findByKey(ofBo.id).orElseThrow().customer, "another customer's copies stay")
        assertTrue(shipments.audit().isClean())
    }

    @Test
    fun aStatusChangeMovesTheShipment() {
        val cy = customer("Cy")
        customers.insert(cy)
        val packed = shipment(cy, now, Status.PACKED)
        shipments.insert(packed)

        val sent = packed.copy(status = Status.SENT)
        shipments.save(sent)

        assertEquals(listOf<Shipment>(), shipments.byStatus(Status.PACKED, 50).filter { it.id == packed.id })
        assertEquals(listOf(sent), shipments.byStatus(Status.SENT, 50).filter { it.id == packed.id })
        assertEquals(Optional.of(sent), shipments.findByKey(packed.id))
        assertTrue(shipments.audit().isClean())
    }
}
