/**
 * How many bytes and values a column holds (docs/sizing.md, "Values and bytes per partition"):
 * the one definition that check's partition estimates and the generated rehearsal's synthetic rows
 * share, so that a rehearsal writes the sizes check estimated. It sits beside derive, imports only
 * {@code model}, and is its own package so that generate need not import check
 * (docs/architecture.md, "Which package may import which").
 */
package dev.queryfirst.processor.sizing;
