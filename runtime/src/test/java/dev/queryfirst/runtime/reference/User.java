package dev.queryfirst.runtime.reference;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A user, found by username (the key) or by email, which users may change. */
@Entity(keyspace = "demo")
@Cardinality(rows = 10_000_000)
@AccessPattern(name = "byEmail", where = "email")
public record User(
        @Key String username,

        @Cardinality(distinct = 10_000_000, maxRowsPerValue = 3)
        String email,

        String name) {}
