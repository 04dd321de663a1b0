package com.example.users;

public record GroupMember(String groupname, String username, String email, int age) {}
