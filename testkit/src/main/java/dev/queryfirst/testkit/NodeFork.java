package dev.queryfirst.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Forks a node's JVM from the files {@link NodeFiles} wrote: its command line from the arguments
 * file, its output appended to {@code console.log}. A node of this JVM keeps its stdin open as a
 * lifeline (the node exits when the pipe closes, so it dies with this JVM); a node with an owner
 * process reads from the null device instead, and its life follows the owner.
 */
final class NodeFork {

    private static final File NULL_DEVICE =
            new File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");

    private NodeFork() {}

    /** Starts the node of {@code spec} with the {@code java} of {@code javaHome}. */
    static Process start(NodeSpec spec, Path javaHome) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(
                        JavaRuntimes.javaExecutable(javaHome).toString(), "@" + spec.argsFile())
                .directory(spec.directory().toFile())
                .redirectErrorStream(true)
                .redirectOutput(
                        ProcessBuilder.Redirect.appendTo(spec.consoleLog().toFile()));
        if (spec.owner() != null) {
            builder.redirectInput(ProcessBuilder.Redirect.from(NULL_DEVICE));
        }
        return builder.start();
    }
}
