/**
 * The read phase: the only code that touches {@code javax.lang.model}. It turns {@code @Entity}
 * types into plain {@link dev.queryfirst.processor.model.EntityModel}s, reporting what cannot be
 * read to a per-entity sink, and resolves diagnostic sites back to elements for the reporter.
 */
package dev.queryfirst.processor.read;
