package dev.queryfirst.maven;

import dev.queryfirst.cli.QueryFirstCli;
import java.io.File;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;
import org.apache.maven.settings.Server;

/**
 * What every goal shares, configured as Flyway's plugin is: where the cluster is and which keyspace
 * in {@code <configuration>}, credentials from a {@code <server>} of {@code settings.xml} (or the
 * driver's own configuration file, which may read environment variables), never on the command
 * line. Each goal runs the {@code queryfirst-cli} verb of its name on the project's compiled classes
 * and runtime dependencies.
 *
 * <pre>{@code
 * <plugin>
 *   <groupId>dev.queryfirst</groupId>
 *   <artifactId>queryfirst-maven-plugin</artifactId>
 *   <configuration>
 *     <contactPoints><contactPoint>cassandra:9042</contactPoint></contactPoints>
 *     <localDatacenter>dc1</localDatacenter>
 *     <serverId>cassandra-prod</serverId>
 *   </configuration>
 * </plugin>
 * }</pre>
 */
abstract class QueryFirstMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Parameter(defaultValue = "${session}", readonly = true, required = true)
    MavenSession session;

    /** Contact points, {@code host:port}; the driver's configuration when empty. */
    @Parameter(property = "queryfirst.contactPoints")
    List<String> contactPoints = new ArrayList<>();

    /** The local data center; the driver's configuration when not set. */
    @Parameter(property = "queryfirst.localDatacenter")
    String localDatacenter;

    /** The keyspace as the entities declare it; needed when the project has several. */
    @Parameter(property = "queryfirst.keyspace")
    String keyspace;

    /** The keyspace the tables live in, when not the declared one. */
    @Parameter(property = "queryfirst.keyspaceName")
    String keyspaceName;

    /** The driver's configuration file (HOCON), instead of the project's {@code application.conf}. */
    @Parameter(property = "queryfirst.configFile")
    File configFile;

    /** A {@code <server>} of {@code settings.xml} whose username and password authenticate. */
    @Parameter(property = "queryfirst.serverId")
    String serverId;

    /** Fail the build (exit code 2 of the command line) on drift or pending work. */
    @Parameter(property = "queryfirst.check", defaultValue = "false")
    boolean check;

    /** Skip the goal. */
    @Parameter(property = "queryfirst.skip", defaultValue = "false")
    boolean skip;

    /** The verb this goal runs. */
    abstract String verb();

    /** The verb's own options. */
    List<String> verbOptions() {
        return List.of();
    }

    /** Whether the verb takes {@code --check}. */
    boolean checks() {
        return true;
    }

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("queryfirst:" + verb() + " skipped");
            return;
        }
        List<String> args = new ArrayList<>(List.of(verb(), "--classpath", classpath()));
        add(args, "--keyspace", keyspace);
        add(args, "--keyspace-name", keyspaceName);
        add(args, "--config", configFile == null ? null : configFile.getPath());
        if (check && checks()) {
            args.add("--check");
        }
        args.addAll(verbOptions());
        int code = QueryFirstCli.run(driverSettings(), args.toArray(String[]::new));
        if (code == QueryFirstCli.CHECK_FAILED) {
            throw new MojoFailureException("queryfirst:" + verb() + " found drift or pending work (see above)");
        }
        if (code != QueryFirstCli.DONE) {
            throw new MojoExecutionException("queryfirst:" + verb() + " failed (see above)");
        }
    }

    private String classpath() throws MojoExecutionException {
        try {
            return String.join(File.pathSeparator, project.getRuntimeClasspathElements());
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("the project's runtime class path is not resolved", e);
        }
    }

    private Map<String, Object> driverSettings() throws MojoExecutionException {
        Map<String, Object> settings = new LinkedHashMap<>();
        if (!contactPoints.isEmpty()) {
            settings.put("basic.contact-points", List.copyOf(contactPoints));
        }
        if (localDatacenter != null) {
            settings.put("basic.load-balancing-policy.local-datacenter", localDatacenter);
        }
        if (serverId != null) {
            Server server = session.getSettings().getServer(serverId);
            if (server == null) {
                throw new MojoExecutionException("no <server> " + serverId + " in settings.xml");
            }
            settings.put("advanced.auth-provider.class", "PlainTextAuthProvider");
            settings.put("advanced.auth-provider.username", server.getUsername());
            settings.put("advanced.auth-provider.password", server.getPassword());
        }
        return settings;
    }

    private static void add(List<String> args, String option, String value) {
        if (value != null && !value.isBlank()) {
            args.add(option);
            args.add(value);
        }
    }
}
