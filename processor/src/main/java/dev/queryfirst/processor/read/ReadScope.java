package dev.queryfirst.processor.read;

import dev.queryfirst.processor.diagnostics.Filled;
import dev.queryfirst.processor.diagnostics.Message;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.Site;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The state of reading one entity: its diagnostics (kept apart until the reading is known not to
 * be deferred, since a deferred entity is read again next round), the types javac could not
 * resolve yet, and whether an entity it references could not be read.
 */
final class ReadScope {

    private final Sink sink = new Sink();
    private final Map<String, Site> missing = new LinkedHashMap<>();
    private boolean dependencyFailed;

    void report(Site site, Filled<Message> message) {
        sink.report(site, message);
    }

    /** A type that is still an error type: maybe another processor generates it in a later round. */
    void missing(String type, Site site) {
        missing.putIfAbsent(type, site);
    }

    void dependencyFailed() {
        dependencyFailed = true;
    }

    Sink sink() {
        return sink;
    }

    /** Unresolved types, each with where it was first met. */
    Map<String, Site> missing() {
        return missing;
    }

    boolean isDependencyFailed() {
        return dependencyFailed;
    }
}
