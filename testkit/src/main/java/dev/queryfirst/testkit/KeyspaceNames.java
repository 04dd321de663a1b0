package dev.queryfirst.testkit;

import java.util.Locale;

/** Keyspace names derived from test class names: {@code LogMessageDaoTest} → {@code log_message_dao_test}. */
final class KeyspaceNames {

    /** Cassandra's limit on keyspace names. */
    static final int MAX_LENGTH = 48;

    private KeyspaceNames() {}

    static String of(Class<?> testClass) {
        return of(testClass.getSimpleName());
    }

    /** snake_case, only {@code [a-z0-9_]}, starting with a letter, at most 48 characters. */
    static String of(String className) {
        String snake = className
                .replaceAll("([a-z0-9])([A-Z])", "$1_$2")
                .replaceAll("([A-Z]+)([A-Z][a-z])", "$1_$2")
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "_")
                .replaceAll("^_+|_+$", "");
        if (snake.isEmpty() || !Character.isLetter(snake.charAt(0))) {
            snake = "t_" + snake;
        }
        return snake.length() <= MAX_LENGTH ? snake : snake.substring(0, MAX_LENGTH);
    }
}
