package published.messaging;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Counter;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;

/** Unread e-mails per folder. Q2: a user's folders with their unread counts. */
@Entity(keyspace = "messaging_data", table = "unread_email_stats")
@Cardinality(rows = 10_000_000)
@AccessPattern(name = "byUser", where = "username")
public record UnreadEmailStats(@Key @Cardinality(maxRowsPerValue = 100) String username, @Key String label, @Counter long numUnread) {}
