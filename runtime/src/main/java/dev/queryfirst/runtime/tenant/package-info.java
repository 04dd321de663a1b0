/**
 * A keyspace per tenant on one session: {@link dev.queryfirst.runtime.tenant.Tenants} opens a
 * tenant's DAOs on first use, its keyspace created or migrated first.
 */
package dev.queryfirst.runtime.tenant;
