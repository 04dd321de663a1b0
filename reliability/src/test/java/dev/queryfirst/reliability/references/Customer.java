package dev.queryfirst.reliability.references;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.util.UUID;

/**
 * The referenced entity of the rename race: its name is copied into every {@link Purchase}.
 *
 * @param id the key
 * @param name renamed while purchases referencing it are inserted
 */
@Entity(keyspace = "references")
@Cardinality(rows = 10_000)
public record Customer(@Key UUID id, String name) {}
