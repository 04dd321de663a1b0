package dev.queryfirst.runtime.tune;

import java.util.Locale;

/**
 * Declared numbers no data can follow, found before a rehearsal writes anything: each message
 * names the attribute, its numbers and what to change.
 */
final class SynthesisChecks {

    private SynthesisChecks() {}

    /**
     * @throws IllegalArgumentException at the first attribute whose numbers contradict each other
     *     or the entity's volume
     */
    static void check(EntityNumbers entity) {
        for (AttributeNumbers a : entity.attributes()) {
            String name = entity.entity() + "." + a.path();
            if (a.rowsPerValue() > 0 && a.maxRowsPerValue() > 0 && a.rowsPerValue() > a.maxRowsPerValue()) {
                throw refuse(
                        name + " declares " + count(a.rowsPerValue()) + " rows per value typically but at most "
                                + count(a.maxRowsPerValue()),
                        "make maxRowsPerValue the larger of the two");
            }
            if (entity.rows() == 0) {
                continue;
            }
            if (!entity.isRate() && a.distinct() > entity.rows()) {
                throw refuse(
                        name + " declares " + count(a.distinct()) + " distinct values, more than the "
                                + count(entity.rows()) + " rows of " + entity.entity()
                                + ": some values would have no row",
                        "lower @Cardinality(distinct) on " + a.path() + ", or raise @Cardinality(rows) on "
                                + entity.entity());
            }
            double perSecond = perSecond(entity.rows(), entity.perSeconds());
            for (long perValue : new long[] {a.rowsPerValue(), a.maxRowsPerValue()}) {
                boolean comparable = a.isRate() == entity.isRate();
                if (perValue > 0 && comparable && perSecond(perValue, a.perSeconds()) > perSecond * 1.000_001) {
                    throw refuse(
                            name + " declares " + count(perValue) + " rows per value" + per(a.perSeconds())
                                    + ", more than all " + count(entity.rows()) + " rows of " + entity.entity()
                                    + per(entity.perSeconds()),
                            "lower @Cardinality(rowsPerValue / maxRowsPerValue) on " + a.path()
                                    + ", or raise @Cardinality(rows) on " + entity.entity());
                }
            }
            if (!entity.isRate() && !a.isRate() && a.distinct() > 0 && a.maxRowsPerValue() > 0) {
                double room = (double) a.distinct() * a.maxRowsPerValue();
                if (room < entity.rows()) {
                    throw refuse(
                            name + " declares " + count(a.distinct()) + " values of at most "
                                    + count(a.maxRowsPerValue()) + " rows each: room for "
                                    + String.format(Locale.ROOT, "%,.0f", room) + " rows, fewer than the "
                                    + count(entity.rows()) + " rows of " + entity.entity(),
                            "raise distinct or maxRowsPerValue on " + a.path());
                }
            }
        }
    }

    private static double perSecond(long count, long perSeconds) {
        return perSeconds > 0 ? (double) count / perSeconds : count;
    }

    private static String per(long seconds) {
        if (seconds == 0) {
            return "";
        }
        return seconds % 86_400 == 0
                ? " per " + (seconds == 86_400 ? "day" : count(seconds / 86_400) + " days")
                : " per " + count(seconds) + " s";
    }

    private static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    private static IllegalArgumentException refuse(String problem, String fix) {
        return new IllegalArgumentException(
                "cannot rehearse: " + problem + ". No synthetic data can follow these numbers. Fix: " + fix + ".");
    }
}
