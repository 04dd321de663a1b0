package dev.queryfirst.cli;

/**
 * What the operator got wrong or what is out of reach (an unreadable jar, an unknown keyspace, a node
 * that does not answer): printed as its one-line message, exit code 1, nothing changed. Anything
 * else that fails is printed with its cause.
 */
final class CliException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    CliException(String message) {
        super(message, null, false, false);
    }
}
