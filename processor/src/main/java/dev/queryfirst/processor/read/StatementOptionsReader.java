package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.StatementOptions;
import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.ValueMessages;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.StatementOptionsModel;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads a {@code @StatementOptions}, on the entity or as an access pattern's {@code options}, and
 * reports each value the driver would refuse (QF109); a refused value reads as unset
 * (docs/statement-options.md).
 */
final class StatementOptionsReader {

    static final String STATEMENT_OPTIONS = StatementOptions.class.getCanonicalName();

    /** The driver's {@code DefaultConsistencyLevel} names (the processor does not depend on the driver). */
    static final List<String> LEVELS = List.of(
            "ANY",
            "ONE",
            "TWO",
            "THREE",
            "QUORUM",
            "ALL",
            "LOCAL_ONE",
            "LOCAL_QUORUM",
            "EACH_QUORUM",
            "SERIAL",
            "LOCAL_SERIAL");

    private StatementOptionsReader() {}

    /**
     * The entity's {@code @StatementOptions}, or none; {@code idempotent = TRUE} is QF109 on its
     * line when {@code notIdempotent} says why the entity's writes cannot be (empty when they can).
     */
    static StatementOptionsModel ofEntity(
            Elements elements, TypeElement type, Site entity, String notIdempotent, ReadScope scope) {
        return Mirrors.find(type, STATEMENT_OPTIONS)
                .map(mirror -> {
                    Values values = new Values(elements, mirror, entity.annotation(STATEMENT_OPTIONS, 0), scope);
                    String owner = "@StatementOptions of " + type.getSimpleName();
                    StatementOptionsModel options = read(values, values::at, owner, scope);
                    if (options.idempotent().equals("TRUE") && !notIdempotent.isEmpty()) {
                        scope.report(
                                values.at("idempotent"),
                                ValueMessages.WRITES_NOT_IDEMPOTENT
                                        .with("owner", owner)
                                        .with("why", notIdempotent));
                        return options.withoutIdempotence();
                    }
                    return options;
                })
                .orElse(StatementOptionsModel.none());
    }

    /** The {@code options} of an access pattern, every diagnostic on its {@code options} member. */
    static StatementOptionsModel ofPattern(Values pattern, String name, ReadScope scope) {
        if (!pattern.isExplicit("options")) {
            return StatementOptionsModel.none();
        }
        Site options = pattern.at("options");
        return read(pattern.annotation("options"), member -> options, "access pattern '" + name + "'", scope);
    }

    private static StatementOptionsModel read(Values v, Function<String, Site> at, String owner, ReadScope scope) {
        String consistency = v.string("consistency").trim().toUpperCase(Locale.ROOT);
        if (!consistency.isEmpty() && !LEVELS.contains(consistency)) {
            scope.report(at.apply("consistency"), unknown("consistency", v.string("consistency"), owner));
            consistency = "";
        }
        String serial = v.string("serialConsistency").trim().toUpperCase(Locale.ROOT);
        if (!serial.isEmpty()) {
            if (!LEVELS.contains(serial)) {
                scope.report(at.apply("serialConsistency"), unknown("serialConsistency", serial, owner));
            } else if (!serial.endsWith("SERIAL")) {
                scope.report(
                        at.apply("serialConsistency"),
                        ValueMessages.NOT_A_SERIAL_CONSISTENCY
                                .with("value", serial)
                                .with("owner", owner));
            } else {
                // Only versioned writes are lightweight transactions, and their serial consistency
                // is the DAO's (DaoOptions.withSerialConsistency): a read has none to set.
                scope.report(
                        at.apply("serialConsistency"),
                        ValueMessages.SERIAL_CONSISTENCY_ON_READ
                                .with("value", serial)
                                .with("owner", owner));
            }
        }
        long timeoutMillis = timeoutMillis(v.string("timeout").trim()).orElse(-1L);
        if (timeoutMillis < 0) {
            scope.report(
                    at.apply("timeout"),
                    ValueMessages.INVALID_STATEMENT_TIMEOUT
                            .with("value", v.string("timeout"))
                            .with("owner", owner));
            timeoutMillis = 0;
        }
        long pageSize = v.number("pageSize");
        if (pageSize < 0 || (pageSize == 0 && v.isExplicit("pageSize"))) {
            scope.report(
                    at.apply("pageSize"),
                    ValueMessages.PAGE_SIZE_BELOW_ONE.with("pageSize", pageSize).with("owner", owner));
            pageSize = 0;
        }
        String idempotent = v.constant("idempotent");
        return new StatementOptionsModel(
                consistency,
                timeoutMillis,
                v.string("executionProfile").trim(),
                (int) pageSize,
                idempotent.equals(StatementOptions.Idempotence.DEFAULT.name()) ? "" : idempotent);
    }

    /** 0 for no timeout; empty for one that is not a positive ISO-8601 duration of whole milliseconds. */
    private static Optional<Long> timeoutMillis(String written) {
        if (written.isEmpty()) {
            return Optional.of(0L);
        }
        try {
            Duration timeout = Duration.parse(written);
            return timeout.toMillis() > 0 ? Optional.of(timeout.toMillis()) : Optional.empty();
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static Filled<Message> unknown(String member, String value, String owner) {
        return ValueMessages.UNKNOWN_CONSISTENCY
                .with("member", member)
                .with("value", value)
                .with("owner", owner)
                .with("levels", String.join(", ", LEVELS));
    }
}
