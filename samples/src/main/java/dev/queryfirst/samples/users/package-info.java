/**
 * The users and groups of Basic Rules (docs/README.md, "Sources"): users found by username or
 * e-mail (the e-mail table moves with the e-mail), the members of a group, and the newest members
 * of a group in four-day buckets.
 */
package dev.queryfirst.samples.users;
