/**
 * A small knowledge base (docs/vector-search.md): passages of text with an embedding, searched by
 * similarity within one tenant's partition and across every tenant.
 */
package dev.queryfirst.samples.kb;
