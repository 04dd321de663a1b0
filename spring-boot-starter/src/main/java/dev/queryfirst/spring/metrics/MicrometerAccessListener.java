package dev.queryfirst.spring.metrics;

import dev.queryfirst.runtime.listen.AccessKind;
import dev.queryfirst.runtime.listen.AccessListener;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationRegistry;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The runtime's {@link AccessListener} as Micrometer observations: one {@code queryfirst.access}
 * observation per DAO call (a timer with Micrometer's default handler, a span with a tracer), and,
 * with a {@link MeterRegistry}, the summaries {@code queryfirst.access.rows} (rows a read returned,
 * by entity and operation) and {@code queryfirst.batch.size} (statements a write sent, by entity).
 */
public class MicrometerAccessListener implements AccessListener {

    private static final DefaultAccessObservationConvention DEFAULT = new DefaultAccessObservationConvention();

    private final ObservationRegistry observations;
    private final MeterRegistry meters;
    private final AccessObservationConvention convention;
    private final Map<String, DistributionSummary> rows = new ConcurrentHashMap<>();
    private final Map<String, DistributionSummary> batches = new ConcurrentHashMap<>();

    /**
     * @param meters where the summaries go; null for none
     * @param convention the application's convention, or null for {@link DefaultAccessObservationConvention}
     */
    public MicrometerAccessListener(
            ObservationRegistry observations, MeterRegistry meters, AccessObservationConvention convention) {
        this.observations = observations;
        this.meters = meters;
        this.convention = convention;
    }

    @Override
    public Access started(AccessKind kind, String entity, String operation) {
        AccessContext context = new AccessContext(kind, entity, operation);
        Observation observation = Observation.createNotStarted(convention, DEFAULT, () -> context, observations)
                .start();
        return new Access() {
            @Override
            public void succeeded(int count) {
                context.outcome("success");
                if (count >= 0 && meters != null) {
                    rows.computeIfAbsent(
                                    entity + "/" + operation,
                                    key -> DistributionSummary.builder("queryfirst.access.rows")
                                            .description("Rows a DAO read returned")
                                            .baseUnit("rows")
                                            .tags("entity", entity, "operation", operation)
                                            .register(meters))
                            .record(count);
                }
                observation.stop();
            }

            @Override
            public void failed(Throwable error) {
                context.outcome("error");
                observation.error(error);
                observation.stop();
            }
        };
    }

    @Override
    public void batchWritten(String entity, int statements) {
        if (meters == null) {
            return;
        }
        batches.computeIfAbsent(
                        entity,
                        key -> DistributionSummary.builder("queryfirst.batch.size")
                                .description(
                                        "Statements one DAO write sent: a logged batch, or the parallel writes of a"
                                                + " PARALLEL DAO")
                                .baseUnit("statements")
                                .tags("entity", entity)
                                .register(meters))
                .record(statements);
    }
}
