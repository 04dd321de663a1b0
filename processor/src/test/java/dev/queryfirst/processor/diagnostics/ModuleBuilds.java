package dev.queryfirst.processor.diagnostics;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;

/**
 * Compilations as the modules of a multi-module project: one module's output written to a
 * directory, the next compiled with it on its class path.
 */
final class ModuleBuilds {

    private ModuleBuilds() {}

    /** Compiled with the test's class path and the class files of {@code dependencies}. */
    static Compiled compileAgainst(List<File> dependencies, List<String> options, JavaFileObject... sources) {
        List<File> classpath = new ArrayList<>(dependencies);
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            classpath.add(new File(entry));
        }
        return Compiled.of(javac().withProcessors(new QueryFirstProcessor())
                .withOptions(options)
                .withClasspath(classpath)
                .compile(sources));
    }

    /** Writes the class files and resources {@code compiled} generated under {@code directory}. */
    static void writeClassOutput(Compiled compiled, Path directory) throws IOException {
        Compilation compilation = compiled.compilation();
        String marker = "/CLASS_OUTPUT/";
        for (JavaFileObject file : compilation.generatedFiles()) {
            String path = file.toUri().getPath();
            if (!path.contains(marker)) {
                continue;
            }
            Path target = directory.resolve(path.substring(path.indexOf(marker) + marker.length()));
            Files.createDirectories(target.getParent());
            try (InputStream in = file.openInputStream()) {
                Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
