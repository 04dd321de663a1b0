package dev.queryfirst.spark;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.spark.connector.cql.CassandraConnector;
import dev.queryfirst.runtime.internal.copy.ModelDescription;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Directory;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Entity;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Reference;
import dev.queryfirst.runtime.internal.copy.ModelDescription.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audit job: per entity, the in-JVM audit's passes as Spark joins on the executors (only
 * counts and a few examples reach the driver), in the same order, so that a repair leaves what the
 * in-JVM {@code auditAndRepair()} leaves:
 *
 * <ol>
 *   <li>each live reference: every copy of R against R's base table ({@link ReferenceAudit});
 *   <li>each copied table against the source ({@link CopyAudit});
 *   <li>each bucket directory against its data table ({@link DirectoryAudit}).
 * </ol>
 *
 * A versioned entity is audited but not repaired here: its repair must advance each repaired
 * entity's version through a lightweight transaction, which its DAO's {@code auditAndRepair()} does.
 */
final class AuditJob {

    private static final Logger LOG = LoggerFactory.getLogger(AuditJob.class);

    private final JavaSparkContext spark;
    private final CassandraConnector connector;

    AuditJob(JavaSparkContext spark, CassandraConnector connector) {
        this.spark = spark;
        this.connector = connector;
    }

    SparkAuditReport run(ModelDescription model, JobOptions options) {
        ModelCheck.checkVersion(model);
        String keyspace = options.keyspaceOr(model.keyspace());
        List<Entity> entities = entities(model, options);
        for (Entity entity : entities) {
            if (options.repair() && entity.versioned()) {
                throw new IllegalArgumentException(entity.name() + " is versioned: a repair must advance the version"
                        + " of every entity it repairs through a lightweight transaction, which its DAO's"
                        + " auditAndRepair() does; audit it here without repair; nothing was written");
            }
        }
        try (CqlSession session = connector.openSession()) {
            Set<String> touched = new LinkedHashSet<>();
            for (Entity entity : entities) {
                entity.tables().forEach(t -> touched.add(t.name()));
                entity.directories().forEach(d -> touched.add(d.name()));
                entity.references().forEach(r -> touched.add(r.referencedTable()));
            }
            ModelCheck.checkSchema(session, keyspace, model, touched);
        }
        List<EntityAudit> audits = new ArrayList<>();
        for (Entity entity : entities) {
            EntityAudit audit = audit(keyspace, model, entity, options.repair());
            LOG.info("{}", audit);
            audits.add(audit);
        }
        return new SparkAuditReport(audits, options.repair());
    }

    /** The entities owning the tables named, or every entity with a source. */
    private static List<Entity> entities(ModelDescription model, JobOptions options) {
        if (options.tables().isEmpty()) {
            return model.entities().stream()
                    .filter(e -> e.source().isPresent() && !e.counters())
                    .toList();
        }
        Set<Entity> owners = new LinkedHashSet<>();
        options.tables().forEach(t -> owners.add(model.entityOf(t)));
        owners.forEach(Entity::sourceTable); // refuses an entity no scan can date, naming it
        return List.copyOf(owners);
    }

    private EntityAudit audit(String keyspace, ModelDescription model, Entity entity, boolean repair) {
        Tallies tallies = new Tallies();
        List<Table> copied = entity.copies();
        copied.forEach(t -> tallies.open(t.name()));
        entity.directories().forEach(d -> tallies.open(d.name()));
        ReferenceAudit references = new ReferenceAudit(spark, keyspace);
        for (Reference reference : entity.references()) {
            Table referenced = model.entity(reference.referenced()).table(reference.referencedTable());
            references.run(entity, reference, referenced, tallies, repair);
        }
        CopyAudit copies = new CopyAudit(spark, connector, keyspace);
        LongAccumulator sourceRows = spark.sc().longAccumulator("entities of " + entity.name());
        for (int i = 0; i < copied.size(); i++) {
            copies.run(entity, copied.get(i), tallies, repair, i == 0 ? sourceRows : null);
        }
        long entities =
                copied.isEmpty() ? new SourceScan(entity).rows(spark, keyspace).count() : sourceRows.value();
        DirectoryAudit directories = new DirectoryAudit(spark, keyspace, copies);
        for (Directory directory : entity.directories()) {
            directories.run(entity, directory, tallies, repair);
        }
        return new EntityAudit(entity.name(), entity.sourceTable().name(), entities, tallies.reports());
    }
}
