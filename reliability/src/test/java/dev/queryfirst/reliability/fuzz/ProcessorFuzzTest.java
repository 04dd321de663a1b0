package dev.queryfirst.reliability.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import dev.queryfirst.testkit.CassandraTest;
import dev.queryfirst.testkit.TestKeyspace;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Processor fuzzing: 1,000 generated models — good designs, hostile but legal ones (CQL words,
 * non-ASCII names, deep generics, extreme numbers) and one defect each for the rest — compiled
 * in-process. Proves the promises of docs/diagnostics.md on every one of them (see {@link Invariants}), and that
 * Cassandra accepts the DDL of the models that compile: the models that together cover every
 * column type in each role, defect and table feature seen, up to {@code -Dfuzz.apply} models
 * (default 24; {@code all} applies every compiled model, which takes a quarter of an hour on two
 * busy cores).
 *
 * <p>Deterministic: the run seed ({@code -Dfuzz.seed}, default fixed) fixes every model; a failure
 * prints the flags that replay its model alone ({@code -Dfuzz.only=<index>}).
 * {@code -Dfuzz.models=N} changes the number of models.
 */
@CassandraTest
class ProcessorFuzzTest {

    private static final long RUN_SEED = Long.getLong("fuzz.seed", 20_240_617L);
    private static final int MODELS = Integer.getInteger("fuzz.models", 1_000);
    private static final int ONLY = Integer.getInteger("fuzz.only", -1);
    private static final String APPLY = System.getProperty("fuzz.apply", "24");

    @Test
    void everyModelCompilesToAcceptedCqlOrFailsWithALocatedQfError(TestKeyspace keyspace) {
        FuzzReport report = new FuzzReport(RUN_SEED);
        Map<FuzzModel, Map<String, String>> compiled = new LinkedHashMap<>();
        long start = System.nanoTime();
        for (int i = 0; i < MODELS; i++) {
            if (ONLY >= 0 && i != ONLY) {
                continue;
            }
            FuzzModel model = ModelGenerator.generate(i, ModelGenerator.seedOf(RUN_SEED, i));
            Outcome outcome = ModelCompiler.compile(model);
            report.record(model, outcome, Invariants.check(model, outcome));
            if (outcome.succeeded()) {
                compiled.put(model, outcome.cql());
            }
        }
        System.out.printf("compiled %d models in %d s%n", report.models(), (System.nanoTime() - start) / 1_000_000_000);
        try (CqlSession session = schemaSession(keyspace)) {
            CqlApplier applier = new CqlApplier(session);
            for (FuzzModel model : sample(compiled)) {
                int before = applier.statements();
                List<String> rejected = applier.apply(compiled.get(model));
                report.applied(model, applier.statements() - before, rejected);
            }
        }
        System.out.print(report.summary());
        assertEquals(
                List.of(),
                report.violations(),
                () -> report.violations().size() + " broken promises:\n" + String.join("\n", report.violations()));
        assertEquals(0, report.crashes());
        assertEquals(0, report.qf000());
        if (ONLY < 0) {
            assertTrue(report.models() >= 1_000, report.summary());
            assertTrue(report.applied() >= Math.min(20, compiled.size()), report.summary());
        }
    }

    /**
     * The compiled models to apply: greedily, the one bringing the most features not applied yet
     * (the first in index order on a tie), until the cap or until no model brings anything new.
     */
    private static List<FuzzModel> sample(Map<FuzzModel, Map<String, String>> compiled) {
        if (APPLY.equals("all")) {
            return List.copyOf(compiled.keySet());
        }
        int cap = Integer.parseInt(APPLY);
        Map<FuzzModel, Set<String>> features = new LinkedHashMap<>();
        compiled.forEach((model, cql) -> {
            Set<String> f = new HashSet<>();
            f.add("defect " + model.defect());
            cql.values().forEach(text -> f.addAll(CqlFeatures.of(text)));
            features.put(model, f);
        });
        Set<String> covered = new HashSet<>();
        List<FuzzModel> out = new ArrayList<>();
        while (out.size() < cap) {
            FuzzModel best = null;
            long bestGain = 0;
            for (Map.Entry<FuzzModel, Set<String>> entry : features.entrySet()) {
                long gain = entry.getValue().stream()
                        .filter(f -> !covered.contains(f))
                        .count();
                if (gain > bestGain) {
                    best = entry.getKey();
                    bestGain = gain;
                }
            }
            if (best == null) {
                break;
            }
            out.add(best);
            covered.addAll(features.remove(best));
        }
        return out;
    }

    /**
     * A session without schema metadata: the driver would otherwise reload it after every schema
     * change, which doubles the time of each statement here.
     */
    private static CqlSession schemaSession(TestKeyspace keyspace) {
        return CqlSession.builder()
                .addContactPoints(keyspace.contactPoints())
                .withLocalDatacenter(keyspace.localDatacenter())
                .withConfigLoader(DriverConfigLoader.programmaticBuilder()
                        .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(60))
                        .withBoolean(DefaultDriverOption.METADATA_SCHEMA_ENABLED, false)
                        .withBoolean(DefaultDriverOption.METADATA_TOKEN_MAP_ENABLED, false)
                        .withInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD, 0)
                        .withInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD, 0)
                        .build())
                .build();
    }
}
