package com.example.shop;

import java.util.UUID;

public record Customer(UUID id, String name, String email) {}
