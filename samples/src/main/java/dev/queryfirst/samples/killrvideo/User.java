package dev.queryfirst.samples.killrvideo;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.Instant;
import java.util.UUID;

/**
 * A KillrVideo user: the published {@code users} table, one row per user keyed by
 * {@code userid}, read by key ({@code UserDao.findByKey}). The published schema also keeps
 * {@code user_credentials} keyed by e-mail for sign-in; this sample leaves authentication to the
 * {@code auth} sample.
 */
@Entity(keyspace = "killrvideo", table = "users")
@Cardinality(rows = 1_000_000)
public record User(
        @Key UUID userId,
        String firstName,
        String lastName,
        @Cardinality(avgBytes = 24) String email,
        Instant createdDate) {}
