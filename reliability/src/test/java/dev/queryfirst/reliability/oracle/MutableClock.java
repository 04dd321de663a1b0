package dev.queryfirst.reliability.oracle;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The DAOs' clock, set by the oracle before each read: the newest bucket of a latest-first walk
 * is then the one the oracle computes with.
 */
final class MutableClock extends Clock {

    private volatile Instant now = Instant.now();

    /** Moves the clock to the real now, and returns it. */
    Instant tick() {
        now = Instant.now();
        return now;
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the oracle's clock is UTC");
    }

    @Override
    public Instant instant() {
        return now;
    }
}
