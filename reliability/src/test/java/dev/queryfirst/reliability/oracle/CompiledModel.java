package dev.queryfirst.reliability.oracle;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.queryfirst.processor.QueryFirstProcessor;
import dev.queryfirst.reliability.fuzz.Classpath;
import dev.queryfirst.reliability.fuzz.JavaSource;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;

/**
 * A model compiled in-process by javac with a fresh {@link QueryFirstProcessor}, together with
 * its {@link AdapterSource adapter}, and loaded by a class loader over the compiled classes.
 */
final class CompiledModel {

    private static final List<File> CLASSPATH = classpath();

    private CompiledModel() {}

    /**
     * The model's driver, or the compiler's errors ({@code errors} receives them) when the model
     * or its adapter does not compile.
     */
    static ModelDriver load(ModelShape shape, List<String> errors) {
        List<JavaFileObject> files = new ArrayList<>();
        shape.design().sources().forEach(s -> files.add(s.toFileObject()));
        JavaSource adapter = AdapterSource.of(shape);
        files.add(adapter.toFileObject());
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withClasspath(CLASSPATH)
                .compile(files);
        if (compilation.status() != Compilation.Status.SUCCESS) {
            errors.addAll(compilation.errors().stream()
                    .map(d -> d.getSource() == null
                            ? d.getMessage(null)
                            : d.getSource().getName() + ":" + d.getLineNumber() + ": " + d.getMessage(null))
                    .collect(Collectors.toList()));
            return null;
        }
        Map<String, byte[]> classes = new HashMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String path = file.toUri().getPath();
                String name = path.substring(path.indexOf("/qforacle/") + 1, path.length() - 6)
                        .replace('/', '.');
                try (InputStream in = file.openInputStream()) {
                    classes.put(name, in.readAllBytes());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        ClassLoader loader = new ModelClassLoader(classes);
        try {
            // The one reflective call: the adapter's constructor. Everything after is an interface call.
            return (ModelDriver) loader.loadClass(adapter.qualifiedName())
                    .getDeclaredConstructor()
                    .newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create " + adapter.qualifiedName(), e);
        }
    }

    /** The generated code's class path and the oracle's own classes ({@link ModelDriver}). */
    static List<File> classpath() {
        List<File> out = new ArrayList<>(Classpath.forGeneratedCode());
        try {
            out.add(new File(ModelDriver.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    /** Defines the compiled model's classes; everything else comes from the test's class path. */
    private static final class ModelClassLoader extends ClassLoader {
        private final Map<String, byte[]> classes;

        ModelClassLoader(Map<String, byte[]> classes) {
            super(ModelDriver.class.getClassLoader());
            this.classes = classes;
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            byte[] bytes = classes.get(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
