package dev.queryfirst.runtime.listen;

/** Whether a DAO call reads (an access pattern, a read by key) or writes (insert, save, delete…). */
public enum AccessKind {
    READ,
    WRITE
}
