package published.messaging;

import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.nio.ByteBuffer;
import java.util.UUID;

/** One chunk of an attached file, at most 1,000 KB. Q5: a chunk by e-mail, file name and number (findByKey). */
@Entity(keyspace = "messaging_data", immutable = true)
public record Attachment(
        @Key @Column(timeuuid = true) UUID emailId,
        @Key String filename,
        @Key int chunkNumber,
        String type,
        @Cardinality(avgBytes = 500_000) ByteBuffer value) {}
