package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.TableModel;
import dev.queryfirst.processor.vocabulary.Names;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What a module generates in a keyspace, for the processor compiling another module of it
 * (docs/architecture.md, "One keyspace, many modules"): one class per module and keyspace in
 * package {@code dev.queryfirst.fragments.<keyspace>}, whose constants list the module's tables
 * and generated classes. javac lists a package's classes across every jar of the class path, so a
 * module sees every fragment of its keyspace it depends on, and a table or class generated twice
 * is a compile error naming both modules.
 *
 * <pre>{@code
 * package dev.queryfirst.fragments.parcels;
 * public final class MultimoduleCore {
 *   public static final String MODULE = "multimodule-core";
 *   public static final String TABLES = "depots_by_id,depots_by_city";
 *   public static final String CLASSES = "com.example.core.DepotsByIdTable,...,com.example.core.DepotDao";
 * }
 * }</pre>
 */
public final class FragmentMarker {

    /** The package holding the markers of {@code keyspace}'s fragments. */
    public static String packageName(String keyspace) {
        String name = keyspace.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "_");
        return "dev.queryfirst.fragments." + (Character.isJavaIdentifierStart(name.charAt(0)) ? "" : "k") + name;
    }

    /** {@code multimodule-core} → {@code MultimoduleCore}. */
    public static String className(String module) {
        String camel = Names.upperCamel(module.replaceAll("[^A-Za-z0-9]+", "_"));
        return (Character.isJavaIdentifierStart(camel.charAt(0)) ? "" : "M") + camel;
    }

    /** The generated classes of {@code design}: its table classes, directory classes and DAO. */
    public static List<String> classes(EntityDesign design) {
        String prefix =
                design.entity().packageName().isEmpty() ? "" : design.entity().packageName() + ".";
        List<String> classes = new ArrayList<>();
        for (TableModel table : design.tables()) {
            classes.add(prefix + TableNames.tableClass(table));
        }
        for (DirectoryModel directory : design.directories()) {
            classes.add(prefix + DirectoryTableClassGenerator.className(directory));
        }
        classes.add(prefix + TableNames.daoClass(design.entity().simpleName()));
        return classes;
    }

    private FragmentMarker() {}

    /** The marker of module {@code module}'s fragment of {@code keyspace}. */
    public static JavaFile javaFile(KeyspaceDesign keyspace, String module) {
        List<String> classes = new ArrayList<>();
        keyspace.entities().forEach(design -> classes.addAll(classes(design)));
        TypeSpec type = TypeSpec.classBuilder(className(module))
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc(Docs.wrap("What module {@code " + module + "} generates in keyspace {@code "
                        + keyspace.keyspace() + "}, read by the processor compiling another module of it."))
                .addField(constant("MODULE", module))
                .addField(constant("KEYSPACE", keyspace.keyspace()))
                .addField(constant(
                        "TABLES",
                        String.join(
                                ",",
                                keyspace.tables().stream().map(TableModel::name).toList())))
                .addField(constant("CLASSES", String.join(",", classes)))
                .build();
        return JavaFiles.file(packageName(keyspace.keyspace()), type, "keyspace " + keyspace.keyspace());
    }

    private static FieldSpec constant(String name, String value) {
        return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", value)
                .build();
    }
}
