package dev.queryfirst.runtime.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Synthetic values follow the numbers, and an entity drawn again is the same entity. */
class ValuesTest {

    private static final EntityNumbers TICKET = EntityNumbers.of("Ticket")
            .rows(1_000)
            .with(AttributeNumbers.of("ticketId").asKey())
            .with(AttributeNumbers.of("queue").distinct(7).bytes(20))
            .with(AttributeNumbers.of("subject").bytes(60).asOptional())
            .with(AttributeNumbers.of("price").bytes(9))
            .with(AttributeNumbers.of("labels").elements(4))
            .with(AttributeNumbers.of("labels[]").bytes(10));

    private final Draws draws = draws(RehearsalOptions.defaults().withScale(1));

    @Test
    void anEntityDrawnAgainIsTheSameEntity() {
        for (long i = 0; i < 50; i++) {
            assertEquals(ticket(draws.entity(i)), ticket(draws.entity(i)));
        }
    }

    @Test
    void keysAreUniqueAndSharedValuesTakeTheirShareEach() {
        Set<UUID> keys = new HashSet<>();
        Map<String, Integer> queues = new HashMap<>();
        for (long i = 0; i < 1_000; i++) {
            keys.add(draws.entity(i).at("ticketId").uuid());
            queues.merge(draws.entity(i).at("queue").text(), 1, Integer::sum);
        }
        assertEquals(1_000, keys.size());
        assertEquals(7, queues.size());
        queues.values().forEach(count -> assertEquals(1_000 / 7.0, count, 1.0));
        queues.keySet().forEach(queue -> assertEquals(20, queue.getBytes(StandardCharsets.UTF_8).length));
    }

    @Test
    void textTakesTheDeclaredBytesOnAverageInUtf8() {
        double bytes = 0;
        boolean nonAscii = false;
        for (long i = 0; i < 2_000; i++) {
            String subject = draws(RehearsalOptions.defaults().withNullShare(0))
                    .entity(i)
                    .at("subject")
                    .text();
            bytes += subject.getBytes(StandardCharsets.UTF_8).length;
            nonAscii |= subject.chars().anyMatch(c -> c > 127);
        }
        assertEquals(60, bytes / 2_000, 1.5);
        assertTrue(nonAscii, "real text is not only ASCII");
    }

    @Test
    void aDecimalTakesItsDeclaredBytesScaleIncluded() {
        BigDecimal price = draws.entity(3).at("price").decimal();
        assertEquals(2, price.scale());
        assertEquals(9 - 4, price.unscaledValue().toByteArray().length);
    }

    @Test
    void optionalValuesAreSometimesNull() {
        long nulls = 0;
        for (long i = 0; i < 1_000; i++) {
            nulls += draws.entity(i).at("subject").orNull(Values::text) == null ? 1 : 0;
        }
        assertEquals(100, nulls, 2, "10 % by default");
    }

    @Test
    void aMovedEntityChangesOnlyTheMovedAttribute() {
        List<Object> before = ticket(draws.entity(42));
        List<Object> after = ticket(draws.moved(42, "queue", 1));
        assertNotEquals(before.get(1), after.get(1));
        assertEquals(before.get(0), after.get(0));
        assertEquals(before.get(2), after.get(2));
    }

    @Test
    void aCollectionHasItsElementsEachOfItsBytes() {
        Set<String> labels = draws.entity(5).at("labels").set(Values::text);
        assertEquals(4, labels.size());
    }

    private static List<Object> ticket(Values values) {
        return List.of(
                values.at("ticketId").uuid(),
                values.at("queue").text(),
                String.valueOf(values.at("subject").orNull(Values::text)),
                values.at("labels").list(Values::text));
    }

    private static Draws draws(RehearsalOptions options) {
        KeyspaceScale scale = KeyspaceScale.of(
                List.of(TICKET), Map.of("Ticket", List.of(TableEstimate.of("tickets", "Ticket"))), options, 0);
        return new Draws(scale.entity("Ticket"), options.seed(), options.nullShare(), null);
    }
}
