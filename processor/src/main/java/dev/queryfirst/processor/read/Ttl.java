package dev.queryfirst.processor.read;

import java.time.Duration;
import java.time.Period;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/** Parses {@code @Entity(ttl)}: an ISO-8601 duration, bounded as Cassandra bounds TTLs. */
final class Ttl {

    /** Cassandra rejects a TTL above 20 years. */
    static final Duration MAX = Duration.ofSeconds(630_720_000);

    private Ttl() {}

    /**
     * {@code "PT12H"}, {@code "P30D"}, or a period with years, months or weeks ({@code "P1Y"}, a
     * year counted as 365 days and a month as 30, since a TTL is a fixed number of seconds); empty
     * when unreadable, under a second, or over 20 years.
     */
    static Optional<Duration> parse(String text) {
        Duration ttl;
        try {
            ttl = Duration.parse(text);
        } catch (DateTimeParseException notADuration) {
            try {
                Period period = Period.parse(text);
                ttl = Duration.ofDays(period.getYears() * 365L + period.getMonths() * 30L + period.getDays());
            } catch (DateTimeParseException notAPeriod) {
                return Optional.empty();
            }
        }
        return ttl.getSeconds() < 1 || ttl.compareTo(MAX) > 0 ? Optional.empty() : Optional.of(ttl);
    }
}
