package dev.queryfirst.samples.library;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.Set;
import java.util.UUID;

/** A registered user of the digital library: pushed down into the artifacts they like. */
@Entity(keyspace = "library", table = "users")
@Cardinality(rows = 100_000)
public record LibraryUser(
        @Key UUID id,
        String name,
        String email,
        @Cardinality(elements = 5) Set<String> areasOfExpertise) {}
