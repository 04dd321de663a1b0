/**
 * Alerts per service: a sparse time-bucketed key read through a bucket directory
 * (docs/mapping-rules.md, "Bucket directories").
 */
package dev.queryfirst.samples.alerts;
