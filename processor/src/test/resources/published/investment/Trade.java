package published.investment;

import dev.queryfirst.annotations.AccessPattern;
import dev.queryfirst.annotations.Cardinality;
import dev.queryfirst.annotations.Column;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.annotations.Fixed;
import dev.queryfirst.annotations.Key;
import java.math.BigDecimal;
import java.time.temporal.ChronoUnit;
import java.util.UUID;

/**
 * A buy or a sell; its account, type and instrument never change. Q3–Q6: an account's trades over a
 * range of dates, newest first, of one type, of one instrument, or of both: one partition per
 * account for each.
 */
@Entity(keyspace = "investment_data")
@Cardinality(rows = 1_000_000, per = ChronoUnit.DAYS)
@AccessPattern(
        name = "byAccount",
        where = "account",
        range = "tradeId",
        orderBy = "tradeId DESC",
        table = "trades_by_a_d")
@AccessPattern(
        name = "byAccountAndType",
        where = {"account", "type"},
        partitionBy = "account",
        range = "tradeId",
        orderBy = "tradeId DESC",
        table = "trades_by_a_td")
@AccessPattern(
        name = "byAccountSymbolAndType",
        where = {"account", "symbol", "type"},
        partitionBy = "account",
        range = "tradeId",
        orderBy = "tradeId DESC",
        table = "trades_by_a_std")
@AccessPattern(
        name = "byAccountAndSymbol",
        where = {"account", "symbol"},
        partitionBy = "account",
        range = "tradeId",
        orderBy = "tradeId DESC",
        table = "trades_by_a_sd")
public record Trade(
        @Key @Column(timeuuid = true) UUID tradeId,
        @Fixed @Cardinality(distinct = 3_000_000) String account,
        @Fixed @Cardinality(distinct = 2) String type,
        @Fixed @Cardinality(distinct = 10_000) String symbol,
        BigDecimal shares,
        BigDecimal price,
        BigDecimal amount) {}
