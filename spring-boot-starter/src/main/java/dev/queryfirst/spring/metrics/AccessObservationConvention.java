package dev.queryfirst.spring.metrics;

import io.micrometer.observation.Observation;
import io.micrometer.observation.ObservationConvention;

/**
 * Names and tags the observation of a DAO call. A bean of this type replaces
 * {@link DefaultAccessObservationConvention}.
 */
public interface AccessObservationConvention extends ObservationConvention<AccessContext> {

    @Override
    default boolean supportsContext(Observation.Context context) {
        return context instanceof AccessContext;
    }
}
