package dev.queryfirst.runtime.tune;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place (carriage return): done / total, percentage, rate and
 * the time left, at most five times a second.
 *
 * <pre>{@code
 * ProgressBar bar = new ProgressBar(System.out, "writing Order", 20_000, "rows/s");
 * bar.update(done);   // from any thread
 * bar.finish(done);   // the last state, and a new line
 * }</pre>
 */
public final class ProgressBar {

    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintStream out;
    private final String label;
    private final long total;
    private final String unit;
    private final long start = System.nanoTime();
    private long lastDraw;

    /** A bar for {@code total} steps, its rate counted in {@code unit} ({@code "rows/s"}). */
    public ProgressBar(PrintStream out, String label, long total, String unit) {
        this.out = out;
        this.label = label;
        this.total = total;
        this.unit = unit;
    }

    /** Redraws the bar if enough time has passed since the last time. */
    public synchronized void update(long done) {
        long now = System.nanoTime();
        if (now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            draw(done, now);
        }
    }

    /** Draws the final state and ends the line. */
    public synchronized void finish(long done) {
        draw(done, System.nanoTime());
        out.println();
    }

    private void draw(long done, long now) {
        double seconds = Math.max((now - start) / 1e9, 1e-3);
        double rate = done / seconds;
        int filled = (int) (WIDTH * Math.min(done, total) / Math.max(total, 1));
        String eta = done >= total ? "done" : rate > 0 ? "ETA " + clock((total - done) / rate) : "ETA --:--";
        out.print(String.format(
                Locale.ROOT,
                "\r%s [%s%s] %,d/%,d %3d%%  %,.0f %s  %s  ",
                label,
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                done,
                total,
                100 * Math.min(done, total) / Math.max(total, 1),
                rate,
                unit,
                eta));
        out.flush();
    }

    /** {@code 75} → {@code 1:15}. */
    public static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
