package dev.queryfirst.spring.autoconfigure;

import java.time.Duration;

/**
 * The {@code queryfirst.migration.*} properties: how the keyspaces are migrated at start-up, and
 * how the versions that add a table to an entity with data backfill it.
 *
 * <pre>
 * queryfirst.migration.enabled=false                      # a release step migrates (docs/cli.md)
 * queryfirst.migration.lease-ttl=2m
 * queryfirst.migration.backfill.rate-limit=5000           # rows a second
 * </pre>
 */
public class QueryFirstMigrationProperties {

    /** Whether to migrate at start-up. When off, the keyspaces must be at the code's version already. */
    private boolean enabled = true;

    /** How long the migration lease outlives an instance that died while migrating. */
    private Duration leaseTtl;

    /** How long an instance waits for another instance's migration before failing. */
    private Duration maxWait;

    /** How often a waiting instance looks whether the other instance's migration is done. */
    private Duration pollInterval;

    /** Who migrates, as recorded in the schema history; host name and process id when unset. */
    private String holder;

    /**
     * While a migration of this start-up left backfills or drops deferred (older instances still
     * write), how often it tries them again in the background, until they are done; 0 never (a
     * release step or the next start-up does them).
     */
    private Duration deferredRetry = Duration.ofSeconds(30);

    private final Backfill backfill = new Backfill();

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public Duration getLeaseTtl() {
        return leaseTtl;
    }

    public void setLeaseTtl(Duration leaseTtl) {
        this.leaseTtl = leaseTtl;
    }

    public Duration getMaxWait() {
        return maxWait;
    }

    public void setMaxWait(Duration maxWait) {
        this.maxWait = maxWait;
    }

    public Duration getPollInterval() {
        return pollInterval;
    }

    public void setPollInterval(Duration pollInterval) {
        this.pollInterval = pollInterval;
    }

    public String getHolder() {
        return holder;
    }

    public void setHolder(String holder) {
        this.holder = holder;
    }

    public Duration getDeferredRetry() {
        return deferredRetry;
    }

    public void setDeferredRetry(Duration deferredRetry) {
        this.deferredRetry = deferredRetry;
    }

    public Backfill getBackfill() {
        return backfill;
    }

    /** How the versions that add a table to an entity with data fill it. */
    public static class Backfill {

        /** At most this many rows copied a second, across every token range; unlimited when unset. */
        private Integer rateLimit;

        /** How many token ranges are copied at once. */
        private Integer concurrency;

        /** The least number of token ranges the ring is cut into: the unit of progress and resumption. */
        private Integer splits;

        /** Rows fetched per round trip of a range's scan. */
        private Integer pageSize;

        /** Log the progress of every backfill at INFO, at most once per this interval. */
        private Duration progressInterval = Duration.ofSeconds(10);

        public Integer getRateLimit() {
            return rateLimit;
        }

        public void setRateLimit(Integer rateLimit) {
            this.rateLimit = rateLimit;
        }

        public Integer getConcurrency() {
            return concurrency;
        }

        public void setConcurrency(Integer concurrency) {
            this.concurrency = concurrency;
        }

        public Integer getSplits() {
            return splits;
        }

        public void setSplits(Integer splits) {
            this.splits = splits;
        }

        public Integer getPageSize() {
            return pageSize;
        }

        public void setPageSize(Integer pageSize) {
            this.pageSize = pageSize;
        }

        public Duration getProgressInterval() {
            return progressInterval;
        }

        public void setProgressInterval(Duration progressInterval) {
            this.progressInterval = progressInterval;
        }
    }
}
