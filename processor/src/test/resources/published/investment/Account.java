package published.investment;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;

/** An investment account; it belongs to one user for good. Q1: a user's accounts, with the user's name. */
@Entity(keyspace = "investment_data")
@Cardinality(rows = 3_000_000)
@AccessPattern(name = "byUser", where = "user.username", table = "accounts_by_user")
public record Account(
        @Key String accountNumber, @Fixed @Cardinality(maxRowsPerValue = 20) User user, BigDecimal cashBalance) {}
