package dev.queryfirst.samples.demo;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

/**
 * What the demo does, from system properties (the {@code demo} Maven profile passes them on):
 *
 * <ul>
 *   <li>{@code demo.sources} — servers sending logs (default 2,000);
 *   <li>{@code demo.days} — days of logs, ending now (default 3);
 *   <li>{@code demo.messages} — messages to ingest in all (default 60,000);
 *   <li>{@code demo.concurrency} — writes in flight at once (default 64);
 *   <li>{@code demo.keyspace} — the keyspace to create (default {@code logs});
 *   <li>{@code demo.rehearsalRows} — messages the rehearsal writes into {@code <keyspace>_rehearsal}
 *       (default 5,000);
 *   <li>{@code queryfirst.contactPoints} / {@code queryfirst.localDc} — an existing cluster to use
 *       instead of starting an embedded node.
 * </ul>
 *
 * @param sources number of log sources
 * @param days days the messages span
 * @param messages messages to ingest
 * @param concurrency writes in flight at once
 * @param keyspace keyspace name
 * @param rehearsalRows messages the rehearsal writes
 * @param contactPoints the existing cluster's contact points, empty to start an embedded node
 * @param localDc the existing cluster's local data center
 */
record DemoSettings(
        int sources,
        int days,
        long messages,
        int concurrency,
        String keyspace,
        int rehearsalRows,
        List<InetSocketAddress> contactPoints,
        String localDc) {

    static DemoSettings fromSystemProperties() {
        DemoSettings settings = new DemoSettings(
                positive("demo.sources", 2_000),
                positive("demo.days", 3),
                positive("demo.messages", 60_000),
                positive("demo.concurrency", 64),
                property("demo.keyspace", "logs"),
                positive("demo.rehearsalRows", 5_000),
                contactPoints(property("queryfirst.contactPoints", "")),
                property("queryfirst.localDc", ""));
        if (!settings.contactPoints.isEmpty() && settings.localDc.isEmpty()) {
            throw new IllegalArgumentException("queryfirst.localDc is required with queryfirst.contactPoints");
        }
        return settings;
    }

    boolean embedded() {
        return contactPoints.isEmpty();
    }

    private static String property(String name, String otherwise) {
        String value = System.getProperty(name, "").strip();
        return value.isEmpty() ? otherwise : value;
    }

    private static int positive(String name, int otherwise) {
        String value = property(name, String.valueOf(otherwise)).replace("_", "");
        int parsed;
        try {
            parsed = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, not '" + value + "'", e);
        }
        if (parsed <= 0) {
            throw new IllegalArgumentException(name + " must be positive, not " + parsed);
        }
        return parsed;
    }

    /** {@code host:port[,host:port]}; the port defaults to 9042. */
    static List<InetSocketAddress> contactPoints(String value) {
        List<InetSocketAddress> points = new ArrayList<>();
        for (String point : value.split(",")) {
            String trimmed = point.strip();
            if (trimmed.isEmpty()) {
                continue;
            }
            int colon = trimmed.lastIndexOf(':');
            points.add(
                    colon < 0
                            ? InetSocketAddress.createUnresolved(trimmed, 9042)
                            : InetSocketAddress.createUnresolved(
                                    trimmed.substring(0, colon), Integer.parseInt(trimmed.substring(colon + 1))));
        }
        return points;
    }
}
