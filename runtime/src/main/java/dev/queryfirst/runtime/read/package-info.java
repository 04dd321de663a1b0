/**
 * Reads: a {@link dev.queryfirst.runtime.read.Query} says which partitions an access pattern
 * visits and how; a {@link dev.queryfirst.runtime.read.Reader} runs it as a list, asynchronously
 * or page by page with tamper-evident cursors.
 */
package dev.queryfirst.runtime.read;
