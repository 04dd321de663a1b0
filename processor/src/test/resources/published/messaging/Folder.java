package published.messaging;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** A user's mail folder. Q1: a user's folders, by label. */
@Entity(keyspace = "messaging_data")
@Cardinality(rows = 10_000_000)
@AccessPattern(name = "byUser", where = "username", table = "folders_by_user")
public record Folder(@Key @Cardinality(maxRowsPerValue = 100) String username, @Key String label, String color) {}
