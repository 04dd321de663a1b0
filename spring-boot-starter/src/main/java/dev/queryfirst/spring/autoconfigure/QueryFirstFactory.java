package dev.queryfirst.spring.autoconfigure;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.listen.AccessListener;
import dev.queryfirst.runtime.migrate.GeneratedSchema;
import dev.queryfirst.runtime.schema.Replication;
import dev.queryfirst.spring.QueryFirstKeyspace;
import java.util.Optional;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Creates what the beans of generated classes need, from the {@code queryfirst.*} properties at run
 * time: each keyspace's {@link QueryFirstKeyspace} and each DAO's {@link DaoOptions}. The bean
 * definitions that {@link QueryFirstBeanRegistrar} writes call it by factory method with plain
 * arguments (names, counts), so that Boot's AOT processing turns them into direct calls.
 */
public class QueryFirstFactory {

    private final QueryFirstProperties properties;
    private final ObjectProvider<CqlSession> session;
    private final ObjectProvider<AccessListener> listener;

    public QueryFirstFactory(
            QueryFirstProperties properties,
            ObjectProvider<CqlSession> session,
            ObjectProvider<AccessListener> listener) {
        this.properties = properties;
        this.session = session;
        this.listener = listener;
    }

    /**
     * The bean of one generated keyspace.
     *
     * @param schema the generated schema class, {@code new HelpdeskSchema()}
     */
    public QueryFirstKeyspace keyspace(GeneratedSchema schema) {
        String keyspace = schema.keyspace();
        return new QueryFirstKeyspace(
                schema, nameOf(keyspace), replication(keyspace, properties.keyspace(keyspace)), session.getObject());
    }

    /**
     * The options of the DAO of {@code entity}: its keyspace, queryfirst.dao with
     * queryfirst.entities.{@code entity} over it, and the access listener if there is one.
     *
     * @throws KeyspaceNotFoundException when the keyspace does not exist
     */
    public DaoOptions daoOptions(String entity, String keyspace) {
        String name = nameOf(keyspace);
        CqlSession cql = session.getObject();
        if (cql.getMetadata().getKeyspace(CqlIdentifier.fromInternal(name)).isEmpty()) {
            throw new KeyspaceNotFoundException(keyspace, name, entity + "Dao");
        }
        // Each keyspace by its own name: a DAO whose live copies another module keeps in another
        // keyspace writes them there, not in the DAO's own keyspace.
        DaoOptions options = DaoOptions.defaults().withKeyspace(keyspace, name);
        for (String declared : properties.getKeyspaces().keySet()) {
            options = options.withKeyspace(declared, nameOf(declared));
        }
        options = apply(options, properties.getDao());
        QueryFirstProperties.Dao own = properties.getEntities().get(entity);
        if (own != null) {
            options = apply(options, own);
        }
        AccessListener access = listener.getIfAvailable();
        return access == null ? options : options.withAccessListener(access);
    }

    private String nameOf(String keyspace) {
        String name = properties.keyspace(keyspace).getName();
        return name == null || name.isBlank() ? keyspace : name;
    }

    private static Optional<Replication> replication(String keyspace, QueryFirstProperties.Keyspace settings) {
        if (!settings.getDatacenters().isEmpty()) {
            if (settings.getReplicationFactor() != null) {
                throw new IllegalStateException(
                        "queryfirst.keyspaces." + keyspace + ".replication-factor and .datacenters"
                                + " are both set: set replication-factor for SimpleStrategy or datacenters for"
                                + " NetworkTopologyStrategy, not both");
            }
            return Optional.of(Replication.networkTopology(settings.getDatacenters()));
        }
        return Optional.ofNullable(settings.getReplicationFactor()).map(Replication::simple);
    }

    private static DaoOptions apply(DaoOptions options, QueryFirstProperties.Dao dao) {
        DaoOptions applied = options;
        if (dao.getWriteMode() != null) {
            applied = applied.withWriteMode(dao.getWriteMode());
        }
        if (dao.getReadConsistency() != null) {
            applied = applied.withReadConsistency(dao.getReadConsistency());
        }
        if (dao.getWriteConsistency() != null) {
            applied = applied.withWriteConsistency(dao.getWriteConsistency());
        }
        if (dao.getSerialConsistency() != null) {
            applied = applied.withSerialConsistency(dao.getSerialConsistency());
        }
        if (dao.getPageSize() != null) {
            applied = applied.withPageSize(dao.getPageSize());
        }
        if (dao.getPrefetch() != null) {
            applied = applied.withPrefetch(dao.getPrefetch());
        }
        if (dao.getCursorKey() != null) {
            applied = applied.withCursorKey(dao.getCursorKey());
        }
        if (dao.getDirectoryCache() != null) {
            applied = applied.withDirectoryCache(dao.getDirectoryCache());
        }
        return applied;
    }
}
