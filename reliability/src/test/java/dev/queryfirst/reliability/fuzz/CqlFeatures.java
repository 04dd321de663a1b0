package dev.queryfirst.reliability.fuzz;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a generated {@code .cql} file exercises: every column type expression (user-defined type
 * names folded to {@code udt}), quoted identifiers, and table features. Schema changes cost
 * seconds each on a busy two-core node, so the fuzzer applies the models that bring something
 * not applied yet rather than every model that compiled.
 */
final class CqlFeatures {

  /** A column line of a CREATE TABLE or CREATE TYPE: name, then type, then optional STATIC. */
  private static final Pattern COLUMN =
      Pattern.compile("(?m)^ {4}(\"(?:[^\"]|\"\")*\"|\\w+) ([^,\\n]+?)( STATIC)?,?$");
  private static final Pattern UDT = Pattern.compile("frozen<(\"(?:[^\"]|\"\")*\"|(?!list|set|map)\\w+)>");

  private CqlFeatures() {}

  static Set<String> of(String cql) {
    Set<String> features = new TreeSet<>();
    Matcher column = COLUMN.matcher(cql);
    while (column.find()) {
      if (column.group(2).startsWith("PRIMARY KEY")) {
        continue;
      }
      features.add("type " + UDT.matcher(column.group(2)).replaceAll("frozen<udt>"));
      if (column.group(1).startsWith("\"")) {
        features.add("quoted column");
      }
      if (column.group(3) != null) {
        features.add("static column");
      }
    }
    for (String marker : new String[] {"CREATE TYPE", "CUSTOM INDEX", "CLUSTERING ORDER",
        "TimeWindowCompactionStrategy", "default_time_to_live", ".\""}) {
      if (cql.contains(marker)) {
        features.add(marker.equals(".\"") ? "quoted table" : marker);
      }
    }
    return features;
  }
}
