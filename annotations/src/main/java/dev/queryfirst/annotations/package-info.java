/**
 * The QueryFirst annotations: describe entities ({@link dev.queryfirst.annotations.Entity},
 * {@link dev.queryfirst.annotations.Key}), the queries the application must answer
 * ({@link dev.queryfirst.annotations.AccessPattern}) and how much data there is
 * ({@link dev.queryfirst.annotations.Cardinality},
 * {@link dev.queryfirst.annotations.TimeBucket}); the processor derives and checks the tables.
 * {@link dev.queryfirst.annotations.Drop} lets a schema version drop what is no longer generated.
 */
package dev.queryfirst.annotations;
