package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Drop;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.Site;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads an entity's {@code @Drop}s (direct or in their container), in declaration order. They
 * concern the keyspace's schema versions, not the entity's own tables, so they are read apart
 * from the entity model.
 */
public final class DropReader {

    private static final String DROP = Drop.class.getCanonicalName();

    private final Elements elements;

    public DropReader(Elements elements) {
        this.elements = elements;
    }

    public List<DropModel> read(TypeElement type) {
        Site entity = Site.ofEntity(type.getQualifiedName().toString());
        List<AnnotationMirror> mirrors = Mirrors.occurrences(type, DROP);
        List<DropModel> drops = new ArrayList<>();
        for (int i = 0; i < mirrors.size(); i++) {
            Map<? extends ExecutableElement, ? extends AnnotationValue> values =
                    elements.getElementValuesWithDefaults(mirrors.get(i));
            drops.add(new DropModel(text(values, "table"), text(values, "column"), entity.annotation(DROP, i)));
        }
        return drops;
    }

    /** A string member, trimmed; empty when javac could not attribute it (it reports that itself). */
    private static String text(Map<? extends ExecutableElement, ? extends AnnotationValue> values, String member) {
        return values.entrySet().stream()
                .filter(e -> e.getKey().getSimpleName().contentEquals(member))
                .map(e -> e.getValue().getValue())
                .filter(String.class::isInstance)
                .map(v -> ((String) v).trim())
                .findFirst()
                .orElse("");
    }
}
