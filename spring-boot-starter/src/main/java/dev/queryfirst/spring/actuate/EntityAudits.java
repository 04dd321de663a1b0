package dev.queryfirst.spring.actuate;

import dev.queryfirst.runtime.audit.AuditReport;
import dev.queryfirst.runtime.audit.TableReport;
import dev.queryfirst.spring.autoconfigure.QueryFirstIndex;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.util.ClassUtils;

/**
 * Audits one entity's copies through its DAO bean ({@code audit()}, or {@code auditAndRepair()}
 * when asked explicitly), and remembers the last result per entity for the endpoint.
 */
public class EntityAudits {

    /**
     * What one audit found.
     *
     * @param tables one line per derived table: {@code tickets_by_assignee: 0 missing, 0 stale, 0 orphaned}
     */
    public record Summary(
            String entity,
            Instant at,
            boolean repaired,
            boolean clean,
            long sourceRows,
            long missing,
            long stale,
            long orphaned,
            List<String> tables) {}

    private final ListableBeanFactory beans;
    private final ClassLoader classLoader;
    private final Map<String, String> daoClasses;
    private final Map<String, Summary> last = new ConcurrentHashMap<>();

    public EntityAudits(ListableBeanFactory beans, QueryFirstIndex index, ClassLoader classLoader) {
        this.beans = beans;
        this.classLoader = classLoader;
        this.daoClasses = index.keyspaces().stream()
                .flatMap(k -> k.daoClasses().stream())
                .collect(Collectors.toMap(QueryFirstIndex::entityOf, dao -> dao, (a, b) -> a, TreeMap::new));
    }

    /** The entities that can be audited (their DAO is a bean), by simple name. */
    public List<String> entities() {
        return daoClasses.entrySet().stream()
                .filter(dao -> ClassUtils.isPresent(dao.getValue(), classLoader)
                        && beans.getBeanNamesForType(ClassUtils.resolveClassName(dao.getValue(), classLoader)).length
                                > 0)
                .map(Map.Entry::getKey)
                .toList();
    }

    /**
     * Audits {@code entity} (its simple name, such as {@code Ticket}); repairs what it finds only
     * when {@code repair} is true.
     *
     * @throws IllegalArgumentException when no generated DAO reads and writes {@code entity}
     */
    public Summary audit(String entity, boolean repair) {
        String daoClass = daoClasses.get(entity);
        if (daoClass == null || !entities().contains(entity)) {
            throw new IllegalArgumentException("No generated DAO for entity " + entity + "; entities: " + entities());
        }
        Class<?> type = ClassUtils.resolveClassName(daoClass, classLoader);
        Object dao = beans.getBean(type);
        AuditReport report;
        try {
            // Generated DAOs share no interface: their audit methods are found by name, once per call.
            MethodHandle audit = MethodHandles.publicLookup()
                    .findVirtual(type, repair ? "auditAndRepair" : "audit", MethodType.methodType(AuditReport.class));
            report = (AuditReport) audit.invoke(dao);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(entity + " has no audit: counters are not copied", e);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
        Summary summary = new Summary(
                entity,
                Instant.now(),
                report.repaired(),
                report.isClean(),
                report.sourceRows(),
                report.missing(),
                report.stale(),
                report.orphaned(),
                report.tables().stream().map(EntityAudits::line).toList());
        last.put(entity, summary);
        return summary;
    }

    /** The last audit of each entity audited since start-up. */
    public Map<String, Summary> last() {
        return new TreeMap<>(last);
    }

    private static String line(TableReport table) {
        return table.table() + ": " + table.missing() + " missing, " + table.stale() + " stale, " + table.orphaned()
                + " orphaned";
    }
}
