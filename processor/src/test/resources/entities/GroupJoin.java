package com.example.users;

import java.util.UUID;

public record GroupJoin(String groupname, UUID joined, String username, String email, int age) {}
