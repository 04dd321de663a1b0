package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The types of one model: the entity under test, then what it references or stores. */
public final class Design {

    public final String packageName;
    public final EntitySpec main;
    public final List<EntitySpec> others = new ArrayList<>();

    Design(String packageName, EntitySpec main) {
        this.packageName = packageName;
        this.main = main;
    }

    public List<JavaSource> sources() {
        List<JavaSource> out = new ArrayList<>();
        out.add(JavaWriter.write(packageName, main));
        others.forEach(o -> out.add(JavaWriter.write(packageName, o)));
        return out;
    }

    String qualified(String simpleName) {
        return packageName + "." + simpleName;
    }

    Optional<EntitySpec> other(String simpleName) {
        return others.stream().filter(o -> o.name.equals(simpleName)).findFirst();
    }

    boolean usesTypeName(String simpleName) {
        return main.name.equals(simpleName) || other(simpleName).isPresent();
    }

    /**
     * Renames an attribute of {@code spec} and every access-pattern entry naming it, so the design
     * stays as good (or as bad) as it was.
     */
    void rename(EntitySpec spec, String from, String to) {
        spec.replace(spec.attribute(from), spec.attribute(from).renamed(to));
        List<PatternSpec> patterns = new ArrayList<>(spec.patterns);
        spec.patterns.clear();
        for (PatternSpec p : patterns) {
            spec.patterns.add(p.withWhere(
                            p.where().stream().map(w -> renamed(w, from, to)).toList())
                    .withRange(p.range() == null ? null : renamed(p.range(), from, to))
                    .withOrderBy(
                            p.orderBy().stream().map(o -> renamed(o, from, to)).toList()));
        }
    }

    /** {@code from}, {@code from.id} or {@code from DESC}, renamed. */
    private static String renamed(String entry, String from, String to) {
        if (entry.equals(from)) {
            return to;
        }
        if (entry.startsWith(from + ".") || entry.startsWith(from + " ")) {
            return to + entry.substring(from.length());
        }
        return entry;
    }
}
