package com.example.video;

import java.util.UUID;

public record VideoRating(UUID videoId, long ratingCounter, Long ratingTotal) {}
