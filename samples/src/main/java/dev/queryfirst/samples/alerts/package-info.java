/** Alerts per service: a sparse time-bucketed key read through a bucket directory (DESIGN §14). */
package dev.queryfirst.samples.alerts;
