package dev.queryfirst.cli;

import com.datastax.oss.driver.api.core.AllNodesFailedException;
import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DriverOption;
import com.datastax.oss.driver.api.core.config.ProgrammaticDriverConfigLoaderBuilder;
import com.datastax.oss.driver.internal.core.config.typesafe.DefaultProgrammaticDriverConfigLoaderBuilder;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A session configured the driver's own way, never by arguments: {@code application.conf} (of the
 * application's class path, or {@code --config <file>}) with {@code -Ddatastax-java-driver.*}
 * system properties over it. Contact points, local data center, credentials and TLS therefore come
 * from the same file the application reads, or from a secret mounted as a file. A caller in the
 * same JVM (the Maven plugin) may add settings over those, by option path.
 *
 * <pre>{@code
 * java -Ddatastax-java-driver.basic.contact-points.0=cassandra:9042 \
 *      -Ddatastax-java-driver.basic.load-balancing-policy.local-datacenter=dc1 \
 *      -jar queryfirst-cli.jar status --classpath app.jar --config /etc/app/cassandra.conf
 * }</pre>
 */
final class Connection {

    private static final String ROOT = "datastax-java-driver";

    private Connection() {}

    /**
     * Connects with {@code config} (or the application's {@code application.conf}) and
     * {@code settings} over it ({@code basic.contact-points} → a list, any other path → a string),
     * loading the application's classes (codecs, its own policies) from {@code loader}.
     *
     * @throws CliException when the file cannot be read or no contact point answers, naming them
     */
    static CqlSession open(Optional<Path> config, Map<String, Object> settings, ClassLoader loader) {
        if (config.isPresent() && !Files.isReadable(config.get())) {
            throw new CliException("cannot read the driver configuration " + config.get());
        }
        ProgrammaticDriverConfigLoaderBuilder builder = new DefaultProgrammaticDriverConfigLoaderBuilder(
                () -> {
                    ConfigFactory.invalidateCaches();
                    Config application = config.isPresent()
                            ? ConfigFactory.parseFile(config.get().toFile())
                            : ConfigFactory.parseResourcesAnySyntax(loader, "application");
                    return ConfigFactory.defaultOverrides()
                            .withFallback(application)
                            .withFallback(ConfigFactory.defaultReference(CqlSession.class.getClassLoader()))
                            .resolve();
                },
                ROOT);
        for (Map.Entry<String, Object> setting : settings.entrySet()) {
            DriverOption option = setting::getKey;
            if (setting.getValue() instanceof List<?> values) {
                builder = builder.withStringList(
                        option, values.stream().map(String::valueOf).toList());
            } else {
                builder = builder.withString(option, String.valueOf(setting.getValue()));
            }
        }
        try {
            return CqlSession.builder()
                    .withConfigLoader(builder.build())
                    .withClassLoader(loader)
                    .build();
        } catch (AllNodesFailedException e) {
            throw new CliException("cannot connect to Cassandra at "
                    + e.getAllErrors().keySet().stream()
                            .map(node -> node.getEndPoint().toString())
                            .toList()
                    + ": " + firstError(e));
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new CliException("cannot connect to Cassandra: " + e.getMessage());
        }
    }

    private static String firstError(AllNodesFailedException e) {
        return e.getAllErrors().values().stream()
                .flatMap(List::stream)
                .findFirst()
                .map(Throwable::getMessage)
                .orElse(e.getMessage());
    }
}
