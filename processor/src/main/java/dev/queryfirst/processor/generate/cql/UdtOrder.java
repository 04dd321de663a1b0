package dev.queryfirst.processor.generate.cql;

import dev.queryfirst.processor.model.UdtModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Orders user-defined types so each is created after the types its fields use: Cassandra rejects
 * a {@code CREATE TYPE} that names a type not created yet. The model already lists types in
 * dependency order; sorting again costs little and keeps the DDL valid whatever the producer did.
 * The sort is stable: independent types keep their given order.
 */
public final class UdtOrder {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private UdtOrder() {}

    public static List<UdtModel> sorted(List<UdtModel> types) {
        Map<String, UdtModel> byName = new LinkedHashMap<>();
        types.forEach(t -> byName.put(t.name(), t));
        Set<String> done = new LinkedHashSet<>();
        List<UdtModel> out = new ArrayList<>();
        for (UdtModel type : types) {
            visit(type, byName, done, new LinkedHashSet<>(), out);
        }
        return out;
    }

    private static void visit(
            UdtModel type, Map<String, UdtModel> byName, Set<String> done, Set<String> path, List<UdtModel> out) {
        if (done.contains(type.name()) || !path.add(type.name())) {
            // A cycle cannot be declared in CQL at all; derive reports it (QF108) before generation.
            return;
        }
        for (UdtModel.Field field : type.fields()) {
            Matcher words = WORD.matcher(field.cqlType());
            while (words.find()) {
                UdtModel used = byName.get(words.group());
                if (used != null && !used.name().equals(type.name())) {
                    visit(used, byName, done, path, out);
                }
            }
        }
        done.add(type.name());
        out.add(type);
    }
}
