package dev.queryfirst.maven;

import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/** {@code queryfirst:rehearse}: rehearses the model in a scratch keyspace against its estimates. */
@Mojo(
        name = "rehearse",
        defaultPhase = LifecyclePhase.NONE,
        requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class RehearseMojo extends QueryFirstMojo {

    /** Where to rehearse (default {@code <keyspace>_rehearsal}). */
    @Parameter(property = "queryfirst.scratchKeyspace")
    String scratchKeyspace;

    /** Entities written for the largest entity. */
    @Parameter(property = "queryfirst.rows")
    Integer rows;

    @Override
    String verb() {
        return "rehearse";
    }

    @Override
    List<String> verbOptions() {
        List<String> options = new ArrayList<>();
        if (scratchKeyspace != null) {
            options.addAll(List.of("--scratch-keyspace", scratchKeyspace));
        }
        if (rows != null) {
            options.addAll(List.of("--rows", rows.toString()));
        }
        return options;
    }
}
