package dev.queryfirst.samples.shop;

/** Where an order stands; stored by name. */
public enum OrderStatus {
    PLACED,
    SHIPPED,
    DELIVERED
}
