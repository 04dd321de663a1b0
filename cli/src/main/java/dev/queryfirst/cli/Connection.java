package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.CqlSessionBuilder;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A session configured the driver's own way, never by arguments: {@code application.conf} (of the
 * application's class path, or {@code --config <file>}) with {@code -Ddatastax-java-driver.*}
 * system properties over it. Contact points, local data center, credentials and TLS therefore come
 * from the same file the application reads, or from a secret mounted as a file.
 *
 * <pre>{@code
 * java -Ddatastax-java-driver.basic.contact-points.0=cassandra:9042 \
 *      -Ddatastax-java-driver.basic.load-balancing-policy.local-datacenter=dc1 \
 *      -jar queryfirst-cli.jar status --classpath app.jar --config /etc/app/cassandra.conf
 * }</pre>
 */
final class Connection {

    private Connection() {}

    /**
     * Connects with {@code config} (or the application's {@code application.conf}), loading the
     * application's classes (codecs, its own policies) from {@code loader}.
     *
     * @throws CliException when the file cannot be read or no contact point answers, naming them
     */
    static CqlSession open(Optional<Path> config, ClassLoader loader) {
        // Without --config the driver reads application.conf through the application's class loader.
        CqlSessionBuilder builder = CqlSession.builder().withClassLoader(loader);
        if (config.isPresent()) {
            if (!Files.isReadable(config.get())) {
                throw new CliException("cannot read the driver configuration " + config.get());
            }
            builder = builder.withConfigLoader(DriverConfigLoader.fromPath(config.get()));
        }
        try {
            return builder.build();
        } catch (AllNodesFailedException e) {
            throw new CliException("cannot connect to Cassandra at "
                    + e.getAllErrors().keySet().stream()
                            .map(node -> node.getEndPoint().toString())
                            .toList() + ": " + firstError(e));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CliException("cannot connect to Cassandra: " + e.getMessage());
        }
    }

    private static String firstError(AllNodesFailedException e) {
        return e.getAllErrors().values().stream()
                .flatMap(java.util.List::stream)
                .findFirst()
                .map(Throwable::getMessage)
                .orElse(e.getMessage());
    }
}
