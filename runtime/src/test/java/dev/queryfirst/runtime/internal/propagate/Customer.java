package dev.queryfirst.runtime.internal.propagate;

import java.time.Instant;
import java.util.UUID;

/** A customer: the referenced entity, whose attributes orders copy ({@code email} is optional). */
record Customer(UUID id, String name, String email, Instant since) {}
