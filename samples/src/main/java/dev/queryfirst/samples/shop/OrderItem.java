package dev.queryfirst.samples.shop;

import java.math.BigDecimal;
import java.util.UUID;

/**
 * One line of an order: a value type, stored as the frozen user-defined type {@code order_item} in
 * the order's list of items (the Complete Guide's {@code items LIST<FROZEN<order_item>>}).
 */
public record OrderItem(UUID productId, String productName, int quantity, BigDecimal unitPrice) {}
