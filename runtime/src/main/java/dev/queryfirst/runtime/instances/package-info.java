/**
 * The instances of an application that run against a keyspace, each with the schema version its
 * code writes (a heartbeat row with a time to live), and the work a migration defers until every
 * live instance writes the new version (docs/schema-evolution.md, "Rolling releases").
 */
package dev.queryfirst.runtime.instances;
