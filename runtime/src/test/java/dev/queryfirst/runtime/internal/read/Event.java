package dev.queryfirst.runtime.internal.read;

import java.time.Instant;
import java.util.UUID;

/** A test entity keyed by {@code id}, read newest first per feed. */
record Event(String feed, Instant at, UUID id, String label) {}
