package com.example.logs;

import java.time.Instant;
import java.util.Map;
import java.util.UUID;

public record LogMessage(UUID messageId, String sourceName, String sourceType, Instant messageTime,
    String messageType, String messageBody, Map<String, String> messageParts) {}
