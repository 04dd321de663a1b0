package com.example.kitchen;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

public record Shipment(UUID id, String order, Status status, LocalDateTime createdAt, Duration timeout,
    byte[] payload, Integer weight, long count, Set<Status> flags, Map<String, List<Integer>> dims,
    Address address, List<Address> stops, Contact contact, Carrier carrier) {}
