package com.example.library;

import java.util.List;
import java.util.Set;

public record Artifact(int artifactId, String venueName, int year, String title, List<String> authors,
    Set<String> keywords) {}
