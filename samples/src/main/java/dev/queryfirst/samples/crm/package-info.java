/**
 * Customers whose personal data is masked with Cassandra 5's dynamic data masking
 * (docs/mapping-rules.md, "Masked columns").
 */
package dev.queryfirst.samples.crm;
