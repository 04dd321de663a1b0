package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.queryfirst.spring.test.AutoConfigureEmbeddedCassandra;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The whole application on the testkit's node: its DAOs serve, and the actuator reads its schema's status. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureEmbeddedCassandra
class HelpdeskStatusTest {

    @LocalServerPort
    int port;

    @Autowired
    TicketDao tickets;

    @Test
    void servesAndReportsItsSchema() throws Exception {
        Ticket ticket = new Ticket(UUID.randomUUID(), "Badge reader offline", "facilities", null, Instant.now(), null);
        tickets.save(ticket);
        assertEquals(
                ticket.title(),
                tickets.findByKey(ticket.ticketId()).orElseThrow().title());

        HttpResponse<String> status = HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://localhost:" + port + "/actuator/queryfirst"))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
        assertEquals(200, status.statusCode());
        JsonNode helpdesk = JsonMapper.builder()
                .build()
                .readTree(status.body())
                .get("keyspaces")
                .get(0);
        assertEquals("helpdesk_helpdesk_status_test", helpdesk.get("name").asString());
        assertEquals(0, helpdesk.get("pending").size());
    }
}
