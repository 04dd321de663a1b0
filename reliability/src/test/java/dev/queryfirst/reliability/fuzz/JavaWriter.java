package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes an {@link EntitySpec} as a Java compilation unit. Every annotation and attribute is on a
 * line of its own, so a diagnostic's line says which one it is about.
 */
final class JavaWriter {

    private JavaWriter() {}

    static JavaSource write(String packageName, EntitySpec spec) {
        StringBuilder out = new StringBuilder();
        out.append("package ").append(packageName).append(";\n\n");
        if (spec.entity) {
            out.append(Ann.ENTITY);
            if (!spec.entityMembers.isEmpty()) {
                out.append('(').append(String.join(", ", spec.entityMembers)).append(')');
            }
            out.append('\n');
        }
        if (spec.cardinality != null) {
            out.append(Ann.CARDINALITY).append('(').append(spec.cardinality).append(")\n");
        }
        for (PatternSpec pattern : spec.patterns) {
            out.append(pattern(pattern)).append('\n');
        }
        for (String annotation : spec.typeAnnotations) {
            out.append(annotation).append('\n');
        }
        switch (spec.shape) {
            case RECORD, GENERIC_RECORD -> record(out, spec);
            case INTERFACE -> iface(out, spec);
            case ENUM -> out.append("public enum ").append(spec.name).append(" { A, B }\n");
            default -> bean(out, spec);
        }
        return new JavaSource(packageName + "." + spec.name, out.toString());
    }

    private static String pattern(PatternSpec p) {
        List<String> members = new ArrayList<>();
        members.add("name = " + Ann.literal(p.name()));
        if (!p.where().isEmpty()) {
            members.add("where = " + array(p.where()));
        }
        if (p.range() != null) {
            members.add("range = " + Ann.literal(p.range()));
        }
        if (!p.orderBy().isEmpty()) {
            members.add("orderBy = " + array(p.orderBy()));
        }
        if (p.limit() != null) {
            members.add("limit = " + p.limit());
        }
        if (p.table() != null) {
            members.add("table = " + Ann.literal(p.table()));
        }
        if (p.index()) {
            members.add("strategy = dev.queryfirst.annotations.AccessPattern.Strategy.INDEX");
        }
        if (!p.partitionBy().isEmpty()) {
            members.add("partitionBy = " + array(p.partitionBy()));
        }
        if (!p.select().isEmpty()) {
            members.add("select = " + array(p.select()));
        }
        if (p.shards() != null) {
            members.add("shards = " + p.shards());
        }
        if (!p.bucketed()) {
            members.add("bucketed = false");
        }
        return Ann.ACCESS_PATTERN + "(" + String.join(", ", members) + ")";
    }

    private static String array(List<String> values) {
        return values.stream().map(Ann::literal).collect(Collectors.joining(", ", "{", "}"));
    }

    private static void record(StringBuilder out, EntitySpec spec) {
        boolean generic = spec.shape == EntitySpec.Shape.GENERIC_RECORD;
        out.append("public record ")
                .append(spec.name)
                .append(generic ? "<T>" : "")
                .append("(\n");
        List<String> components = new ArrayList<>();
        for (AttributeSpec a : spec.attributes) {
            components.add("    " + annotations(a, " ") + a.type() + " " + a.name());
        }
        if (generic) {
            components.add("    T extra");
        }
        out.append(String.join(",\n", components)).append(") {}\n");
    }

    private static void iface(StringBuilder out, EntitySpec spec) {
        out.append("public interface ").append(spec.name).append(" {\n");
        for (AttributeSpec a : spec.attributes) {
            out.append("  ").append(a.type()).append(' ').append(a.name()).append("();\n");
        }
        out.append("}\n");
    }

    private static void bean(StringBuilder out, EntitySpec spec) {
        boolean abstractClass = spec.shape == EntitySpec.Shape.ABSTRACT_CLASS;
        out.append("public ")
                .append(abstractClass ? "abstract " : "")
                .append("class ")
                .append(spec.name)
                .append(" {\n");
        for (AttributeSpec a : spec.attributes) {
            out.append("  ")
                    .append(annotations(a, "\n  "))
                    .append("private ")
                    .append(a.type())
                    .append(' ')
                    .append(a.name())
                    .append(";\n");
        }
        if (spec.shape == EntitySpec.Shape.BEAN_WITHOUT_NO_ARG) {
            out.append("  public ").append(spec.name).append("(int unused) {}\n");
        } else {
            out.append("  public ").append(spec.name).append("() {}\n");
        }
        boolean setterDropped = false;
        for (AttributeSpec a : spec.attributes) {
            String suffix = Character.toUpperCase(a.name().charAt(0)) + a.name().substring(1);
            String getter = (a.type().equals("boolean") ? "is" : "get") + suffix;
            out.append("  public ")
                    .append(a.type())
                    .append(' ')
                    .append(getter)
                    .append("() { return ")
                    .append(a.name())
                    .append("; }\n");
            boolean drop = spec.shape == EntitySpec.Shape.BEAN_WITHOUT_SETTER && !setterDropped;
            if (drop) {
                setterDropped = true;
            } else {
                out.append("  public void set")
                        .append(suffix)
                        .append('(')
                        .append(a.type())
                        .append(" value) { this.")
                        .append(a.name())
                        .append(" = value; }\n");
            }
        }
        out.append("}\n");
    }

    private static String annotations(AttributeSpec a, String separator) {
        return a.annotations().stream().map(s -> s + separator).collect(Collectors.joining());
    }
}
