package com.example.kitchen;

public record Address(String street, int zip, Geo geo) {}
