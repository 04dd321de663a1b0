/**
 * Observing DAO calls without depending on a metrics library: an
 * {@link dev.queryfirst.runtime.listen.AccessListener} set in
 * {@link dev.queryfirst.runtime.DaoOptions} is told the entity, the access pattern or operation,
 * the outcome and the rows of every call, and the statements of every write. The Spring Boot
 * starter adapts it to Micrometer observations; without a listener nothing is allocated.
 */
package dev.queryfirst.runtime.listen;
