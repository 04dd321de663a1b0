/**
 * Live copies (docs/mapping-rules.md, "Live references"), measured: a device saved through the
 * generated DAO, which copies its site from the site's table (one more single-partition read per
 * save), against the same save copying the {@code Site} object passed, as the DAO did before, side
 * by side in one run.
 */
package dev.queryfirst.benchmarks.fleet;
