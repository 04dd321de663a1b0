package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.JavaFile;
import dev.queryfirst.processor.derive.DaoMembers;
import dev.queryfirst.processor.model.DirectoryModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The per-entity Java sources of a clean entity: one table class per derived table and the DAO,
 * all in the entity's package. The processor writes them as soon as the entity is clean, with the
 * entity as originating element.
 *
 * <pre>{@code
 * for (JavaFile file : new EntityGenerator().javaFiles(design)) {
 *   files.java(file, List.of(design.entity().qualifiedName()));
 * }
 * }</pre>
 */
public final class EntityGenerator {

    /** A generator; it holds no state between entities. */
    public EntityGenerator() {}

    /**
     * The table classes (in the design's table order), the classes of its bucket directories, and
     * the DAO of {@code design}.
     */
    public List<JavaFile> javaFiles(EntityDesign design) {
        return javaFiles(design, Map.of(design.entity().qualifiedName(), design));
    }

    /**
     * The table classes and the DAO of {@code design}, whose live references (to the entities it
     * references, from those referencing it) reach the entities of {@code designs}.
     *
     * @param designs every clean entity design of the compilation, by qualified name
     */
    public List<JavaFile> javaFiles(EntityDesign design, Map<String, EntityDesign> designs) {
        return javaFiles(design, designs, "");
    }

    /**
     * Like {@link #javaFiles(EntityDesign, Map)}, in module {@code module} ({@code
     * -Aqueryfirst.module}; empty when none): then the DAO of an entity other modules may copy
     * live takes their contributions (docs/architecture.md, "One keyspace, many modules").
     */
    public List<JavaFile> javaFiles(EntityDesign design, Map<String, EntityDesign> designs, String module) {
        EntityModel entity = design.entity();
        EntityAccess access = new EntityAccess(entity, design.referenced());
        String packageName = entity.packageName();
        List<TableLayout> layouts = new ArrayList<>();
        List<JavaFile> files = new ArrayList<>();
        if (entity.hasCounters()) {
            // A counter entity has one table, which takes increments, not rows
            // (docs/mapping-rules.md, "Counters").
            TableModel table = design.tables().get(0);
            files.add(JavaFiles.file(
                    packageName,
                    new CounterTableGenerator(access, table, design.plans()).type(),
                    entity.qualifiedName()));
            files.add(JavaFiles.file(
                    packageName, new CounterDaoGenerator(access, design).type(), entity.qualifiedName()));
            return files;
        }
        for (TableModel table : design.tables()) {
            TableLayout layout = new TableLayout(table, design, access.leafPaths());
            layouts.add(layout);
            files.add(JavaFiles.file(
                    packageName, new TableClassGenerator(access, layout).type(), entity.qualifiedName()));
        }
        for (DirectoryModel directory : design.directories()) {
            TableLayout data = layouts.stream()
                    .filter(l -> l.table().name().equals(directory.data().name()))
                    .findFirst()
                    .orElseThrow();
            files.add(JavaFiles.file(
                    packageName,
                    new DirectoryTableClassGenerator(access, directory, data).type(),
                    entity.qualifiedName()));
        }
        EntityAccess dao = access.forClass(DaoMembers.daoFields(design, designs.values()));
        files.add(JavaFiles.file(
                packageName,
                new DaoGenerator(dao, design, layouts, new PropagationMethods(dao, design, layouts, designs, module))
                        .type(),
                entity.qualifiedName()));
        return files;
    }
}
