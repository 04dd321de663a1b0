package published.messaging;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/** An e-mail as a folder lists it. Q3: a folder's e-mails, newest first. */
@Entity(keyspace = "messaging_data")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "inFolder",
        where = {"username", "label"},
        orderBy = "id DESC",
        limit = 50,
        table = "emails_by_user_folder")
public record FolderEmail(
        @Key @Cardinality(distinct = 10_000_000) String username,
        @Key String label,
        @Key @Column(timeuuid = true) UUID id,
        String from,
        String subject,
        boolean isRead) {}
