/**
 * The words every phase shares: how Java names become table and column names ({@link
 * dev.queryfirst.processor.vocabulary.Names}), how names are spelled in CQL ({@link
 * dev.queryfirst.processor.vocabulary.Cql}), and how time buckets are spoken of. It sits below
 * every phase and imports none of them, so read, derive, check and generate can all use it without
 * depending on each other.
 */
package dev.queryfirst.processor.vocabulary;
