package dev.queryfirst.samples.demo;

import dev.queryfirst.samples.logs.LogMessage;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * A realistic, reproducible stream of log messages: a fleet of servers of about 20 source types (as
 * in the six-step method's example), each sending messages of a few hundred types spread over the
 * last days, with a body and a handful of parsed parts. A fixed seed makes every run write the same
 * fleet.
 */
final class LogStream {

    static final List<String> SOURCE_TYPES = List.of(
            "ubuntu-server",
            "redhat-server",
            "windows-server",
            "router",
            "switch",
            "firewall",
            "load-balancer",
            "nginx",
            "postgres",
            "cassandra",
            "kafka",
            "redis",
            "kubernetes-node",
            "dns",
            "mail",
            "vpn",
            "storage",
            "ci-runner",
            "hypervisor",
            "printer");
    private static final String[] CATEGORIES = {"error", "warning", "info", "audit", "security"};
    private static final String[] VERBS = {"GET", "POST", "PUT", "DELETE"};
    private static final String[] PATHS = {"/api/orders", "/api/users", "/health", "/login", "/static/app.js"};

    private final int sources;
    private final Instant end;
    private final long spanMillis;
    private final SplittableRandom random = new SplittableRandom(20_250_310L);

    LogStream(int sources, int days, Instant end) {
        this.sources = sources;
        this.end = end;
        this.spanMillis = Duration.ofDays(days).toMillis();
    }

    /** The name of source {@code i}, e.g. {@code router-0042}: its type is fixed by its number. */
    String sourceName(int i) {
        return sourceType(i) + "-" + String.format("%04d", i);
    }

    static String sourceType(int i) {
        return SOURCE_TYPES.get(i % SOURCE_TYPES.size());
    }

    LogMessage next() {
        int source = random.nextInt(sources);
        Instant time = end.minusMillis(random.nextLong(spanMillis));
        int type = random.nextInt(200);
        String category = CATEGORIES[type % CATEGORIES.length];
        int status = type % 7 == 0 ? 500 : type % 5 == 0 ? 404 : 200;
        String verb = VERBS[random.nextInt(VERBS.length)];
        String path = PATHS[random.nextInt(PATHS.length)];
        long latency = 1 + random.nextInt(900);
        Map<String, String> parts = new LinkedHashMap<>();
        parts.put("verb", verb);
        parts.put("path", path);
        parts.put("status", String.valueOf(status));
        parts.put("latency_ms", String.valueOf(latency));
        parts.put("client", "10.0." + random.nextInt(256) + "." + random.nextInt(256));
        String body = verb + " " + path + " -> " + status + " in " + latency + " ms (request "
                + UUID.randomUUID().toString().substring(0, 8) + ")";
        return new LogMessage(
                UUID.randomUUID(),
                sourceName(source),
                sourceType(source),
                time,
                "type-" + type,
                type % 7 == 0 ? 1 : 3,
                category,
                body,
                parts);
    }
}
