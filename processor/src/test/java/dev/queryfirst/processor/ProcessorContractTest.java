package dev.queryfirst.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * What javac and build tools see of the processor. How it reports internal errors (QF000) is
 * {@code diagnostics.InternalErrorTest}.
 */
class ProcessorContractTest {

    private static final JavaFileObject NOTE = JavaFileObjects.forSourceLines(
            "com.example.app.Note",
            "package com.example.app;",
            "@dev.queryfirst.annotations.Entity",
            "public record Note(@dev.queryfirst.annotations.Key java.util.UUID id) {}");

    @Test
    void declaresItsAnnotationOptionsAndSourceVersion() {
        QueryFirstProcessor processor = new QueryFirstProcessor();
        assertEquals(Set.of("dev.queryfirst.annotations.Entity"), processor.getSupportedAnnotationTypes());
        assertEquals(ProcessorOptions.NAMES, processor.getSupportedOptions());
        assertEquals(SourceVersion.latestSupported(), processor.getSupportedSourceVersion());
    }

    @Test
    void isRegisteredAndAggregatingForGradle() throws IOException {
        assertEquals(
                "dev.queryfirst.processor.QueryFirstProcessor,aggregating",
                resource("META-INF/gradle/incremental.annotation.processors").trim());
        assertTrue(resource("META-INF/services/javax.annotation.processing.Processor")
                .contains("dev.queryfirst.processor.QueryFirstProcessor"));
    }

    @Test
    void acceptsEveryOptionItDeclares() {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions(
                        "-Aqueryfirst.keyspace=app", "-Aqueryfirst.maxPartitionBytes=50MB", "-Aqueryfirst.strict=true")
                .compile(NOTE);
        assertThat(compilation).succeeded();
        assertTrue(
                compilation.warnings().stream()
                        .noneMatch(w -> w.getMessage(null).contains("not recognized")),
                "unrecognized options");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = QueryFirstProcessor.class.getClassLoader().getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
