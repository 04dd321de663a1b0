package dev.queryfirst.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:status}: applied and pending versions, pending backfills, the lease, drift (reads only). */
@Mojo(
        name = "status",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class StatusMojo extends QueryFirstMojo {

    @Override
    String verb() {
        return "status";
    }
}
