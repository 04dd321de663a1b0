package com.example.shipping

import com.datastax.oss.driver.api.core.CqlSession
import dev.queryfirst.testkit.CassandraTest
import dev.queryfirst.testkit.TestKeyspace
import org.junit.jupiter.api.Test

@CassandraTest
class ShippingRehearsalTest {

    @Test
    fun partitionsAreAsEstimated(session: CqlSession, keyspace: TestKeyspace) {
        // Synthetic customers and shipments built through the data classes' constructors (some
        // optional values null), written through the DAOs, every access pattern read, then
        // flushed: fails naming each table whose partitions the node measured over the estimate.
        ShippingSchema.rehearse(session, keyspace.name()).assertWithinEstimates()
    }
}
