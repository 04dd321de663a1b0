package dev.queryfirst.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * What derive made of one entity: its tables (the base table first, when it has one), indexes,
 * and the plan of each access pattern. Identical tables are listed once and serve several
 * patterns.
 */
public record EntityDesign(
    EntityModel entity, List<TableModel> tables, List<IndexModel> indexes, List<PatternPlan> plans) {

  /** The base table (primary key = the entity key), absent for immutable entities without one. */
  public Optional<TableModel> baseTable() {
    return tables.stream().filter(TableModel::base).findFirst();
  }
}
