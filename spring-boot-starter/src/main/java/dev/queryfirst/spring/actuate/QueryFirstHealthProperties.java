package dev.queryfirst.spring.actuate;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code queryfirst} health contributor's settings.
 *
 * <pre>
 * queryfirst.health.cache-ttl=30s
 * </pre>
 */
@ConfigurationProperties("queryfirst.health")
public class QueryFirstHealthProperties {

    /** How long a probe's answer is reused before the schema is checked again; 0 checks on every probe. */
    private Duration cacheTtl = Duration.ofSeconds(10);

    public Duration getCacheTtl() {
        return cacheTtl;
    }

    public void setCacheTtl(Duration cacheTtl) {
        this.cacheTtl = cacheTtl;
    }
}
