package dev.queryfirst.processor.read;

import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * A test-only processor running just the read phase: it keeps every reading (by entity) and the
 * entities known after the last round, for tests to assert on the plain model.
 */
final class ReadCapture extends AbstractProcessor {

    final Map<String, Reading> readings = new LinkedHashMap<>();
    final Map<String, EntityModel> known = new LinkedHashMap<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(Entity.class.getCanonicalName());
    }

    @Override
    public Set<String> getSupportedOptions() {
        return ProcessorOptions.NAMES;
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        EntityReader reader = new EntityReader(
                processingEnv.getElementUtils(),
                processingEnv.getTypeUtils(),
                ProcessorOptions.parse(processingEnv.getOptions()));
        for (Element element : round.getElementsAnnotatedWith(Entity.class)) {
            Reading reading = reader.read((TypeElement) element);
            readings.put(reading.qualifiedName(), reading);
        }
        known.putAll(reader.known());
        return false;
    }

    /** The model of a clean reading, failing with its diagnostics otherwise. */
    EntityModel model(String entity) {
        Reading reading = readings.get(entity);
        if (reading == null || reading.model().isEmpty()) {
            throw new AssertionError("no model for " + entity + ": " + reading);
        }
        return reading.model().get();
    }
}
