/** Login tokens with a TTL of seconds: every copy expires. */
package dev.queryfirst.samples.auth;
