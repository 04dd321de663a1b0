package dev.queryfirst.reliability.oracle;

import java.util.List;

/**
 * A difference between what the DAO did and what the oracle says it must do.
 *
 * @param model the model's label and its seed
 * @param replay the flags that replay the model alone
 * @param operation the operation after which the difference showed, numbered in the sequence
 * @param history the operations before it (the last ones; the whole sequence is in the log file)
 * @param read what was compared: the write's outcome, a read with its arguments, or the audit
 * @param expected what the oracle expected, one row a line
 * @param actual what the DAO returned
 * @param source the model's entity source
 */
record Mismatch(
        String model,
        String replay,
        String operation,
        List<String> history,
        String read,
        List<String> expected,
        List<String> actual,
        String source) {

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        out.append("MISMATCH in ")
                .append(model)
                .append("\n  replay: ")
                .append(replay)
                .append("\n  after operation ")
                .append(operation)
                .append("\n  operations before it (last ")
                .append(history.size())
                .append("):\n");
        history.forEach(h -> out.append("    ").append(h).append('\n'));
        out.append("  compared: ")
                .append(read)
                .append("\n  expected (")
                .append(expected.size())
                .append("):\n");
        expected.forEach(e -> out.append("    ").append(e).append('\n'));
        out.append("  actual (").append(actual.size()).append("):\n");
        actual.forEach(a -> out.append("    ").append(a).append('\n'));
        out.append("  model:\n").append(source.indent(4));
        return out.toString();
    }
}
