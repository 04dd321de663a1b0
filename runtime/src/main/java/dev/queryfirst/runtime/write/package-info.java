/**
 * Writes of every copy of an entity in one step:
 * {@link dev.queryfirst.runtime.write.WriteBatch}, in LOGGED or PARALLEL mode.
 */
package dev.queryfirst.runtime.write;
