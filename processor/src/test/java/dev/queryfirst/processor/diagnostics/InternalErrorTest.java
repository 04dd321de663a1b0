package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Compiled.compile;
import static dev.queryfirst.processor.diagnostics.Compiled.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * QF000, end to end: an exception inside the processor becomes an error on the entity being
 * processed, never a javac crash, with the stack trace only under {@code -Aqueryfirst.debug=true}.
 * The failure provoked here is one the processor refuses on purpose: an entity that another
 * annotation processor generates after QueryFirst wrote the keyspace outputs cannot join them.
 */
class InternalErrorTest {

    private static final JavaFileObject NOTE =
            source("com.example.app.Note", "@Entity", "public record Note(@Key UUID id) {}");

    /**
     * Generates the entity {@code com.example.app.Late} in the round after QueryFirst wrote the
     * keyspace's schema class, that is once the keyspace outputs exist.
     */
    static final class LateEntityGenerator extends AbstractProcessor {
        /** The source written, once written: the file javac reports the late entity's errors in. */
        private JavaFileObject late;

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
            boolean schemaWritten = round.getRootElements().stream()
                    .anyMatch(element -> element.getSimpleName().toString().endsWith("Schema"));
            if (late == null && schemaWritten) {
                try {
                    late = processingEnv.getFiler().createSourceFile("com.example.app.Late");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                try (Writer out = late.openWriter()) {
                    out.write("package com.example.app;\n"
                            + "@dev.queryfirst.annotations.Entity\n"
                            + "public record Late(@dev.queryfirst.annotations.Key java.util.UUID id) {}\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    private static Compiled compileWithALateEntity(List<String> options) {
        return compile(List.of(new LateEntityGenerator()), options, NOTE);
    }

    @Test
    @Covers("INTERNAL_ERROR")
    void qf000OnTheEntityBeingProcessed() {
        LateEntityGenerator generator = new LateEntityGenerator();
        Compiled compilation = compile(List.of(generator), List.of(), NOTE);
        compilation.hasErrorCount(1);
        compilation.error(
                ProcessorMessages.INTERNAL_ERROR,
                generator.late,
                "public record Late",
                "[QF000] internal error while processing com.example.app.Late: java.lang.Illegal"
                        + "StateException: it appeared after the keyspace outputs were written",
                ". This is a QueryFirst bug: rerun with -Aqueryfirst.debug=true");
    }

    @Test
    void qf000CarriesTheStackTraceOnlyInDebug() {
        Compiled quiet = compileWithALateEntity(List.of());
        assertEquals(1, quiet.only(Code.QF000).lines().count(), quiet.only(Code.QF000));
        Compiled debug = compileWithALateEntity(List.of("-Aqueryfirst.debug=true"));
        debug.hasErrorCount(1);
        assertTrue(debug.only(Code.QF000).contains("\tat dev.queryfirst.processor."), debug.only(Code.QF000));
    }
}
