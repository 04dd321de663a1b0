package dev.queryfirst.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:verify}: the live keyspace against the project's schema (reads only). */
@Mojo(
        name = "verify",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class VerifyMojo extends QueryFirstMojo {

    @Override
    String verb() {
        return "verify";
    }
}
