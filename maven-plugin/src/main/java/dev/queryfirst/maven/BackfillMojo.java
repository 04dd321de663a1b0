package dev.queryfirst.maven;

import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:backfill}: runs the backfills a migration left pending, resuming from their checkpoints. */
@Mojo(
        name = "backfill",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class BackfillMojo extends QueryFirstMojo {

    /** Copy at most this many rows per second. */
    @Parameter(property = "queryfirst.rate")
    Integer rate;

    @Override
    String verb() {
        return "backfill";
    }

    @Override
    boolean checks() {
        return false;
    }

    @Override
    List<String> verbOptions() {
        return rate == null ? List.of() : List.of("--rate", rate.toString());
    }
}
