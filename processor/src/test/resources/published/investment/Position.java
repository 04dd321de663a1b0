package published.investment;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;

/** The quantity of one instrument an account holds. Q2: an account's positions, by symbol. */
@Entity(keyspace = "investment_data")
@Cardinality(rows = 30_000_000)
@AccessPattern(name = "byAccount", where = "account")
public record Position(
        @Key @Cardinality(maxRowsPerValue = 1_000) String account, @Key String symbol, BigDecimal quantity) {}
