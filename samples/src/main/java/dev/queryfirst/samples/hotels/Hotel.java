package dev.queryfirst.samples.hotels;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A hotel (Q2, "information about a specific hotel"): the base table {@code hotels}. */
@Entity(keyspace = "hotels")
@Cardinality(rows = 5_000)
public record Hotel(@Key String id, String name, String phone, Address address) {}
