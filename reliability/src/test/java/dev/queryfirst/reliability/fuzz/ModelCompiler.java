package dev.queryfirst.reliability.fuzz;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;

/** Compiles a model in-process with a fresh {@link QueryFirstProcessor}, as javac would. */
final class ModelCompiler {

    private static final String CQL_FOLDER = "META-INF/queryfirst/";

    private static final List<java.io.File> CLASSPATH = Classpath.forGeneratedCode();

    private ModelCompiler() {}

    static Outcome compile(FuzzModel model) {
        List<JavaFileObject> files =
                model.sources().stream().map(JavaSource::toFileObject).toList();
        Compilation compilation;
        try {
            compilation = javac().withProcessors(new QueryFirstProcessor())
                    .withClasspath(CLASSPATH)
                    .compile(files);
        } catch (RuntimeException | Error escaped) {
            // compile-testing rethrows whatever a processor throws: exactly what must never happen.
            return Outcome.crashed(escaped);
        }
        boolean succeeded = compilation.status() == Compilation.Status.SUCCESS;
        return new Outcome(succeeded, compilation.diagnostics(), succeeded ? cql(compilation) : Map.of(), null);
    }

    private static Map<String, String> cql(Compilation compilation) {
        Map<String, String> out = new TreeMap<>();
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            int folder = path.indexOf(CQL_FOLDER);
            if (folder >= 0 && path.endsWith(".cql")) {
                String keyspace = path.substring(folder + CQL_FOLDER.length(), path.length() - 4);
                try {
                    out.put(keyspace, file.getCharContent(true).toString());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return out;
    }
}
