/**
 * seeds/003's digital library: artifacts by venue (Fig. 4's mapping rules) and by author, the
 * likes between users and artifacts read both ways with static columns, and a user's reviews.
 */
package dev.queryfirst.samples.library;
