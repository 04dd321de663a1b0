package dev.queryfirst.processor.check;

import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.model.TableModel;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The Java classes generated for the tables of every clean entity so far, and QF107 when a table
 * of a new entity would be generated as a class that is already taken.
 *
 * <p>Different table names can give one class name: {@code things_by_label} and
 * {@code Things_by_label} (distinct tables in CQL, one quoted) both give
 * {@code ThingsByLabelTable}, and so do {@code things_by__label} and two entities of one package
 * naming a table alike in two keyspaces. Names are compared ignoring case, because the classes
 * become files and some file systems ignore case too. Checked before anything of the entity is
 * generated, so javac never sees a class written twice.
 */
public final class GeneratedTypes {

    /** Lower-cased qualified class name → the table it was claimed for, as said in a message. */
    private final Map<String, String> claimed = new HashMap<>();

    /** Reports QF107 on each table of {@code design} whose class another table has or would have. */
    public void check(EntityDesign design, Sink sink) {
        EntityModel entity = design.entity();
        Map<String, String> mine = new HashMap<>();
        for (TableModel table : design.tables()) {
            String className = className(entity, table);
            String key = className.toLowerCase(Locale.ROOT);
            String owner = owner(entity, table);
            String taken = claimed.containsKey(key) ? claimed.get(key) : mine.putIfAbsent(key, owner);
            if (taken != null) {
                sink.report(
                        nameSite(table),
                        NameMessages.TABLE_CLASS_TAKEN
                                .with("table", table.name())
                                .with("entity", entity.simpleName())
                                .with("class", className)
                                .with("taken", taken));
            }
        }
    }

    /** Records the classes of a clean entity's tables: it is about to be generated. */
    public void claim(EntityDesign design) {
        for (TableModel table : design.tables()) {
            String className = className(design.entity(), table);
            claimed.put(className.toLowerCase(Locale.ROOT), owner(design.entity(), table));
        }
    }

    private static String owner(EntityModel entity, TableModel table) {
        return Phrase.TABLE_OF
                .with("table", table.name())
                .with("entity", entity.simpleName())
                .text();
    }

    private static String className(EntityModel entity, TableModel table) {
        String simpleName = TableNames.tableClass(table);
        return entity.packageName().isEmpty() ? simpleName : entity.packageName() + "." + simpleName;
    }

    /** Where the table is named: its pattern, or {@code @Entity(table)} for a generated base table. */
    private static Site nameSite(TableModel table) {
        return table.site().annotation() == null ? table.site().entityMember("table") : table.site();
    }
}
