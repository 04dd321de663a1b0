package dev.queryfirst.samples.users;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/**
 * A user (Basic Rules' first example), found by username (the key) or by e-mail. Users change their
 * e-mail: {@code users_by_email} is keyed by it, so an update moves the user's row there. Profile
 * edits may race (two sessions of one user), so the entity is versioned: an update that lost the
 * race fails instead of moving rows from a state that is no longer current.
 */
@Entity(keyspace = "users", versioned = true)
@Cardinality(rows = 1_000_000)
@AccessPattern(name = "byUsername", where = "username")
@AccessPattern(name = "byEmail", where = "email")
public record User(
        @Key String username,
        @Cardinality(maxRowsPerValue = 1) String email,
        String name,
        int age) {}
