package com.example.kitchen;

public record Geo(double lat, double lon) {}
