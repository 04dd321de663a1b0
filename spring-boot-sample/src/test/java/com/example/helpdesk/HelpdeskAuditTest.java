package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.spring.test.AutoConfigureEmbeddedCassandra;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The audit endpoint where an operator granted it (behind security in production): an audit runs in
 * the background, a second one asked meanwhile gets 409 and starts nothing, an unknown entity gets
 * 404 naming it, and the read endpoint shows the audit running, then its findings.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "management.endpoint.queryfirstaudit.access=unrestricted",
            "management.endpoints.web.exposure.include=health,queryfirst,queryfirstaudit"
        })
@AutoConfigureEmbeddedCassandra
class HelpdeskAuditTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    @Autowired
    TicketDao tickets;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void oneAuditAtATimeInTheBackground() throws Exception {
        for (int i = 0; i < 1_000; i++) {
            tickets.save(new Ticket(
                    UUID.randomUUID(),
                    "Ticket " + i,
                    "team-" + i % 5,
                    i % 3 == 0 ? null : "agent-" + i % 7,
                    Instant.now(),
                    i % 2 == 0 ? null : Instant.now().plus(Duration.ofDays(i % 9))));
        }
        HttpResponse<String> started = post("/actuator/queryfirstaudit/Ticket", "{}");
        HttpResponse<String> second = post("/actuator/queryfirstaudit/Ticket", "{\"repair\": true}");
        assertEquals(202, started.statusCode(), started.body());
        assertEquals(409, second.statusCode(), second.body());
        assertTrue(second.body().contains("An audit of Ticket runs since"), second.body());

        HttpResponse<String> unknown = post("/actuator/queryfirstaudit/Tickett", "{}");
        assertEquals(404, unknown.statusCode());
        assertTrue(unknown.body().contains("No generated DAO for entity Tickett"), unknown.body());

        String startedAt =
                JSON.readTree(started.body()).get("audit").get("startedAt").asString();
        JsonNode ticket = null;
        for (long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos(); ticket == null; Thread.sleep(100)) {
            JsonNode status = JSON.readTree(get("/actuator/queryfirst"));
            if (status.get("running").isNull()) {
                ticket = status.get("audits").get("Ticket");
            }
            assertTrue(System.nanoTime() < deadline, "the audit ends");
        }
        assertEquals(startedAt, ticket.get("startedAt").asString(), "the second audit never ran");
        assertEquals(1_000, ticket.get("sourceRows").asLong());
        assertTrue(ticket.get("clean").asBoolean(), ticket.toString());
        assertEquals(false, ticket.get("repaired").asBoolean());
        assertEquals(0, ticket.get("staleReferences").asLong());
        assertEquals(0, ticket.get("danglingReferences").asLong());
    }

    private HttpResponse<String> post(String path, String body) throws Exception {
        return http.send(
                HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString(body))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private String get(String path) throws Exception {
        return http.send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
    }
}
