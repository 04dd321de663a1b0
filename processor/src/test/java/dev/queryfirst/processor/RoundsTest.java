package dev.queryfirst.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Entities whose types another processor generates wait for them; types nobody generates are
 * reported once processing is over, on the attribute that uses them.
 */
class RoundsTest {

    private static final JavaFileObject WALLET = JavaFileObjects.forSourceLines(
            "com.example.app.Wallet",
            "package com.example.app;",
            "import dev.queryfirst.annotations.*;",
            "@Entity",
            "public record Wallet(@Key java.util.UUID id,",
            "    com.example.app.gen.Money balance) {}");

    /** Generates {@code com.example.app.gen.Money} in its first round, as a value record. */
    static final class MoneyGenerator extends AbstractProcessor {
        private boolean done;

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
            if (!done) {
                done = true;
                try (Writer out = processingEnv
                        .getFiler()
                        .createSourceFile("com.example.app.gen.Money")
                        .openWriter()) {
                    out.write(
                            "package com.example.app.gen;\n" + "public record Money(long cents, String currency) {}\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void defersAnEntityUntilItsTypesAreGenerated() {
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor(), new MoneyGenerator())
                .compile(WALLET);
        assertThat(compilation).succeeded();
    }
}
