package dev.queryfirst.runtime.tune;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.metadata.Node;
import dev.queryfirst.runtime.DaoOptions;
import dev.queryfirst.runtime.internal.Args;
import dev.queryfirst.runtime.internal.Futures;
import dev.queryfirst.runtime.internal.tune.TuneFragment;
import dev.queryfirst.runtime.schema.KeyspaceSchema;
import dev.queryfirst.runtime.schema.Replication;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A rehearsal of a keyspace's model before production (the method's "test and tune" step):
 * synthetic entities that follow the declared numbers are written through the generated DAOs at a
 * scaled volume, some moved and deleted, every access pattern is read, the tables are flushed, and
 * what the nodes measured is put beside the compile-time estimates. The generated schema class
 * runs it:
 *
 * <pre>{@code
 * @CassandraTest
 * class ShopRehearsalTest {
 *     @Test
 *     void partitionsAreAsEstimated(CqlSession session, TestKeyspace keyspace) {
 *         ShopSchema.rehearse(session, keyspace.name()).assertWithinEstimates();
 *     }
 * }
 * }</pre>
 *
 * <p>It prints a progress bar and the table of figures, writes them as JSON and as a section of the
 * design report (see {@link RehearsalReport#writeTo}), and never touches a keyspace holding data
 * it did not write (see {@link RehearsalOptions#allowingExistingData()}).
 */
public final class Rehearsal {

    /** Creates the schema in a keyspace: the generated {@code <Keyspace>Schema::create}. */
    @FunctionalInterface
    public interface SchemaCreator {
        void create(CqlSession session, String keyspace, Replication replication);
    }

    private static final double DEFAULT_PARTITION_WARN_BYTES = 100 * 1024 * 1024;
    private static final double DEFAULT_TOMBSTONE_WARN = 1_000;

    private final String declaredKeyspace;
    private final SchemaCreator schema;
    private final List<EntityPlan<?, ?>> plans;

    private Rehearsal(String declaredKeyspace, SchemaCreator schema, List<EntityPlan<?, ?>> plans) {
        this.declaredKeyspace = declaredKeyspace;
        this.schema = schema;
        this.plans = List.copyOf(plans);
    }

    /** The rehearsal of a keyspace's entities; generated code passes its schema and plans. */
    public static Rehearsal of(String declaredKeyspace, SchemaCreator schema, List<EntityPlan<?, ?>> plans) {
        Args.notNull(declaredKeyspace, "declaredKeyspace");
        Args.notNull(schema, "schema");
        Args.notNull(plans, "plans");
        return new Rehearsal(declaredKeyspace, schema, plans);
    }

    /**
     * The rehearsal of a keyspace split over modules: every module's entities on the class path,
     * the whole keyspace's schema created, so that an entity referencing another module's entity
     * points at its synthetic rows. The schema class of each module runs it.
     *
     * <pre>{@code
     * Rehearsal.of(KeyspaceSchema.assemble("parcels")).run(session, "parcels_rehearsal", RehearsalOptions.defaults());
     * }</pre>
     *
     * @throws IllegalStateException naming a module generated without rehearsal plans
     */
    public static Rehearsal of(KeyspaceSchema keyspace) {
        Args.notNull(keyspace, "keyspace");
        List<EntityPlan<?, ?>> plans = TuneFragment.of(keyspace).stream()
                .flatMap(fragment -> fragment.rehearsalPlans().stream())
                .toList();
        return new Rehearsal(keyspace.keyspace(), keyspace::create, plans);
    }

    /**
     * Rehearses in {@code keyspace} (created if absent), then writes the report into
     * {@code options.output()}.
     *
     * @throws IllegalArgumentException when declared numbers cannot be synthesized, naming the
     *     attribute and its numbers
     * @throws IllegalStateException when {@code keyspace} holds data no rehearsal wrote, or a write
     *     fails (naming the entity)
     */
    public RehearsalReport run(CqlSession session, String keyspace, RehearsalOptions options) {
        Args.notNull(session, "session");
        Args.notNull(keyspace, "keyspace");
        Args.notNull(options, "options");
        long start = System.nanoTime();
        Map<String, List<TableEstimate>> tables = new LinkedHashMap<>();
        plans.forEach(plan -> tables.put(plan.entity(), plan.tables()));
        KeyspaceScale scale = KeyspaceScale.of(
                plans.stream().map(EntityPlan::numbers).toList(), tables, options, System.currentTimeMillis());
        List<String> names = tables.values().stream()
                .flatMap(List::stream)
                .map(TableEstimate::table)
                .toList();
        KeyspaceGuard guard = new KeyspaceGuard(session, keyspace);
        boolean own = guard.claim(names, options.allowExistingData());
        schema.create(session, keyspace, options.replication());
        if (own) {
            guard.mark();
        }
        Optional<PrintStream> console = options.console();
        console.ifPresent(out ->
                out.printf("Rehearsing %s in keyspace %s at %s%n", declaredKeyspace, keyspace, scale.describe()));
        Workload workload = new Workload(options.concurrency(), console);
        List<EntityRun<?, ?>> runs = runs(session, keyspace, scale, options);
        Set<String> referenced = plans.stream()
                .flatMap(p -> p.numbers().attributes().stream())
                .map(AttributeNumbers::reference)
                .filter(r -> r != null)
                .collect(Collectors.toSet());
        runs.forEach(run -> run.write(workload));
        runs.forEach(run -> run.churn(workload, options.moves(), options.deletes(), referenced.contains(run.entity())));
        runs.forEach(run -> run.read(workload, options.readsPerPattern()));
        RehearsalReport report = measure(session, keyspace, options, scale, runs, names, start);
        console.ifPresent(out -> {
            out.println();
            out.print(report.text());
        });
        java.nio.file.Path written = report.writeTo(options.output().resolve(keyspace));
        console.ifPresent(out -> out.println("Report: " + written.toAbsolutePath()));
        return report;
    }

    private List<EntityRun<?, ?>> runs(CqlSession session, String keyspace, KeyspaceScale scale, RehearsalOptions o) {
        Map<Class<?>, EntityRun<?, ?>> byType = new LinkedHashMap<>();
        Draws.Pools pools = new Draws.Pools() {
            @Override
            public <T> T current(Class<T> type, long index) {
                EntityRun<?, ?> run = byType.get(type);
                if (run == null) {
                    throw new IllegalStateException("no entity of " + type.getName() + " in this rehearsal");
                }
                return type.cast(run.current(index));
            }
        };
        // Only this keyspace's tables move: a live copy another keyspace keeps (another module's)
        // stays where it is declared, and, the rehearsed entities being new, none of it is written.
        DaoOptions daoOptions = DaoOptions.defaults().withKeyspace(declaredKeyspace, keyspace);
        List<EntityRun<?, ?>> runs = new ArrayList<>();
        for (EntityScale entity : scale.inOrder()) {
            EntityPlan<?, ?> plan = plans.stream()
                    .filter(p -> p.entity().equals(entity.entity()))
                    .findFirst()
                    .orElseThrow();
            EntityRun<?, ?> run =
                    run(plan, entity, new Draws(entity, o.seed(), o.nullShare(), pools), session, daoOptions);
            byType.put(plan.type(), run);
            runs.add(run);
        }
        return runs;
    }

    private static <E, D> EntityRun<E, D> run(
            EntityPlan<E, D> plan, EntityScale scale, Draws draws, CqlSession session, DaoOptions options) {
        D dao = Futures.getUninterruptibly(plan.createDao(session, options));
        return new EntityRun<>(plan, scale, draws, dao);
    }

    private RehearsalReport measure(
            CqlSession session,
            String keyspace,
            RehearsalOptions options,
            KeyspaceScale scale,
            List<EntityRun<?, ?>> runs,
            List<String> tables,
            long start) {
        Measurement measurement = new Measurement(session, keyspace, options);
        try {
            options.console().ifPresent(out -> out.println("Flushing and measuring " + tables.size() + " tables ..."));
            measurement.flush(tables);
            double elapsed = (System.nanoTime() - start) / 1e9;
            Comparison comparison = new Comparison(
                    options.tolerance(),
                    measurement.setting("tombstone_warn_threshold", DEFAULT_TOMBSTONE_WARN),
                    measurement.setting("partition_size_warn_threshold", DEFAULT_PARTITION_WARN_BYTES));
            List<TableFigures> figures = new ArrayList<>();
            for (EntityRun<?, ?> run : runs) {
                long live = run.liveRows();
                for (TableEstimate table : run.plan().tables()) {
                    long ttl = run.scale().numbers().ttlSeconds();
                    String skip = ttl > 0 && ttl < elapsed
                            ? "not compared: the ttl of " + ttl + " s expired rows while the rehearsal ran"
                            : null;
                    figures.add(comparison.compare(
                            table,
                            run.scale(),
                            Expectation.of(table, run.scale(), scale, live, run.moves(options.moves())),
                            measurement.observe(table.table()),
                            skip));
                }
            }
            return new RehearsalReport(
                    keyspace,
                    declaredKeyspace,
                    scale.factor(),
                    options.tolerance(),
                    comparison.tombstoneWarn(),
                    comparison.partitionWarnBytes(),
                    measurement.nodes().stream()
                            .map(Node::getEndPoint)
                            .map(Object::toString)
                            .toList(),
                    runs.stream().map(EntityRun::summary).toList(),
                    figures,
                    measurement.missing(),
                    (System.nanoTime() - start) / 1e9);
        } finally {
            measurement.close();
        }
    }
}
