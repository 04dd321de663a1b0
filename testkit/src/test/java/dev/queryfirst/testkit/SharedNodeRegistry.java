package dev.queryfirst.testkit;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** What the extension test classes saw, so whichever runs second can compare with the first. */
final class SharedNodeRegistry {

    static final Map<Class<?>, TestKeyspace> SEEN = new ConcurrentHashMap<>();

    private SharedNodeRegistry() {}
}
