package dev.queryfirst.reliability.oracle;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.queryfirst.processor.QueryFirstProcessor;
import dev.queryfirst.reliability.fuzz.JavaSource;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;

/**
 * A model whose keyspace is compiled in two compilations, as two Maven modules would compile it
 * (docs/architecture.md, "One keyspace, many modules"): the referenced entity alone in module
 * {@code core} (package {@code <model>.core}), then the entity copying it live, with the adapter,
 * in module {@code main} against {@code core}'s class files. Both keep the model's keyspace
 * ({@code -Aqueryfirst.keyspace}); the referenced entity's DAO finds the copies {@code main}
 * contributes on the class path, and the schema class assembles both fragments, through the
 * model's class loader as the thread's context class loader.
 */
final class SplitModel {

    private SplitModel() {}

    /** Whether {@code shape} can be split: it has a live reference to split off. */
    static boolean splittable(ModelShape shape) {
        return shape.referenced() != null && !shape.immutable() && !shape.versioned();
    }

    /**
     * The model's driver loaded from the two compilations' output under {@code output}, or null with
     * the compilers' errors in {@code errors}.
     */
    static ModelDriver load(ModelShape shape, Path output, List<String> errors) {
        String pkg = shape.design().packageName;
        String keyspace = pkg.substring(pkg.lastIndexOf('.') + 1);
        String core = pkg + ".core";
        String referenced = shape.referenced();
        List<JavaSource> coreSources = new ArrayList<>();
        List<JavaSource> mainSources = new ArrayList<>();
        List<JavaSource> all = new ArrayList<>(shape.design().sources());
        all.add(AdapterSource.of(shape));
        for (JavaSource source : all) {
            if (source.qualifiedName().equals(pkg + "." + referenced)) {
                coreSources.add(new JavaSource(
                        core + "." + referenced,
                        source.text().replace("package " + pkg + ";", "package " + core + ";")));
            } else {
                mainSources.add(new JavaSource(source.qualifiedName(), moved(source.text(), pkg, core, referenced)));
            }
        }
        Path coreClasses = output.resolve("core");
        Path mainClasses = output.resolve("main");
        if (!compile(coreSources, "core", keyspace, List.of(), coreClasses, errors)
                || !compile(mainSources, "main", keyspace, List.of(coreClasses.toFile()), mainClasses, errors)) {
            return null;
        }
        try {
            URLClassLoader loader = new URLClassLoader(
                    new URL[] {coreClasses.toUri().toURL(), mainClasses.toUri().toURL()},
                    ModelDriver.class.getClassLoader());
            return (ModelDriver) loader.loadClass(pkg + "." + AdapterSource.CLASS)
                    .getDeclaredConstructor()
                    .newInstance();
        } catch (MalformedURLException | ReflectiveOperationException e) {
            throw new IllegalStateException("cannot load the split model " + pkg, e);
        }
    }

    /**
     * Whether the second compilation under {@code output} contributes live copies of the first's
     * entity: a rename through the referenced entity's DAO must reach them.
     */
    static boolean copiesAcross(Path output) {
        return Files.exists(
                output.resolve("main/META-INF/services/dev.queryfirst.runtime.internal.propagate.LiveCopies"));
    }

    /** {@code text} with the referenced entity (and its DAO) in package {@code core}. */
    private static String moved(String text, String pkg, String core, String referenced) {
        String qualified = text.replaceAll(
                Pattern.quote(pkg + "." + referenced) + "\\b", Matcher.quoteReplacement(core + "." + referenced));
        return qualified.replace(
                "package " + pkg + ";",
                "package " + pkg + ";\nimport " + core + "." + referenced + ";\nimport " + core + "." + referenced
                        + "Dao;");
    }

    private static boolean compile(
            List<JavaSource> sources,
            String module,
            String keyspace,
            List<File> extra,
            Path classes,
            List<String> errors) {
        List<File> classpath = new ArrayList<>(CompiledModel.classpath());
        classpath.addAll(extra);
        Compilation compilation = javac().withProcessors(new QueryFirstProcessor())
                .withOptions("-Aqueryfirst.module=" + module, "-Aqueryfirst.keyspace=" + keyspace)
                .withClasspath(classpath)
                .compile(sources.stream().map(JavaSource::toFileObject).toList());
        if (compilation.status() != Compilation.Status.SUCCESS) {
            compilation
                    .errors()
                    .forEach(d -> errors.add(module + ": "
                            + (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber() + ": ")
                            + d.getMessage(null)));
            return false;
        }
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            // Generated sources go beside the classes' folder, for a reader of a mismatch.
            Path target = path.startsWith("/CLASS_OUTPUT/")
                    ? classes.resolve(path.substring("/CLASS_OUTPUT/".length()))
                    : path.startsWith("/SOURCE_OUTPUT/")
                            ? classes.resolveSibling(module + "-sources")
                                    .resolve(path.substring("/SOURCE_OUTPUT/".length()))
                            : null;
            if (target == null) {
                continue;
            }
            try (InputStream in = file.openInputStream()) {
                Files.createDirectories(target.getParent());
                Files.write(target, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return true;
    }
}
