package dev.queryfirst.spark;

import com.datastax.spark.connector.cql.CassandraConnector;
import java.net.InetSocketAddress;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * QueryFirst's whole-table jobs on Spark with the Spark Cassandra Connector: the backfill of new
 * tables and the audit (and repair) of every copy, driven by a keyspace's model description.
 *
 * <p>Embedded, on this machine's cores ({@code local[*]}):
 *
 * <pre>{@code
 * try (QueryFirstSpark jobs = QueryFirstSpark.local(new InetSocketAddress("127.0.0.1", 9042), "datacenter1")) {
 *     Model shop = Model.fromClasspath("shop");
 *     jobs.backfill(shop, JobOptions.defaults());                 // the tables migrate left pending
 *     SparkAuditReport report = jobs.audit(shop, JobOptions.defaults().withTables("orders"));
 * }
 * }</pre>
 *
 * <p>On a cluster, the connection comes from the Spark configuration
 * ({@code spark.cassandra.connection.host} and the rest of the connector's settings), and
 * {@link Main} is the {@code spark-submit} main class:
 *
 * <pre>{@code
 * QueryFirstSpark jobs = QueryFirstSpark.on(SparkSession.active());
 * }</pre>
 */
public final class QueryFirstSpark implements AutoCloseable {

    private final SparkSession spark;
    private final boolean owned;

    private QueryFirstSpark(SparkSession spark, boolean owned) {
        this.spark = spark;
        this.owned = owned;
    }

    /** Jobs on {@code spark}, whose configuration says where Cassandra is; {@link #close()} leaves it running. */
    public static QueryFirstSpark on(SparkSession spark) {
        if (spark == null) {
            throw new IllegalArgumentException("spark must not be null");
        }
        return new QueryFirstSpark(spark, false);
    }

    /** Jobs on an embedded Spark using every core ({@code local[*]}), against the node at {@code contactPoint}. */
    public static QueryFirstSpark local(InetSocketAddress contactPoint, String localDatacenter) {
        return local("local[*]", contactPoint, localDatacenter);
    }

    /**
     * Jobs on an embedded Spark ({@code master}: {@code local[2]} for two cores) against the node at
     * {@code contactPoint}; {@link #close()} stops it. The driver binds to the loopback address.
     */
    public static QueryFirstSpark local(String master, InetSocketAddress contactPoint, String localDatacenter) {
        if (master == null || !master.startsWith("local")) {
            throw new IllegalArgumentException("master must be local, local[n] or local[*], was " + master
                    + ": on a cluster, use spark-submit and QueryFirstSpark.on(SparkSession)");
        }
        if (contactPoint == null || localDatacenter == null) {
            throw new IllegalArgumentException("contactPoint and localDatacenter must not be null");
        }
        SparkSession spark = SparkSession.builder()
                .master(master)
                .appName("queryfirst")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.ui.enabled", "false")
                .config("spark.cassandra.connection.host", contactPoint.getHostString())
                .config("spark.cassandra.connection.port", String.valueOf(contactPoint.getPort()))
                .config("spark.cassandra.connection.localDC", localDatacenter)
                .getOrCreate();
        return new QueryFirstSpark(spark, true);
    }

    /**
     * Fills the tables {@code options} name (by default those a migration left pending) from their
     * entities' source tables, each copy at its source row's write time and remaining TTL; records
     * each done. See {@link BackfillJob} for the contract.
     *
     * @throws IllegalArgumentException before writing anything, when the description was written by
     *     another QueryFirst version or does not match the live schema, or the keyspace holds none
     *     of its tables
     */
    public List<TableBackfill> backfill(Model model, JobOptions options) {
        return new BackfillJob(context(), connector()).run(model.description(), options);
    }

    /**
     * Compares every copy of the entities {@code options} name (by default all) with their source
     * tables and live references, with joins on the executors; repairs with
     * {@link JobOptions#withRepair()}. See {@link AuditJob}.
     *
     * @throws IllegalArgumentException as {@link #backfill} does
     */
    public SparkAuditReport audit(Model model, JobOptions options) {
        return new AuditJob(context(), connector()).run(model.description(), options);
    }

    /** The Spark session the jobs run on. */
    public SparkSession session() {
        return spark;
    }

    private JavaSparkContext context() {
        return JavaSparkContext.fromSparkContext(spark.sparkContext());
    }

    private CassandraConnector connector() {
        return CassandraConnector.apply(spark.sparkContext().getConf());
    }

    /** Stops the embedded Spark this instance started; leaves one given to {@link #on} running. */
    @Override
    public void close() {
        if (owned) {
            spark.stop();
        }
    }
}
