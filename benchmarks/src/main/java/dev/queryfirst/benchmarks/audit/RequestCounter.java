package dev.queryfirst.benchmarks.audit;

import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.session.Request;
import com.datastax.oss.driver.api.core.tracker.RequestTracker;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the requests the node answered (a driver {@link RequestTracker}), including the page
 * fetches a caller never submits itself. Every read of the benchmarks selects from one partition,
 * so a read's requests are the partitions it touched.
 */
public final class RequestCounter implements RequestTracker {

  private final LongAdder requests = new LongAdder();

  @Override
  public void onSuccess(Request request, long latencyNanos, DriverExecutionProfile profile, Node node,
      String logPrefix) {
    requests.increment();
  }

  @Override
  public void onError(Request request, Throwable error, long latencyNanos, DriverExecutionProfile profile,
      Node node, String logPrefix) {
    requests.increment();
  }

  /**
   * The requests completed so far. The driver tells its trackers just after it completes a
   * request's future, on its I/O thread, so this first waits until the count stops moving (at
   * most half a second): a block's last completions are counted in that block.
   */
  public long requests() {
    long deadline = System.nanoTime() + 500_000_000L;
    long last = requests.sum();
    while (System.nanoTime() < deadline) {
      try {
        Thread.sleep(3);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      long now = requests.sum();
      if (now == last) {
        break;
      }
      last = now;
    }
    return requests.sum();
  }

  @Override
  public void close() {}
}
