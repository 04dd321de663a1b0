package com.example.kitchen;

public enum Status { NEW, SHIPPED, LOST }
