package dev.queryfirst.maven;

import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:cql}: the schema's CQL, connecting to nothing. */
@Mojo(
        name = "cql",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class CqlMojo extends QueryFirstMojo {

    @Override
    String verb() {
        return "cql";
    }

    @Override
    boolean checks() {
        return false;
    }
}
