/**
 * The demo of README's first command: the log messages of the six-step method (docs/README.md,
 * "Sources") ingested into an embedded node (or an existing cluster) through the generated DAO,
 * every access pattern answered, and the design report's sizing table printed.
 */
package dev.queryfirst.samples.demo;
