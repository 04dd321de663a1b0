package dev.queryfirst.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintStream;
import java.util.Map;

/**
 * Where a verb reports, in the form its reader wants: a terminal gets a progress bar redrawn in
 * place ({@link System#console()} is present), a log gets plain lines (progress at most every
 * {@link #LOG_INTERVAL_NANOS}), and {@code --json} gets one JSON object on standard output when the
 * verb ends, nothing else.
 *
 * <pre>{@code
 * output.line("applied versions [2, 3]");
 * output.progress("tickets_by_assignee", 12, 32);       // [######......]  37% tickets_by_assignee
 * output.result(Map.of("applied", List.of(2, 3)));     // only with --json
 * }</pre>
 */
final class Output {

    /** A log gets a progress line at most every 5 seconds, and the last one. */
    static final long LOG_INTERVAL_NANOS = 5_000_000_000L;

    private static final int BAR = 30;

    private final boolean json;
    private final boolean terminal;
    private final PrintStream out;
    private long lastProgress;
    private boolean barDrawn;

    Output(boolean json, boolean terminal, PrintStream out) {
        this.json = json;
        this.terminal = terminal && !json;
        this.out = out;
    }

    /** The standard output, as a terminal when the JVM has a console. */
    static Output standard(boolean json) {
        return new Output(json, System.console() != null, System.out);
    }

    /** A line for people; nothing with {@code --json}. */
    synchronized void line(String text) {
        if (json) {
            return;
        }
        endBar();
        out.println(text);
    }

    /** How far {@code what} got: a bar on a terminal, a line now and then in a log, nothing in JSON. */
    synchronized void progress(String what, long done, long total) {
        if (json) {
            return;
        }
        long percent = total <= 0 ? 100 : Math.min(100, done * 100 / total);
        if (terminal) {
            int filled = (int) (percent * BAR / 100);
            out.print("\r[" + "#".repeat(filled) + ".".repeat(BAR - filled) + "] " + String.format("%3d%% ", percent)
                    + what);
            out.flush();
            barDrawn = true;
            return;
        }
        long now = System.nanoTime();
        if (done >= total || lastProgress == 0 || now - lastProgress >= LOG_INTERVAL_NANOS) {
            lastProgress = now;
            out.println(what + ": " + done + "/" + total + " (" + percent + "%)");
        }
    }

    /** The verb's result, as one JSON object: only with {@code --json}. */
    synchronized void result(Map<String, ?> result) {
        if (!json) {
            return;
        }
        try {
            out.println(new ObjectMapper().writeValueAsString(result));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the result as JSON", e);
        }
    }

    boolean json() {
        return json;
    }

    private void endBar() {
        if (barDrawn) {
            out.println();
            barDrawn = false;
        }
    }
}
