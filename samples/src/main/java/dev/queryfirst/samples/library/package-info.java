/**
 * The digital library of Chebotko et al. (docs/README.md, "Sources"): artifacts by venue (the
 * paper's worked example of the mapping rules) and by author, the likes between users and artifacts
 * read both ways with static columns, and a user's reviews.
 */
package dev.queryfirst.samples.library;
