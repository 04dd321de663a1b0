package dev.queryfirst.reliability.fuzz;

import dev.queryfirst.reliability.fuzz.AttributeSpec.TypeKind;
import java.util.List;
import java.util.Random;

/** Type-level defects: reference cycles, non-entities, illegal entity shapes, recursive values. */
final class ShapeDefects {

    private final Random random;
    private final Design design;
    private final EntitySpec main;

    ShapeDefects(Random random, Design design) {
        this.random = random;
        this.design = design;
        this.main = design.main;
    }

    String referenceCycle() {
        switch (random.nextInt(3)) {
            case 0 -> {
                main.attributes.add(
                        new AttributeSpec("parent", design.qualified(main.name), List.of(), TypeKind.REFERENCE));
                return main.name + " references itself";
            }
            case 1 -> {
                EntitySpec other = entity("Partner");
                other.attributes.add(
                        new AttributeSpec("back", design.qualified(main.name), List.of(), TypeKind.REFERENCE));
                main.attributes.add(
                        new AttributeSpec("partner", design.qualified("Partner"), List.of(), TypeKind.REFERENCE));
                return main.name + " -> Partner -> " + main.name;
            }
            default -> {
                EntitySpec first = entity("Hop1");
                EntitySpec second = entity("Hop2");
                first.attributes.add(
                        new AttributeSpec("next", design.qualified("Hop2"), List.of(), TypeKind.REFERENCE));
                second.attributes.add(
                        new AttributeSpec("next", design.qualified(main.name), List.of(), TypeKind.REFERENCE));
                main.attributes.add(new AttributeSpec("hop", design.qualified("Hop1"), List.of(), TypeKind.REFERENCE));
                return main.name + " -> Hop1 -> Hop2 -> " + main.name;
            }
        }
    }

    String notAnEntity() {
        EntitySpec odd = new EntitySpec("Blob" + random.nextInt(100), false);
        odd.shape = Vocabulary.pick(
                random,
                List.of(
                        EntitySpec.Shape.INTERFACE,
                        EntitySpec.Shape.ABSTRACT_CLASS,
                        EntitySpec.Shape.BEAN_WITHOUT_NO_ARG));
        odd.attributes.add(new AttributeSpec("size", "int", List.of(), TypeKind.ORDERED));
        design.others.add(odd);
        String type = design.qualified(odd.name);
        if (random.nextBoolean()) {
            type = "java.util.List<" + type + ">";
        }
        main.attributes.add(new AttributeSpec("thing", type, List.of(), TypeKind.UNSUPPORTED));
        return "attribute of " + odd.shape + " " + type;
    }

    String badShape() {
        EntitySpec.Shape shape = Vocabulary.pick(
                random,
                List.of(
                        EntitySpec.Shape.INTERFACE,
                        EntitySpec.Shape.ENUM,
                        EntitySpec.Shape.ABSTRACT_CLASS,
                        EntitySpec.Shape.BEAN_WITHOUT_NO_ARG,
                        EntitySpec.Shape.BEAN_WITHOUT_SETTER));
        main.shape = shape;
        if (shape == EntitySpec.Shape.INTERFACE || shape == EntitySpec.Shape.ENUM) {
            main.attributes.replaceAll(a -> new AttributeSpec(a.name(), a.type(), List.of(), a.kind()));
        }
        return "entity declared as " + shape;
    }

    String valueCycle() {
        EntitySpec node = new EntitySpec("Node", false);
        node.attributes.add(new AttributeSpec("label", "java.lang.String", List.of(), TypeKind.ORDERED));
        String self = design.qualified("Node");
        String variant;
        switch (random.nextInt(3)) {
            case 0 -> {
                node.attributes.add(new AttributeSpec("next", self, List.of(), TypeKind.VALUE));
                variant = "Node.next is a Node";
            }
            case 1 -> {
                node.attributes.add(
                        new AttributeSpec("children", "java.util.List<" + self + ">", List.of(), TypeKind.UNKEYABLE));
                variant = "Node.children is a List<Node>";
            }
            default -> {
                EntitySpec edge = new EntitySpec("Edge", false);
                edge.attributes.add(new AttributeSpec("to", self, List.of(), TypeKind.VALUE));
                design.others.add(edge);
                node.attributes.add(new AttributeSpec(
                        "edges",
                        "java.util.Map<java.lang.String, " + design.qualified("Edge") + ">",
                        List.of(),
                        TypeKind.UNKEYABLE));
                variant = "Node -> Map<String, Edge> -> Node";
            }
        }
        node.shape = random.nextBoolean() ? EntitySpec.Shape.RECORD : EntitySpec.Shape.BEAN;
        design.others.add(node);
        main.attributes.add(new AttributeSpec("tree", self, List.of(), TypeKind.VALUE));
        return variant;
    }

    private EntitySpec entity(String name) {
        EntitySpec spec = new EntitySpec(name, true);
        spec.attributes.add(new AttributeSpec("id", "java.util.UUID", List.of(Ann.KEY), TypeKind.ORDERED));
        design.others.add(spec);
        return spec;
    }
}
