package dev.queryfirst.benchmarks.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs variants interleaved, so that background load (other builds on a shared machine, the
 * node's flushes and compactions) falls on all of them alike. A round's work of each variant is
 * cut into blocks, and the blocks run in turns: block 0 of A, B, C, then block 1 of B, C, A, …
 * — the first variant rotating, so none always runs first or last. A load burst of a few seconds
 * then hits every variant's blocks, and round k of A and round k of B are measured over the same
 * stretch of time, which makes their ratio meaningful even when the machine is busy. Warm-up
 * rounds run the same way and are thrown away: they let the JIT compile the hot paths and the
 * node reach its steady state.
 */
public final class Interleaved {

  private Interleaved() {}

  /**
   * One variant's work in one round.
   *
   * @param <R> what a round measures
   */
  public interface RoundWork<R> {
    /** Runs block {@code block} of this round. */
    void block(int block);

    /** What the round measured, once every block ran. */
    R result();
  }

  /**
   * One way of doing the same work.
   *
   * @param name how the report calls it
   * @param round prepares a round (its data, its counters) before any of its blocks runs
   * @param <R> what a round measures
   */
  public record Variant<R>(String name, Supplier<RoundWork<R>> round) {}

  /**
   * The measured rounds of every variant, by name, in round order (warm-ups excluded).
   *
   * @param blocks blocks per round (1: each variant's round runs in one piece)
   * @param progress told about every variant's round as it ends
   */
  public static <R> Map<String, List<R>> run(List<Variant<R>> variants, int blocks, int warmups, int rounds,
      Consumer<String> progress) {
    Map<String, List<R>> measured = new LinkedHashMap<>();
    for (Variant<R> variant : variants) {
      measured.put(variant.name(), new ArrayList<>());
    }
    int n = variants.size();
    for (int round = 0; round < warmups + rounds; round++) {
      List<RoundWork<R>> work = new ArrayList<>();
      for (Variant<R> variant : variants) {
        work.add(variant.round().get());
      }
      // A round starts from an empty young generation: a collection the previous round's garbage
      // would have caused does not land on this round's first block.
      System.gc();
      for (int block = 0; block < blocks; block++) {
        for (int i = 0; i < n; i++) {
          work.get((round + block + i) % n).block(block);
        }
      }
      boolean warmup = round < warmups;
      for (int v = 0; v < n; v++) {
        R result = work.get(v).result();
        if (!warmup) {
          measured.get(variants.get(v).name()).add(result);
        }
        progress.accept((warmup ? "warm-up " + (round + 1) : "round " + (round - warmups + 1))
            + " " + variants.get(v).name() + ": " + result);
      }
    }
    return measured;
  }
}
