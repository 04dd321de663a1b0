package com.example.shop;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.UUID;

public record Order(UUID orderId, Customer customer, Instant orderDate, String status, BigDecimal total) {}
