/**
 * <b>Not API: called by generated code; may change in any release.</b> Writes of every copy of an
 * entity in one step: {@link dev.queryfirst.runtime.internal.write.WriteBatch}, in LOGGED or
 * PARALLEL mode.
 */
package dev.queryfirst.runtime.internal.write;
