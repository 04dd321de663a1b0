package com.example.helpdesk;

import java.net.URI;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** Tickets over HTTP: each handler is one call of the generated TicketDao. */
@RestController
@RequestMapping("/tickets")
public class TicketController {

    /** What a client sends to open a ticket. */
    public record NewTicket(String title, String team, String assignee, Instant dueAt) {}

    private final TicketDao tickets;

    public TicketController(TicketDao tickets) {
        this.tickets = tickets;
    }

    @PostMapping
    public ResponseEntity<Ticket> open(@RequestBody NewTicket request) {
        Ticket ticket = new Ticket(
                UUID.randomUUID(), request.title(), request.team(), request.assignee(), Instant.now(), request.dueAt());
        tickets.insert(ticket);
        return ResponseEntity.created(URI.create("/tickets/" + ticket.ticketId()))
                .body(ticket);
    }

    @GetMapping("/{id}")
    public ResponseEntity<Ticket> get(@PathVariable UUID id) {
        return ResponseEntity.of(tickets.findByKey(id));
    }

    /** Assigns the ticket, or unassigns it when the body is empty: the DAO moves its row. */
    @PutMapping("/{id}/assignee")
    public ResponseEntity<Ticket> assign(@PathVariable UUID id, @RequestBody(required = false) String assignee) {
        return ResponseEntity.of(tickets.findByKey(id).map(ticket -> {
            Ticket assigned = new Ticket(
                    ticket.ticketId(),
                    ticket.title(),
                    ticket.team(),
                    assignee == null || assignee.isBlank() ? null : assignee.strip(),
                    ticket.openedAt(),
                    ticket.dueAt());
            tickets.save(assigned);
            return assigned;
        }));
    }

    @GetMapping(params = "assignee")
    public List<Ticket> byAssignee(@RequestParam String assignee) {
        return tickets.byAssignee(assignee);
    }

    @GetMapping(params = "team")
    public List<Ticket> byTeam(@RequestParam String team) {
        return tickets.byTeamDueFirst(team);
    }

    @DeleteMapping("/{id}")
    public ResponseEntity<Void> close(@PathVariable UUID id) {
        return tickets.delete(id)
                ? ResponseEntity.noContent().build()
                : ResponseEntity.notFound().build();
    }
}
