package dev.queryfirst.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.Names;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The schema class of a keyspace ({@code LogsSchema} for {@code logs}): its name, its tables and
 * its DDL as constants, for applications and tools that create or check the schema.
 */
public final class SchemaGenerator {

  private static final TypeName STRING_LIST =
      ParameterizedTypeName.get(ClassName.get(List.class), ClassName.get(String.class));

  private final CqlGenerator cql = new CqlGenerator();

  /** {@code logs} → {@code LogsSchema}; {@code user_data} → {@code UserDataSchema}. */
  public static String className(String keyspace) {
    String camel = Names.upperCamel(keyspace);
    // Keyspace names may start with a digit; a Java class name may not.
    return (camel.isEmpty() || !Character.isJavaIdentifierStart(camel.charAt(0)) ? "Keyspace" : "")
        + camel + "Schema";
  }

  /** The schema class of {@code design}, in {@code packageName}. */
  public JavaFile javaFile(KeyspaceDesign design, String packageName) {
    String name = className(design.keyspace());
    List<TableModel> tables = CqlGenerator.tables(design);
    TypeSpec type =
        TypeSpec.classBuilder(name)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc(javadoc(design, tables))
            .addField(
                FieldSpec.builder(String.class, "KEYSPACE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The keyspace name, as the tables are qualified with.\n")
                    .initializer("$S", design.keyspace())
                    .build())
            .addField(
                FieldSpec.builder(STRING_LIST, "TABLES", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The table names, in the order {@link #CQL} creates them.\n")
                    .initializer(listOf(tables.stream().map(TableModel::name).toList()))
                    .build())
            .addField(
                FieldSpec.builder(STRING_LIST, "CQL", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc(
                        "Every statement of the schema, keyspace-qualified and in dependency order "
                            + "(types, tables, indexes),\nto run one at a time after creating the keyspace.\n")
                    .initializer(listOf(cql.statements(design)))
                    .build())
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
            .build();
    return JavaFiles.file(packageName, type, "keyspace " + design.keyspace());
  }

  private static CodeBlock javadoc(KeyspaceDesign design, List<TableModel> tables) {
    CodeBlock.Builder doc =
        CodeBlock.builder()
            .add("The schema of keyspace {@code $L}.\n\n", design.keyspace())
            .add("<p>Tables:\n<ul>\n");
    for (TableModel table : tables) {
      String serves =
          table.patterns().isEmpty()
              ? (table.base() ? "base table" : "")
              : (table.base() ? "base table; " : "") + "serves " + String.join(", ", table.patterns());
      doc.add("  <li>{@code $L}$L\n", table.name(), serves.isEmpty() ? "" : ": " + serves);
    }
    return doc.add("</ul>\n").build();
  }

  /** {@code List.of("a", "b")}, one element per line so long statements stay readable. */
  private static CodeBlock listOf(List<String> values) {
    if (values.isEmpty()) {
      return CodeBlock.of("$T.of()", List.class);
    }
    CodeBlock.Builder list = CodeBlock.builder().add("$T.of(\n$>$>", List.class);
    for (int i = 0; i < values.size(); i++) {
      list.add("$S$L", values.get(i), i + 1 < values.size() ? ",\n" : "");
    }
    return list.add(")$<$<").build();
  }
}
