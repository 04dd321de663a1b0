package dev.queryfirst.samples.hotels;

/** A postal address: a value type, stored as the frozen user-defined type {@code address}. */
public record Address(String street, String city, String stateOrProvince, String postalCode, String country) {}
