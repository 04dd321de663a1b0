package dev.queryfirst.spring.billing;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.util.UUID;

/**
 * A second entity named {@code Ticket}, in another package and keyspace: its DAO and
 * {@code dev.queryfirst.spring.desk.TicketDao} both become beans, under their qualified names.
 */
@Entity(keyspace = "billing")
@Cardinality(rows = 10_000)
@AccessPattern(name = "byCustomer", where = "customer")
public record Ticket(
        @Key UUID ticketId, @Cardinality(distinct = 100) String customer, BigDecimal amount) {}
