package dev.queryfirst.samples.rehearse;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.tune.RehearsalOptions;
import dev.queryfirst.samples.shop.ShopSchema;
import dev.queryfirst.samples.logs.LogsSchema;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import org.junit.jupiter.api.Test;

@CassandraTest
class ScratchRehearsalTest {
    @Test
    void shop(CqlSession session, TestKeyspace keyspace) {
        var report = ShopSchema.rehearse(session, keyspace.name() + "_shop", RehearsalOptions.defaults().withRows(Integer.getInteger("rows", 5000)));
        System.out.println(report.json());
    }
    @Test
    void logs(CqlSession session, TestKeyspace keyspace) {
        LogsSchema.rehearse(session, keyspace.name() + "_logs", RehearsalOptions.defaults().withRows(Integer.getInteger("rows", 5000)));
    }
}
