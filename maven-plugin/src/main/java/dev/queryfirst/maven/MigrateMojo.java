package dev.queryfirst.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:migrate}: applies the pending versions and their backfills; with {@code dryRun}, prints them and changes nothing. */
@Mojo(
        name = "migrate",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class MigrateMojo extends QueryFirstMojo {

    /** Print the CQL and backfills a migration would run; change nothing. */
    @Parameter(property = "queryfirst.dryRun", defaultValue = "false")
    boolean dryRun;

    /** Create a missing keyspace with SimpleStrategy and this factor. */
    @Parameter(property = "queryfirst.replicationFactor")
    Integer replicationFactor;

    /** Backfill at most this many rows per second. */
    @Parameter(property = "queryfirst.rate")
    Integer rate;

    @Override
    String verb() {
        return "migrate";
    }

    @Override
    boolean checks() {
        return dryRun;
    }

    @Override
    List<String> verbOptions() {
        List<String> options = new ArrayList<>();
        if (dryRun) {
            options.add("--dry-run");
        }
        if (replicationFactor != null) {
            options.addAll(List.of("--replication-factor", replicationFactor.toString()));
        }
        if (rate != null) {
            options.addAll(List.of("--rate", rate.toString()));
        }
        return options;
    }
}
