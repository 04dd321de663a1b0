package dev.queryfirst.spark.store;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/** A customer: orders copy its name and e-mail (a live reference). */
@Entity(keyspace = "store")
@Cardinality(rows = 1_000_000)
public record Customer(
        @Key UUID id, @Cardinality(avgBytes = 20) String name, String email) {}
