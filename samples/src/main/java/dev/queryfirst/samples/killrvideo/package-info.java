/**
 * KillrVideo, DataStax's reference video-sharing application, modeled with QueryFirst: its users,
 * its videos with the site-wide feed {@code latest_videos} (no {@code where}: one partition per
 * day, split in shards) and each user's own list {@code user_videos} ({@code bucketed = false}),
 * and the comments of a video and of a user. Table names and keys follow KillrVideo's published
 * schema (the killrvideo-data repository); each entity's Javadoc says which published table each
 * access pattern mirrors and where QueryFirst's table differs.
 */
package dev.queryfirst.samples.killrvideo;
