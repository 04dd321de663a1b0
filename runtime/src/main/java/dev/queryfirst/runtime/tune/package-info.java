/**
 * Test and tune: a model rehearsed on a node before production, and a live cluster observed
 * against the same estimates. Generated code calls it: each entity's {@code <Entity>Rehearsal}
 * holds its declared numbers ({@link dev.queryfirst.runtime.tune.EntityNumbers}), its tables'
 * compile-time estimates ({@link dev.queryfirst.runtime.tune.TableEstimate}) and a plan of how
 * its DAO writes and reads it ({@link dev.queryfirst.runtime.tune.EntityPlan}, building entities
 * from {@link dev.queryfirst.runtime.tune.Values}); the schema class's {@code rehearse} runs a
 * {@link dev.queryfirst.runtime.tune.Rehearsal}, its {@code observe} an
 * {@link dev.queryfirst.runtime.tune.Observer}.
 *
 * <pre>{@code
 * ShopSchema.rehearse(session, "shop_rehearsal").assertWithinEstimates();   // before production
 * ShopSchema.observe(session).findings().forEach(log::warn);                // in production
 * }</pre>
 *
 * <p>A node's figures come from its virtual tables ({@code system_views}) and
 * {@code system.size_estimates} over CQL, each statement sent to the node it asks about, and, for
 * a rehearsal, from its JMX (flush, partition histograms, SSTables' data bytes), as
 * {@code nodetool} reads them.
 */
package dev.queryfirst.runtime.tune;
