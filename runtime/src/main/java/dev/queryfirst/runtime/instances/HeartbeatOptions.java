package dev.queryfirst.runtime.instances;

import dev.queryfirst.runtime.internal.Args;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;

/**
 * How an instance records itself: its id, the time to live of its heartbeat row and how often it
 * refreshes it. Immutable; every {@code with…} returns a copy.
 *
 * <p>An instance that dies without closing its heartbeat counts as live until the time to live
 * passes: a shorter one lets a deferred backfill start sooner after a crash, a longer one
 * tolerates longer pauses. Each refresh is one write of one small row.
 *
 * <pre>{@code
 * HeartbeatOptions options = HeartbeatOptions.defaults()
 *     .withInstanceId(System.getenv("POD_NAME"))
 *     .withTtl(Duration.ofSeconds(60));          // refreshed every 20 s
 * }</pre>
 *
 * @param instanceId who this instance is
 * @param ttl how long its row outlives its last refresh
 * @param interval how often it refreshes the row
 * @param clock the time written as its heartbeat
 */
public record HeartbeatOptions(String instanceId, Duration ttl, Duration interval, Clock clock) {

    private static final Duration DEFAULT_TTL = Duration.ofSeconds(30);

    public HeartbeatOptions {
        Args.notNull(instanceId, "instanceId");
        Args.notNull(ttl, "ttl");
        Args.notNull(interval, "interval");
        Args.notNull(clock, "clock");
        if (instanceId.isBlank()) {
            throw new IllegalArgumentException("instanceId must not be blank");
        }
        if (ttl.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("ttl must be at least 1 s, was " + ttl);
        }
        if (interval.isNegative() || interval.isZero() || interval.compareTo(ttl) >= 0) {
            throw new IllegalArgumentException(
                    "interval must be positive and shorter than ttl (" + ttl + "), was " + interval);
        }
    }

    /** {@code <host>/<process id>}, a 30 s time to live refreshed every 10 s, the system clock. */
    public static HeartbeatOptions defaults() {
        return new HeartbeatOptions(defaultId(), DEFAULT_TTL, DEFAULT_TTL.dividedBy(3), Clock.systemUTC());
    }

    public HeartbeatOptions withInstanceId(String instanceId) {
        return new HeartbeatOptions(instanceId, ttl, interval, clock);
    }

    /** The time to live, refreshed every third of it. */
    public HeartbeatOptions withTtl(Duration ttl) {
        Args.notNull(ttl, "ttl");
        return new HeartbeatOptions(instanceId, ttl, ttl.dividedBy(3), clock);
    }

    public HeartbeatOptions withInterval(Duration interval) {
        return new HeartbeatOptions(instanceId, ttl, interval, clock);
    }

    public HeartbeatOptions withClock(Clock clock) {
        return new HeartbeatOptions(instanceId, ttl, interval, clock);
    }

    private static String defaultId() {
        String host;
        try {
            host = InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            host = "unknown-host";
        }
        return host + "/" + ProcessHandle.current().pid();
    }
}
