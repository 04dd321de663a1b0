package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.List;

/**
 * One attribute of a generated entity, exactly as it will be written in Java.
 *
 * @param name the Java name of the component or field
 * @param type the Java type, fully qualified so that no entity name can shadow it
 * @param annotations the annotations, as written ({@code @dev.queryfirst.annotations.Key})
 * @param kind what the generator knows about the type, to choose keys and orderings
 */
public record AttributeSpec(String name, String type, List<String> annotations, TypeKind kind) {

    public AttributeSpec {
        annotations = List.copyOf(annotations);
    }

    AttributeSpec annotated(String annotation) {
        List<String> more = new ArrayList<>(annotations);
        more.add(annotation);
        return new AttributeSpec(name, type, more, kind);
    }

    AttributeSpec renamed(String newName) {
        return new AttributeSpec(newName, type, annotations, kind);
    }

    public boolean isKey() {
        return annotations.stream().anyMatch(a -> a.startsWith(Ann.KEY));
    }

    /** What the generator needs to know about a type to use it in a key, a range or an ordering. */
    public enum TypeKind {
        /** A scalar CQL can key, compare and order by. */
        ORDERED,
        /** A time the processor can bucket: Instant, LocalDate, LocalDateTime. */
        TIME,
        /** A value that can be stored but not keyed: collections, durations. */
        UNKEYABLE,
        /** A frozen user-defined type (a record or bean of the model). */
        VALUE,
        /** Another entity of the model. */
        REFERENCE,
        /** A type the processor must reject. */
        UNSUPPORTED
    }
}
