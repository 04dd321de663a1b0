package dev.queryfirst.runtime.audit;

import java.util.List;

/**
 * One derived row that does not match the source of truth.
 *
 * <pre>{@code
 * report.examples().forEach(System.out::println);  // MISSING users_by_email [bob@example.com, bob]
 * }</pre>
 *
 * @param primaryKey the row's primary key values, in key order
 */
public record Finding(Kind kind, String table, List<Object> primaryKey) {

  /** How the row is wrong. */
  public enum Kind {
    /** The source holds an entity whose row in this table is absent. */
    MISSING,
    /** The row is present, but a non-key column differs from the source. */
    STALE,
    /**
     * The row belongs to no entity of the source, or to an entity whose row has moved; or the
     * partition holds static values but no row (its finding then carries the partition key only).
     */
    ORPHANED
  }

  public Finding {
    primaryKey = List.copyOf(primaryKey);
  }

  @Override
  public String toString() {
    return kind + " " + table + " " + primaryKey;
  }
}
