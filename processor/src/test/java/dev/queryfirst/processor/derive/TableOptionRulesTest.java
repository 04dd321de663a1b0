package dev.queryfirst.processor.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.processor.model.TwcsWindow;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The TimeWindowCompactionStrategy windows of a TTL: 20 to 30 of them, nearest to 25. */
class TableOptionRulesTest {

    @ParameterizedTest
    @CsvSource({
        "P365D, DAYS, 15", // 24.3 windows: the alerts sample, which had 365 one-day windows
        "P90D, DAYS, 4", // 22.5
        "P30D, DAYS, 1", // 30
        "P20D, DAYS, 1", // 20
        "P35D, HOURS, 34", // 24.7: no whole number of days gives 20 to 30
        "P7D, HOURS, 7", // 24
        "P1D, HOURS, 1", // 24
        "PT12H, MINUTES, 29", // 24.8
        "PT20M, MINUTES, 1", // 20
        "PT5M, MINUTES, 1", // under 20 minutes: one-minute windows
    })
    void windowsOverTheTtl(String ttl, String unit, long size) {
        assertEquals(
                new TwcsWindow(unit, size),
                TableOptionRules.window(Duration.parse(ttl).getSeconds()));
    }

    @Test
    void everyTtlFromFortyMinutesToTwentyYearsGetsTwentyToThirtyWindows() {
        for (long ttl = 40 * 60; ttl <= 20L * 365 * 86_400; ttl = ttl * 21 / 20 + 7) {
            TwcsWindow window = TableOptionRules.window(ttl);
            double windows = (double) ttl / window.seconds();
            assertTrue(windows >= 20 && windows <= 30, ttl + " s: " + windows + " windows of " + window);
        }
    }
}
