package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import com.palantir.javapoet.JavaFile;
import dev.queryfirst.processor.generate.java.EntityGenerator;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.runtime.internal.schema.TableSpec;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;

/** The classes a compilation wrote, loaded so that a test can run the generated code. */
final class CompiledClasses {

    private CompiledClasses() {}

    /** Compiles the unit's entities and generated files with every lint on and warnings as errors. */
    static Compilation compile(SeedDesigns.Unit unit) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (String entity : unit.sources()) {
            sources.add(JavaFileObjects.forResource("entities/" + entity + ".java"));
        }
        for (EntityDesign design : unit.designs()) {
            for (JavaFile file : new EntityGenerator().javaFiles(design, designs(unit))) {
                sources.add(file.toJavaFileObject());
            }
        }
        Compilation compilation =
                Compiler.javac().withOptions("-Xlint:all", "-Werror").compile(sources);
        assertThat(compilation).succeededWithoutWarnings();
        return compilation;
    }

    /** The unit's designs by qualified name: the live references between them are generated. */
    private static Map<String, EntityDesign> designs(SeedDesigns.Unit unit) {
        Map<String, EntityDesign> designs = new LinkedHashMap<>();
        unit.designs().forEach(design -> designs.put(design.entity().qualifiedName(), design));
        return designs;
    }

    /** Loads (and initializes) {@code className} from the class files of {@code compilation}. */
    static Class<?> load(Compilation compilation, String className) throws IOException, ClassNotFoundException {
        return Class.forName(className, true, loader(classFiles(compilation)));
    }

    /** Every class of {@code compilation} by binary name, loaded but not initialized. */
    static Map<String, Class<?>> all(Compilation compilation) throws IOException, ClassNotFoundException {
        Map<String, byte[]> files = classFiles(compilation);
        ClassLoader loader = loader(files);
        Map<String, Class<?>> classes = new HashMap<>();
        for (String name : files.keySet()) {
            classes.put(name, Class.forName(name, false, loader));
        }
        return classes;
    }

    /** The table names in {@code TABLE_SPECS} of a loaded schema class. */
    static List<String> tableSpecNames(Class<?> schema) throws ReflectiveOperationException {
        return ((List<?>) schema.getField("TABLE_SPECS").get(null))
                .stream().map(spec -> ((TableSpec) spec).name()).toList();
    }

    private static Map<String, byte[]> classFiles(Compilation compilation) throws IOException {
        Map<String, byte[]> files = new HashMap<>();
        for (JavaFileObject output : compilation.generatedFiles()) {
            if (output.getKind() == JavaFileObject.Kind.CLASS) {
                String name = output.getName();
                String binary = name.substring(
                                name.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length(),
                                name.length() - ".class".length())
                        .replace('/', '.');
                try (InputStream in = output.openInputStream()) {
                    files.put(binary, in.readAllBytes());
                }
            }
        }
        return files;
    }

    private static ClassLoader loader(Map<String, byte[]> files) {
        return new ClassLoader(CompiledClasses.class.getClassLoader()) {
            @Override
            protected Class<?> findClass(String name) throws ClassNotFoundException {
                byte[] bytes = files.get(name);
                if (bytes == null) {
                    throw new ClassNotFoundException(name);
                }
                return defineClass(name, bytes, 0, bytes.length);
            }
        };
    }
}
