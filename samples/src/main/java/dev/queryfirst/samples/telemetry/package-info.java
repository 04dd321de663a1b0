/** Sensor readings whose access patterns send their own driver settings (docs/statement-options.md). */
package dev.queryfirst.samples.telemetry;
