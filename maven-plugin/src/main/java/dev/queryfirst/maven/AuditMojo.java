package dev.queryfirst.maven;

import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:audit}: checks every copy against its source; with {@code repair}, rewrites what it finds. */
@Mojo(
        name = "audit",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class AuditMojo extends QueryFirstMojo {

    /** Rewrite what the audit finds from the source rows. */
    @Parameter(property = "queryfirst.repair", defaultValue = "false")
    boolean repair;

    @Override
    String verb() {
        return "audit";
    }

    @Override
    List<String> verbOptions() {
        return repair ? List.of("--repair") : List.of();
    }
}
