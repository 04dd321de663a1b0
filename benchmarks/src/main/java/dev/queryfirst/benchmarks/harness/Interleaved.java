package dev.queryfirst.benchmarks.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Runs variants in interleaved rounds: every round runs each variant once, so background load
 * (other builds on a shared machine, the node's compactions and flushes) falls on all of them
 * alike. The first variant of round k is variant k mod n, so no variant always runs first, right
 * after the previous round's, or last. Warm-up rounds run the same way and are thrown away:
 * they let the JIT compile the hot paths and the node reach its steady state.
 */
public final class Interleaved {

  private Interleaved() {}

  /**
   * One way of doing the same work.
   *
   * @param name how the report calls it
   * @param round runs one round and returns what it measured
   * @param <R> what a round measures
   */
  public record Variant<R>(String name, Supplier<R> round) {}

  /**
   * The measured rounds of every variant, by name, in round order (warm-ups excluded).
   *
   * @param progress told about every round as it ends
   */
  public static <R> Map<String, List<R>> run(List<Variant<R>> variants, int warmups, int rounds,
      Consumer<String> progress) {
    Map<String, List<R>> measured = new LinkedHashMap<>();
    for (Variant<R> variant : variants) {
      measured.put(variant.name(), new ArrayList<>());
    }
    int n = variants.size();
    for (int round = 0; round < warmups + rounds; round++) {
      boolean warmup = round < warmups;
      for (int i = 0; i < n; i++) {
        Variant<R> variant = variants.get((round + i) % n);
        R result = variant.round().get();
        if (!warmup) {
          measured.get(variant.name()).add(result);
        }
        progress.accept((warmup ? "warm-up " + (round + 1) : "round " + (round - warmups + 1))
            + " " + variant.name() + ": " + result);
      }
    }
    return measured;
  }
}
