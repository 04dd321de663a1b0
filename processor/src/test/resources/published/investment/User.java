package published.investment;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A user, whose name every one of their accounts shows. */
@Entity(keyspace = "investment_data")
@Cardinality(rows = 1_000_000)
public record User(@Key String username, String name) {}
