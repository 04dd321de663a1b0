package com.example.users;

public record User(String username, String email, int age) {}
