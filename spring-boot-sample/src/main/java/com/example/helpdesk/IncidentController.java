package com.example.helpdesk;

import dev.queryfirst.runtime.ConcurrentUpdateException;
import java.time.Instant;
import java.util.List;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Incidents over HTTP, through the generated IncidentDao (versioned writes). */
@RestController
@RequestMapping("/incidents")
public class IncidentController {

    private final IncidentDao incidents;

    public IncidentController(IncidentDao incidents) {
        this.incidents = incidents;
    }

    @PostMapping
    public ResponseEntity<Incident> report(@RequestBody Incident request) {
        Incident incident = new Incident(request.code(), request.summary(), request.owner(), Instant.now());
        incidents.insert(incident);
        return ResponseEntity.status(HttpStatus.CREATED).body(incident);
    }

    /** Gives the incident to {@code owner}; 404 when there is no such incident. */
    @PutMapping("/{code}/owner")
    public ResponseEntity<Incident> own(@PathVariable String code, @RequestBody String owner) {
        return ResponseEntity.of(incidents.findByKey(code).map(incident -> {
            Incident owned = new Incident(code, incident.summary(), owner.strip(), incident.reportedAt());
            incidents.update(owned);
            return owned;
        }));
    }

    @GetMapping(params = "owner")
    public List<Incident> byOwner(@RequestParam String owner) {
        return incidents.byOwner(owner);
    }

    /** Another agent changed the incident first: read it again and retry. */
    @ExceptionHandler(ConcurrentUpdateException.class)
    public ResponseEntity<String> conflict(ConcurrentUpdateException e) {
        return ResponseEntity.status(HttpStatus.CONFLICT).body(e.getMessage());
    }
}
