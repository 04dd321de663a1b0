package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The records a projected table's rows read into (docs/mapping-rules.md, "Projections"), nested in
 * the DAO ({@code VideoDao.LatestRow}): one component per attribute the table holds a column of —
 * the entity key, the pattern's other key attributes and the selected ones — in declaration order.
 * The table class maps a row to an entity whose other attributes are absent (null, or zero for a
 * primitive); {@code of} keeps what the table holds.
 *
 * <pre>{@code
 * public record LatestRow(UUID videoId, LocalDate addedDay, Instant addedAt, String title) {
 *   static LatestRow of(Video video) { ... }
 * }
 * }</pre>
 */
final class ProjectionRecords {

    private final EntityAccess access;
    private final ClassName dao;

    ProjectionRecords(EntityAccess access, ClassName dao) {
        this.access = access;
        this.dao = dao;
    }

    /** {@code VideoDao.LatestRow}. */
    ClassName type(TableModel table) {
        return dao.nestedClass(TableNames.projectionRecord(table));
    }

    /** {@code row -> VideoDao.LatestRow.of(latest.map(row))}: reads a row of the table into its record. */
    CodeBlock mapper(TableModel table, String tableField) {
        return CodeBlock.of("row -> $T.of($N.map(row))", type(table), tableField);
    }

    TypeSpec record(TableModel table) {
        List<Attribute> components = components(table);
        String variable = access.variable();
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        components.forEach(a -> constructor.addParameter(
                ParameterSpec.builder(JavaTypes.of(a.type()), a.name()).build()));
        List<CodeBlock> values = components.stream()
                .map(a -> access.value(List.of(a.name()), variable))
                .toList();
        String patterns =
                table.patterns().stream().map(p -> "{@code " + p + "}").collect(Collectors.joining(", "));
        return TypeSpec.recordBuilder(type(table))
                .addModifiers(Modifier.PUBLIC)
                .addJavadoc(Docs.wrap("A row of {@code " + table.name() + "}, which serves " + patterns
                        + ": what it holds of a {@link " + access.entity().simpleName()
                        + "} (its key, the pattern's key"
                        + " and the selected attributes). Read the whole entity with {@code findByKey}."
                        + partialReferences(table)))
                .recordConstructor(constructor.build())
                .addMethod(MethodSpec.methodBuilder("of")
                        .addModifiers(Modifier.STATIC)
                        .addJavadoc("The row of {@code $N} in {@code $L}.\n", variable, table.name())
                        .returns(type(table))
                        .addParameter(access.entityType(), variable)
                        .addStatement("return new $T($L)", type(table), Docs.arguments(values, 2))
                        .build())
                .build();
    }

    /**
     * The value a projected table's row gives an attribute it does not hold: null, or the
     * primitive's zero (cast, since a method argument is not narrowed from int).
     */
    static CodeBlock absent(TypeModel type) {
        if (!JavaTypes.isPrimitive(type)) {
            return CodeBlock.of("null");
        }
        return switch (((TypeModel.Scalar) type).javaType()) {
            case "boolean" -> CodeBlock.of("false");
            case "byte" -> CodeBlock.of("(byte) 0");
            case "short" -> CodeBlock.of("(short) 0");
            case "long" -> CodeBlock.of("0L");
            case "float" -> CodeBlock.of("0f");
            case "double" -> CodeBlock.of("0d");
            default -> CodeBlock.of("0");
        };
    }

    /**
     * A {@code @param} line for each reference the table holds only part of (its key, when a
     * pattern reads by it): the record's referenced entity has those values and nulls elsewhere,
     * which its reader must not take for the referenced entity's state.
     */
    private String partialReferences(TableModel table) {
        StringBuilder params = new StringBuilder();
        for (Attribute reference : components(table)) {
            if (!(reference.type() instanceof TypeModel.Reference)) {
                continue;
            }
            String prefix = reference.name() + ".";
            List<String> all = access.leafPaths().stream()
                    .filter(path -> path.startsWith(prefix))
                    .toList();
            List<String> held = table.columns().stream()
                    .map(c -> String.join(".", c.path()))
                    .filter(path -> path.startsWith(prefix))
                    .toList();
            if (held.size() < all.size()) {
                params.append("\n@param ")
                        .append(reference.name())
                        .append(" only ")
                        .append(held.stream()
                                .map(path -> "{@code " + path.substring(prefix.length()) + "}")
                                .collect(Collectors.joining(", ")))
                        .append(": this table holds no other attribute of it, so the others are null (or zero);"
                                + " add {@code \"")
                        .append(reference.name())
                        .append("\"} to the pattern's {@code select} to hold them all");
            }
        }
        return params.length() == 0 ? "" : "\n" + params;
    }

    /** The top-level attributes the table holds a column of, in declaration order. */
    private List<Attribute> components(TableModel table) {
        return access.entity().attributes().stream()
                .filter(a -> table.columns().stream()
                        .anyMatch(c -> !c.path().isEmpty() && c.path().get(0).equals(a.name())))
                .toList();
    }
}
