package dev.queryfirst.samples.shop;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/** A customer of the store (seeds/002); pushed down into the orders that reference it. */
@Entity(keyspace = "shop")
@Cardinality(rows = 1_000_000)
public record Customer(@Key UUID id, String name, String email) {}
