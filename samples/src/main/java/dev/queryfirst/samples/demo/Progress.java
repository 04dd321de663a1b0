package dev.queryfirst.samples.demo;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place with a carriage return: done / total, percentage, rate
 * and estimated time left. Redraws at most five times a second.
 */
final class Progress {

    private static final int WIDTH = 30;
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintStream out;
    private final String label;
    private final long total;
    private final long start = System.nanoTime();
    private long lastDraw;

    Progress(PrintStream out, String label, long total) {
        this.out = out;
        this.label = label;
        this.total = total;
    }

    /** Redraws the bar if enough time has passed since the last time. */
    synchronized void update(long done) {
        long now = System.nanoTime();
        if (now - lastDraw >= REDRAW_NANOS) {
            lastDraw = now;
            draw(done, now);
        }
    }

    /** Draws the final state and ends the line. */
    synchronized void finish(long done) {
        draw(done, System.nanoTime());
        out.println();
    }

    private void draw(long done, long now) {
        double seconds = Math.max((now - start) / 1e9, 1e-3);
        double rate = done / seconds;
        int filled = (int) (WIDTH * done / Math.max(total, 1));
        String eta = done >= total ? "done" : rate > 0 ? "ETA " + clock((total - done) / rate) : "ETA --:--";
        out.print(String.format(
                Locale.ROOT,
                "\r%s [%s%s] %,d/%,d %3d%%  %,.0f msg/s  %s  ",
                label,
                "#".repeat(filled),
                ".".repeat(WIDTH - filled),
                done,
                total,
                100 * done / Math.max(total, 1),
                rate,
                eta));
        out.flush();
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
