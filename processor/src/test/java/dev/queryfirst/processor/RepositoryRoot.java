package dev.queryfirst.processor;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The repository's root, for tests that hold the sources and {@code docs/} to each other. */
final class RepositoryRoot {

    private RepositoryRoot() {}

    /** Found from the test output {@code processor/target/test-classes}. */
    static Path path() {
        try {
            Path classes = Path.of(RepositoryRoot.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            Path root = classes.getParent().getParent().getParent();
            assertTrue(Files.isDirectory(root.resolve("docs")), "no docs/ at " + root);
            return root;
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
