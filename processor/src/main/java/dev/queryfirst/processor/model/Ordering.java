package dev.queryfirst.processor.model;

/** One {@code orderBy} entry: an attribute path and its direction. */
public record Ordering(String path, boolean descending) {}
