package dev.queryfirst.processor;

import com.palantir.javapoet.JavaFile;
import java.io.IOException;
import java.io.Writer;
import java.util.Collection;
import java.util.Objects;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * The one writer of generated files. Generators build plain JavaPoet files and text without
 * javax types; this class attaches the originating entities (looked up by qualified name, so
 * incremental builds know what to recompile) and hands them to the {@link Filer}.
 */
public final class GeneratedFiles {

    /** Where resource outputs go in the class output: {@code META-INF/queryfirst/logs.cql}. */
    public static final String RESOURCE_FOLDER = "META-INF/queryfirst/";

    private final Filer filer;
    private final Elements elements;
    private final String folder;

    /**
     * @param module the compilation's {@code -Aqueryfirst.module}: its resources go to {@code
     *     META-INF/queryfirst/<module>/}, so that two modules' jars never shadow each other's
     *     (docs/architecture.md, "One keyspace, many modules"); empty = {@code META-INF/queryfirst/}
     */
    GeneratedFiles(Filer filer, Elements elements, String module) {
        this.filer = filer;
        this.elements = elements;
        this.folder = module.isEmpty() ? RESOURCE_FOLDER : RESOURCE_FOLDER + module + "/";
    }

    /** Writes a Java source file generated from the given entities. */
    public void java(JavaFile file, Collection<String> originatingEntities) throws IOException {
        String name = file.packageName().isEmpty()
                ? file.typeSpec().name()
                : file.packageName() + "." + file.typeSpec().name();
        JavaFileObject source = filer.createSourceFile(name, originating(originatingEntities));
        try (Writer writer = source.openWriter()) {
            file.writeTo(writer);
        }
    }

    /**
     * Writes {@code META-INF/queryfirst/<name>} (in a module: {@code META-INF/queryfirst/<module>/<name>})
     * to the class output.
     */
    public void resource(String name, String content, Collection<String> originatingEntities) throws IOException {
        resourceAt(folder + name, content, originatingEntities);
    }

    /**
     * Writes {@code META-INF/queryfirst/<name>} in every compilation: a file read with {@link
     * ClassLoader#getResources}, which sees the copy of every jar ({@code index.properties}).
     */
    public void sharedResource(String name, String content, Collection<String> originatingEntities) throws IOException {
        resourceAt(RESOURCE_FOLDER + name, content, originatingEntities);
    }

    private void resourceAt(String path, String content, Collection<String> originatingEntities) throws IOException {
        FileObject resource =
                filer.createResource(StandardLocation.CLASS_OUTPUT, "", path, originating(originatingEntities));
        try (Writer writer = resource.openWriter()) {
            writer.write(content);
        }
    }

    /**
     * Writes {@code META-INF/services/<service>}, listing {@code implementations} for
     * {@link java.util.ServiceLoader}; originating from them.
     */
    public void service(String service, Collection<String> implementations) throws IOException {
        FileObject resource = filer.createResource(
                StandardLocation.CLASS_OUTPUT, "", "META-INF/services/" + service, originating(implementations));
        try (Writer writer = resource.openWriter()) {
            writer.write(String.join("\n", implementations) + "\n");
        }
    }

    private Element[] originating(Collection<String> entities) {
        return entities.stream()
                .map(elements::getTypeElement)
                .filter(Objects::nonNull)
                .toArray(Element[]::new);
    }
}
