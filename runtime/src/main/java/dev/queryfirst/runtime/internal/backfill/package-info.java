/**
 * <b>Not API: called by generated code; may change in any release.</b> The backfill a generated
 * schema class's {@code migrate} runs for each new table ({@link
 * dev.queryfirst.runtime.internal.backfill.Backfill}), on its generated table classes; its options
 * and reports are the public {@link dev.queryfirst.runtime.backfill} package.
 */
package dev.queryfirst.runtime.internal.backfill;
