/**
 * <b>Not API: called by generated code; may change in any release.</b> What a generated
 * {@code <Entity>Rehearsal} and schema class call for a rehearsal and an observation beside the
 * public {@link dev.queryfirst.runtime.tune} types: the range bounds a rehearsal plan passes to a
 * range read ({@link dev.queryfirst.runtime.internal.tune.Ranges}) and the interface a module's
 * schema class implements to contribute its entities to the keyspace's rehearsal and observation
 * ({@link dev.queryfirst.runtime.internal.tune.TuneFragment}). Application code calls the schema
 * class's {@code rehearse} and {@code observe} instead.
 */
package dev.queryfirst.runtime.internal.tune;
