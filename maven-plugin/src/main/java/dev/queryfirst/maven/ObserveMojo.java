package dev.queryfirst.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:observe}: what the nodes measure of each table beside the estimates (reads only). */
@Mojo(
        name = "observe",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class ObserveMojo extends QueryFirstMojo {

    @Override
    String verb() {
        return "observe";
    }
}
