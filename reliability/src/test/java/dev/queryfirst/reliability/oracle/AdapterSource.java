package dev.queryfirst.reliability.oracle;

import dev.queryfirst.reliability.fuzz.EntitySpec;
import dev.queryfirst.reliability.fuzz.JavaSource;
import dev.queryfirst.reliability.oracle.ModelShape.Attr;
import dev.queryfirst.reliability.oracle.ModelShape.Shape;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the {@link ModelDriver} of one model as Java source, compiled with the model: every DAO
 * call typed, from the DAO surface docs/architecture.md, "The generated code" promises for the model's shape. A DAO that does not
 * have the promised methods fails that compilation, which the oracle reports.
 */
final class AdapterSource {

    static final String CLASS = "OracleAdapter";

    private final ModelShape shape;
    private final String pkg;
    private final String entity;
    private final boolean bean;
    private final StringBuilder out = new StringBuilder();

    private AdapterSource(ModelShape shape) {
        this.shape = shape;
        this.pkg = shape.design().packageName;
        this.entity = shape.design().main.name;
        this.bean = shape.design().main.shape == EntitySpec.Shape.BEAN;
    }

    static JavaSource of(ModelShape shape) {
        return new AdapterSource(shape).write();
    }

    /** {@code m17} → {@code M17Schema}: the keyspace is the package's last segment. */
    private String schemaClass() {
        String keyspace = pkg.substring(pkg.lastIndexOf('.') + 1);
        return Character.toUpperCase(keyspace.charAt(0)) + keyspace.substring(1) + "Schema";
    }

    private JavaSource write() {
        String dao = shape.daoName();
        line("package " + pkg + ";");
        line("");
        line("import com.datastax.oss.driver.api.core.CqlSession;");
        line("import dev.queryfirst.runtime.DaoOptions;");
        line("import dev.queryfirst.runtime.Page;");
        line("import dev.queryfirst.runtime.WriteMode;");
        line("import dev.queryfirst.runtime.audit.AuditReport;");
        line("");
        line("@SuppressWarnings({\"unchecked\", \"rawtypes\"})");
        line("public final class " + CLASS + " implements dev.queryfirst.reliability.oracle.ModelDriver {");
        line("  private " + dao + " logged;");
        line("  private " + dao + " parallel;");
        if (shape.referenced() != null) {
            line("  private " + shape.referenced() + "Dao referenced;");
        }
        line("  private " + dao + " dao(WriteMode mode) { return mode == WriteMode.LOGGED ? logged : parallel; }");
        line("  public void createSchema(CqlSession session, String keyspace) {");
        line("    " + schemaClass()
                + ".create(session, keyspace, dev.queryfirst.runtime.schema.Replication.simple(1));");
        line("  }");
        line("  public void connect(CqlSession session, DaoOptions logged, DaoOptions parallel) {");
        line("    this.logged = " + dao + ".create(session, logged);");
        line("    this.parallel = " + dao + ".create(session, parallel);");
        if (shape.referenced() != null) {
            line("    this.referenced = " + shape.referenced() + "Dao.create(session, logged);");
        }
        line("  }");
        entityMethods();
        writes();
        reads();
        line("  public AuditReport audit() { return logged.audit(); }");
        line("  public AuditReport auditAndRepair() { return logged.auditAndRepair(); }");
        line("  public void saveReferenced(Object[] v) {");
        line(
                shape.referenced() == null
                        ? "    throw new UnsupportedOperationException();"
                        : "    referenced.save(new " + shape.referenced() + "((java.util.UUID) v[0], (String) v[1]));");
        line("  }");
        conversions();
        line("}");
        return new JavaSource(pkg + "." + CLASS, out.toString());
    }

    private void entityMethods() {
        line("  public Object entity(Object[] v) {");
        if (bean) {
            line("    " + entity + " e = new " + entity + "();");
            for (Attr a : shape.attributes()) {
                line("    e.set" + capitalized(a) + "(to" + a.index() + "(v[" + a.index() + "]));");
            }
            line("    return e;");
        } else {
            List<String> args = new ArrayList<>();
            shape.attributes().forEach(a -> args.add("to" + a.index() + "(v[" + a.index() + "])"));
            line("    return new " + entity + "(" + String.join(", ", args) + ");");
        }
        line("  }");
        line("  public Object[] values(Object o) {");
        line("    " + entity + " e = (" + entity + ") o;");
        List<String> values = new ArrayList<>();
        shape.attributes().forEach(a -> values.add("from" + a.index() + "(e." + getter(a) + "())"));
        line("    return new Object[] {" + String.join(", ", values) + "};");
        line("  }");
    }

    private void writes() {
        String cast = "(" + entity + ") e";
        line("  public void insert(WriteMode mode, Object e, boolean async) {");
        line("    if (async) { dao(mode).insertAsync(" + cast + ").toCompletableFuture().join(); }"
                + " else { dao(mode).insert(" + cast + "); }");
        line("  }");
        line("  public boolean update(WriteMode mode, Object e, boolean async) {");
        line(
                shape.immutable()
                        ? "    throw new UnsupportedOperationException();"
                        : "    return async ? dao(mode).updateAsync(" + cast + ").toCompletableFuture().join()"
                                + " : dao(mode).update(" + cast + ");");
        line("  }");
        line("  public void save(WriteMode mode, Object e, boolean async) {");
        line(
                shape.immutable()
                        ? "    throw new UnsupportedOperationException();"
                        : "    if (async) { dao(mode).saveAsync(" + cast + ").toCompletableFuture().join(); }"
                                + " else { dao(mode).save(" + cast + "); }");
        line("  }");
        line("  public boolean delete(WriteMode mode, Object o, boolean async) {");
        line("    " + entity + " e = (" + entity + ") o;");
        if (!shape.hasBase()) {
            line("    if (async) { dao(mode).deleteAsync(e).toCompletableFuture().join(); }"
                    + " else { dao(mode).delete(e); }");
            line("    return true;");
        } else {
            String key = String.join(
                    ", ", shape.key().stream().map(a -> "e." + getter(a) + "()").toList());
            line("    return async ? dao(mode).deleteAsync(" + key + ").toCompletableFuture().join()"
                    + " : dao(mode).delete(" + key + ");");
        }
        line("  }");
        line("  public java.util.Optional<?> findByKey(Object[] k) {");
        if (shape.hasBase()) {
            List<String> key = new ArrayList<>();
            List<Attr> keyAttrs = shape.key();
            for (int i = 0; i < keyAttrs.size(); i++) {
                key.add("to" + keyAttrs.get(i).index() + "(k[" + i + "])");
            }
            line("    return logged.findByKey(" + String.join(", ", key) + ");");
        } else {
            line("    throw new UnsupportedOperationException();");
        }
        line("  }");
    }

    private void reads() {
        line("  public java.util.List<?> list(int pattern, Object[] q, Object from, Object to, int limit,"
                + " boolean async) {");
        line("    switch (pattern) {");
        for (Shape p : shape.patterns()) {
            List<String> args = arguments(p);
            if (p.limited()) {
                args.add("limit");
            }
            String call = "logged." + p.name();
            String joined = String.join(", ", args);
            if (p.singleRow()) {
                line("      case " + p.position() + ": return (async ? " + call + "Async(" + joined
                        + ").toCompletableFuture().join() : " + call + "(" + joined + "))"
                        + ".map(java.util.List::of).orElse(java.util.List.of());");
            } else {
                line("      case " + p.position() + ": return async ? " + call + "Async(" + joined
                        + ").toCompletableFuture().join() : " + call + "(" + joined + ");");
            }
        }
        line("      default: throw new IllegalArgumentException(\"no pattern \" + pattern);");
        line("    }");
        line("  }");
        line("  public Page<?> page(int pattern, Object[] q, Object from, Object to, int pageSize,"
                + " String cursor, boolean async) {");
        line("    switch (pattern) {");
        for (Shape p : shape.patterns()) {
            if (p.singleRow()) {
                continue;
            }
            List<String> args = arguments(p);
            args.add("pageSize");
            args.add("cursor");
            String call = "logged." + p.name();
            String joined = String.join(", ", args);
            line("      case " + p.position() + ": return async ? " + call + "PageAsync(" + joined
                    + ").toCompletableFuture().join() : " + call + "Page(" + joined + ");");
        }
        line("      default: throw new IllegalArgumentException(\"no paged pattern \" + pattern);");
        line("    }");
        line("  }");
    }

    private List<String> arguments(Shape p) {
        List<String> args = new ArrayList<>();
        for (int i = 0; i < p.where().size(); i++) {
            Attr a = p.where().get(i);
            args.add(
                    a.kind() != Kind.REFERENCE
                            ? "to" + a.index() + "(q[" + i + "])"
                            : p.referenceName() ? "(String) q[" + i + "]" : "(java.util.UUID) q[" + i + "]");
        }
        if (p.range() != null) {
            args.add("to" + p.range().index() + "(from)");
            args.add("to" + p.range().index() + "(to)");
        }
        return args;
    }

    /** {@code toN(Object)} and {@code fromN(value)}: the oracle's values and the Java attribute's. */
    private void conversions() {
        for (Attr a : shape.attributes()) {
            String n = String.valueOf(a.index());
            switch (a.kind()) {
                case ENUM -> {
                    line("  private static " + a.javaType() + " to" + n + "(Object o) { return o == null ? null : "
                            + a.javaType() + ".valueOf((String) o); }");
                    line("  private static Object from" + n + "(" + a.javaType()
                            + " x) { return x == null ? null : x.name(); }");
                }
                case REFERENCE -> {
                    line(
                            "  private static " + a.javaType() + " to" + n
                                    + "(Object o) { return o == null ? null : new " + a.javaType()
                                    + "((java.util.UUID) ((java.util.List) o).get(0), (String) ((java.util.List) o).get(1)); }");
                    line("  private static Object from" + n + "(" + a.javaType()
                            + " x) { return x == null ? null : java.util.Arrays.asList(x.id(), x.name()); }");
                }
                default -> {
                    line("  private static " + a.javaType() + " to" + n + "(Object o) { return (" + a.javaType()
                            + ") o; }");
                    line("  private static Object from" + n + "(" + a.javaType() + " x) { return x; }");
                }
            }
        }
    }

    private String getter(Attr a) {
        if (!bean) {
            return a.name();
        }
        return (a.javaType().equals("boolean") ? "is" : "get") + capitalized(a);
    }

    private static String capitalized(Attr a) {
        return Character.toUpperCase(a.name().charAt(0)) + a.name().substring(1);
    }

    private void line(String text) {
        out.append(text).append('\n');
    }
}
