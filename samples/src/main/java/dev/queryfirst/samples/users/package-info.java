/**
 * seeds/001's users and groups: users found by username or e-mail (the e-mail table moves with the
 * e-mail), the members of a group, and the newest members of a group in four-day buckets.
 */
package dev.queryfirst.samples.users;
