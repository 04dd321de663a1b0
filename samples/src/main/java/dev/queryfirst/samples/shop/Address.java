package dev.queryfirst.samples.shop;

/** Where an order ships: a value type, stored as the frozen user-defined type {@code address}. */
public record Address(String street, String city, String zip) {}
