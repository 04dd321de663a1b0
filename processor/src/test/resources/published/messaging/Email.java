package published.messaging;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** An e-mail. Q4: one e-mail by id (findByKey). */
@Entity(keyspace = "messaging_data")
@Cardinality(rows = 50_000_000, per = ChronoUnit.DAYS)
public record Email(
        @Key @Column(timeuuid = true) UUID id,
        @Cardinality(elements = 10) List<String> to,
        String from,
        String subject,
        @Cardinality(avgBytes = 2_000) String body,
        @Cardinality(elements = 5) Map<String, Integer> attachments) {}
