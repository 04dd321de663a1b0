/**
 * <b>Not API: called by the {@code queryfirst-spark} jobs; may change in any release.</b> The one
 * computation of a copy row (docs/architecture.md, "The copy row"): {@link
 * dev.queryfirst.runtime.internal.copy.CopyRow} computes a table's row from its entity's source
 * row, and {@link dev.queryfirst.runtime.internal.copy.CopyTime} the copy's write time and time to
 * live, both from the keyspace's {@link dev.queryfirst.runtime.internal.copy.ModelDescription}
 * (docs/model-description.md); {@link dev.queryfirst.runtime.internal.copy.CopyInsert} binds a
 * copy row read by the driver to an insert of its table.
 */
package dev.queryfirst.runtime.internal.copy;
