package com.example.helpdesk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.queryfirst.samples.spring.ReadmeJson;
import dev.queryfirst.spring.test.AutoConfigureEmbeddedCassandra;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The application as its clients see it: started on a random port against the testkit's node, it
 * migrated keyspace helpdesk at start-up, serves tickets and incidents over HTTP, measures every
 * DAO call under {@code queryfirst.access}, reports itself healthy, and exposes the actuator's reads
 * only (the status the README shows, field for field).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureEmbeddedCassandra
class HelpdeskApplicationTest {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @LocalServerPort
    int port;

    private final HttpClient http = HttpClient.newHttpClient();

    @Test
    void migratesServesMeasuresAndIsHealthy() throws Exception {
        JsonNode opened = send(
                "POST", "/tickets", "{\"title\":\"Printer on fire 🔥\",\"team\":\"it\",\"assignee\":\"ana\"}", 201);
        String id = opened.get("ticketId").asString();
        assertEquals(
                "Printer on fire 🔥",
                send("GET", "/tickets/" + id, null, 200).get("title").asString());
        assertEquals(1, send("GET", "/tickets?assignee=ana", null, 200).size());

        send("PUT", "/tickets/" + id + "/assignee", "bo", 200);
        assertEquals(0, send("GET", "/tickets?assignee=ana", null, 200).size(), "moved from ana to bo");
        assertEquals(
                id,
                send("GET", "/tickets?assignee=bo", null, 200)
                        .get(0)
                        .get("ticketId")
                        .asString());
        send("PUT", "/tickets/" + id + "/assignee", "", 200);
        assertEquals(0, send("GET", "/tickets?assignee=bo", null, 200).size(), "unassigned: in no assignee's list");

        send("POST", "/incidents", "{\"code\":\"INC-1\",\"summary\":\"Mail queue stuck\"}", 201);
        send("PUT", "/incidents/INC-1/owner", "carla", 200);
        assertEquals(
                "INC-1",
                send("GET", "/incidents?owner=carla", null, 200)
                        .get(0)
                        .get("code")
                        .asString());
        send("DELETE", "/tickets/" + id, null, 204);
        send("GET", "/tickets/" + id, null, 404);

        // The migration ran at start-up: keyspace helpdesk (this class's copy of it) is at version 1.
        JsonNode keyspace =
                send("GET", "/actuator/queryfirst", null, 200).get("keyspaces").get(0);
        assertEquals("helpdesk", keyspace.get("keyspace").asString());
        assertEquals("helpdesk_helpdesk_application_test", keyspace.get("name").asString());
        assertEquals(1, keyspace.get("applied").size());
        assertTrue(keyspace.get("applied").get(0).get("success").asBoolean());
        assertEquals(0, keyspace.get("pending").size());

        // Every DAO call is measured, tagged by entity, kind, operation and outcome.
        JsonNode saves = send(
                "GET",
                "/actuator/metrics/queryfirst.access?tag=entity:Ticket&tag=operation:save&tag=outcome:success",
                null,
                200);
        assertEquals(2.0, count(saves), saves.toString());
        JsonNode all = send("GET", "/actuator/metrics/queryfirst.access", null, 200);
        assertTrue(
                tagValues(all, "operation")
                        .containsAll(
                                List.of("insert", "findByKey", "byAssignee", "save", "delete", "update", "byOwner")),
                all.toString());
        assertEquals(
                List.of("Incident", "Ticket"),
                tagValues(all, "entity").stream().sorted().toList());
        assertTrue(tagValues(all, "kind").containsAll(List.of("read", "write")), all.toString());
        assertEquals(List.of("success"), tagValues(all, "outcome"), "no call failed");
        send("GET", "/actuator/metrics/queryfirst.batch.size?tag=entity:Ticket", null, 200);

        // The actuator only reads: the audit endpoint is off (access NONE) and not exposed.
        send("POST", "/actuator/queryfirst/Ticket", "{}", 404);
        send("POST", "/actuator/queryfirstaudit/Ticket", "{}", 404);
        JsonNode status = send("GET", "/actuator/queryfirst", null, 200);
        assertEquals(List.of("Incident", "Ticket"), names(status.get("entities")));
        assertTrue(status.path("running").isNull(), status.toString());
        assertEquals(0, status.get("audits").size(), "no audit ran");
        ReadmeJson.assertSameShape(ReadmeJson.statusExample(), status);

        JsonNode health = send("GET", "/actuator/health", null, 200);
        assertEquals("UP", health.get("status").asString(), health.toString());
        assertEquals(
                "UP", health.get("components").get("queryfirst").get("status").asString(), health.toString());
    }

    private JsonNode send(String method, String path, String body, int status)
            throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create("http://localhost:" + port + path))
                .header(
                        "Content-Type",
                        path.endsWith("/assignee") || path.endsWith("/owner") ? "text/plain" : "application/json")
                .method(
                        method,
                        body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(status, response.statusCode(), method + " " + path + ": " + response.body());
        return response.body().isEmpty() ? JSON.nullNode() : JSON.readTree(response.body());
    }

    private static List<String> names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(name -> names.add(name.asString()));
        return names;
    }

    private static double count(JsonNode metric) {
        for (JsonNode measurement : metric.get("measurements")) {
            if (measurement.get("statistic").asString().equals("COUNT")) {
                return measurement.get("value").asDouble();
            }
        }
        throw new AssertionError("no COUNT in " + metric);
    }

    private static List<String> tagValues(JsonNode metric, String tag) {
        List<String> values = new ArrayList<>();
        for (JsonNode available : metric.get("availableTags")) {
            if (available.get("tag").asString().equals(tag)) {
                available.get("values").forEach(value -> values.add(value.asString()));
            }
        }
        return values;
    }
}
