package dev.queryfirst.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.sun.source.util.Trees;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** What javac and build tools see of the processor, and how internal errors are reported. */
class ProcessorContractTest {

  private static final JavaFileObject NOTE = JavaFileObjects.forSourceLines(
      "com.example.app.Note",
      "package com.example.app;",
      "@dev.queryfirst.annotations.Entity",
      "public record Note(@dev.queryfirst.annotations.Key java.util.UUID id) {}");

  @Test
  void declaresItsAnnotationOptionsAndSourceVersion() {
    QueryFirstProcessor processor = new QueryFirstProcessor();
    assertEquals(Set.of("dev.queryfirst.annotations.Entity"),
        processor.getSupportedAnnotationTypes());
    assertEquals(ProcessorOptions.NAMES, processor.getSupportedOptions());
    assertEquals(SourceVersion.latestSupported(), processor.getSupportedSourceVersion());
  }

  @Test
  void isRegisteredAndAggregatingForGradle() throws IOException {
    assertEquals("dev.queryfirst.processor.QueryFirstProcessor,aggregating",
        resource("META-INF/gradle/incremental.annotation.processors").trim());
    assertTrue(resource("META-INF/services/javax.annotation.processing.Processor")
        .contains("dev.queryfirst.processor.QueryFirstProcessor"));
  }

  @Test
  void acceptsEveryOptionItDeclares() {
    Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
        .withOptions("-Aqueryfirst.keyspace=app", "-Aqueryfirst.maxPartitionBytes=50MB",
            "-Aqueryfirst.strict=true")
        .compile(NOTE);
    assertThat(compilation).succeeded();
    assertTrue(compilation.warnings().stream()
        .noneMatch(w -> w.getMessage(null).contains("not recognized")), "unrecognized options");
  }

  /** Reports an internal error the way the processor does when one of its phases throws. */
  static final class Failing extends AbstractProcessor {
    private final boolean debug;

    Failing(boolean debug) {
      this.debug = debug;
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (!round.processingOver()) {
        new Reporter(processingEnv.getMessager(), processingEnv.getElementUtils(),
            Trees.instance(processingEnv))
            .internalError("com.example.app.Note", new IllegalStateException("boom"), debug);
      }
      return false;
    }
  }

  @Test
  void qf000OnTheEntityBeingProcessed() {
    Compilation compilation = javac().withProcessors(new Failing(false)).compile(NOTE);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[QF000] internal error while processing"
            + " com.example.app.Note: java.lang.IllegalStateException: boom. This is a QueryFirst"
            + " bug: rerun with -Aqueryfirst.debug=true")
        .inFile(NOTE).onLineContaining("public record Note");
  }

  @Test
  void qf000CarriesTheStackTraceOnlyInDebug() {
    Compilation quiet = javac().withProcessors(new Failing(false)).compile(NOTE);
    assertEquals(1, quiet.errors().get(0).getMessage(null).lines().count());
    Compilation debug = javac().withProcessors(new Failing(true)).compile(NOTE);
    assertThat(debug).hadErrorContaining("\tat dev.queryfirst.processor.ProcessorContractTest");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = QueryFirstProcessor.class.getClassLoader().getResourceAsStream(name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
