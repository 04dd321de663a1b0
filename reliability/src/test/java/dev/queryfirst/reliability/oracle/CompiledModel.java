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
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
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
        Path resources = resourceFolder();
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            try (InputStream in = file.openInputStream()) {
                if (file.getKind() == JavaFileObject.Kind.CLASS) {
                    String name = path.substring(path.indexOf("/qforacle/") + 1, path.length() - 6)
                            .replace('/', '.');
                    classes.put(name, in.readAllBytes());
                } else if (path.contains("/META-INF/")) {
                    // The model description and the module index, which the generated audit reads
                    // from its class loader's resources.
                    Path target = resources.resolve(path.substring(path.indexOf("/META-INF/") + 1));
                    Files.createDirectories(target.getParent());
                    Files.write(target, in.readAllBytes());
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        ClassLoader loader = new ModelClassLoader(classes, resources);
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

    /** A fresh folder, in the system's temporary folder, for one compilation's generated resources. */
    private static Path resourceFolder() {
        try {
            return Files.createTempDirectory("qforacle-resources");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Defines the compiled model's classes and finds its generated resources in {@code resources};
     * everything else comes from the test's class path.
     */
    private static final class ModelClassLoader extends URLClassLoader {
        private final Map<String, byte[]> classes;

        ModelClassLoader(Map<String, byte[]> classes, Path resources) {
            super(new URL[] {url(resources)}, ModelDriver.class.getClassLoader());
            this.classes = classes;
        }

        private static URL url(Path folder) {
            try {
                return folder.toUri().toURL();
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
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
