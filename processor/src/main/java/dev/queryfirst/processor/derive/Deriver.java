package dev.queryfirst.processor.derive;

import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.diagnostics.NameMessages;
import dev.queryfirst.processor.diagnostics.Phrase;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.model.AccessPatternModel;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.BaseDecision;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.IndexModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.PatternPlan;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The derive phase: applies the mapping rules (docs/mapping-rules.md) to one entity at a time and assembles
 * the keyspaces. Pure functions of the model; every problem goes to the {@link Sink}.
 */
public final class Deriver {

    private final Sink sink;

    /**
     * @param options the processor options; no mapping rule is tunable today, the parameter keeps
     *     the phases' constructors alike
     * @param sink where problems go
     */
    public Deriver(ProcessorOptions options, Sink sink) {
        Objects.requireNonNull(options, "options");
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    /**
     * Tables, indexes and pattern plans of one entity. {@code known} = every entity model of the
     * compilation, by qualified name (includes referenced entities read from class files). An entity
     * whose columns cannot be derived (a bad reference, a key type CQL refuses) gets an empty design;
     * an entity without a key is read's QF102 and gets an empty design too.
     */
    public EntityDesign derive(EntityModel entity, Map<String, EntityModel> known) {
        EntityDesign empty = DesignRules.empty(entity);
        if (entity.key().isEmpty()) {
            return empty;
        }
        Optional<Flattened> flattened = Flattener.flatten(entity, known, sink);
        if (flattened.isEmpty()
                || !keyTypesAllowed(entity, flattened.get())
                || !versionColumnFree(entity, flattened.get())
                || !new CounterRules(sink).check(entity, known)) {
            return empty;
        }
        Flattened flat = flattened.get();
        PatternResolver resolver = new PatternResolver(entity, flat, sink);
        KeyRules rules = new KeyRules(entity, flat, sink);
        TableSet tables = new TableSet(entity, flat, new Tables(entity, flat), sink);
        List<AccessPatternModel> indexPatterns = new ArrayList<>();
        NearestRules nearest = new NearestRules(entity, flat, sink);
        List<AccessPatternModel> nearestPatterns = new ArrayList<>();
        List<ResolvedPattern> tablePatterns = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (AccessPatternModel pattern : entity.accessPatterns()) {
            Optional<String> member = daoMemberClash(pattern.name(), entity.accessPatterns());
            if (!names.add(pattern.name())) {
                sink.report(
                        pattern.site().member("name"),
                        NameMessages.DUPLICATE_PATTERN_NAME
                                .with("entity", entity.simpleName())
                                .with("pattern", pattern.name()));
            } else if (member.isPresent()) {
                sink.report(
                        pattern.site().member("name"),
                        NameMessages.PATTERN_NAME_TAKEN_BY_DAO
                                .with("pattern", pattern.name())
                                .with("entity", entity.simpleName())
                                .with("method", member.get()));
            } else if (pattern.isNearest()) {
                if (nearest.valid(pattern)) {
                    nearestPatterns.add(pattern);
                    // With where, the pattern's own table holds the partition its search stays in.
                    if (!pattern.where().isEmpty()) {
                        resolver.resolve(pattern).ifPresent(tablePatterns::add);
                    }
                }
            } else if (pattern.indexStrategy()) {
                indexPatterns.add(pattern);
            } else {
                resolver.resolve(pattern).ifPresent(tablePatterns::add);
            }
        }
        if (entity.hasCounters()) {
            CounterRules.table(entity, flat, tablePatterns, rules, tables);
        } else {
            for (ResolvedPattern pattern : tablePatterns) {
                rules.layout(pattern).ifPresent(layout -> tables.add(pattern, layout));
            }
        }
        BaseDecision base = tables.ensureBase(known);
        IndexRules indexes = new IndexRules(entity, flat, sink);
        for (AccessPatternModel pattern : indexPatterns) {
            indexes.add(pattern, tables.indexTarget());
        }
        List<IndexModel> allIndexes = new ArrayList<>(indexes.indexes());
        for (AccessPatternModel pattern : nearestPatterns) {
            Optional<TableModel> target = pattern.where().isEmpty()
                    ? tables.indexTarget()
                    : tables.plans().stream()
                            .filter(p -> p.pattern() == pattern)
                            .map(PatternPlan::table)
                            .findFirst();
            target.flatMap(t -> nearest.index(pattern, t))
                    .filter(index -> allIndexes.stream().noneMatch(i -> i.name().equals(index.name())))
                    .ifPresent(allIndexes::add);
        }
        // A nearest pattern's read is generated from its vector index (NearestMethods), not as a plan.
        List<PatternPlan> plans = new ArrayList<>(
                tables.plans().stream().filter(p -> !p.pattern().isNearest()).toList());
        plans.addAll(indexes.plans());
        plans.sort(Comparator.comparingInt(p -> entity.accessPatterns().indexOf(p.pattern())));
        EntityDesign design = DesignRules.design(
                entity,
                LiveReferences.withIndexes(entity, flat, tables.tables(), known),
                List.copyOf(allIndexes),
                List.copyOf(plans),
                known,
                base);
        DirectoryRules.check(design, sink);
        return design;
    }

    /**
     * Groups designs by keyspace, collects the UDTs (dependency order), sorts everything for
     * reproducible output, and reports names that clash across the entities of a keyspace.
     */
    public List<KeyspaceDesign> assemble(List<EntityDesign> designs, Map<String, EntityModel> known) {
        return new Assembler(sink).assemble(designs);
    }

    /**
     * The DAO member an access pattern's methods ({@code p}, {@code pAsync}, {@code pPage},
     * {@code pPageAsync}, {@code pQuery}) would duplicate: one of the DAO's own, one of
     * {@link Object}'s, or one of another pattern's. A pattern named {@code delete} or
     * {@code insertAsync} was a javac error in the generated DAO (found by the reliability fuzzer).
     */
    private static Optional<String> daoMemberClash(String pattern, List<AccessPatternModel> all) {
        Set<String> others = new HashSet<>(ReservedNames.DAO_MEMBERS);
        all.stream()
                .map(AccessPatternModel::name)
                .filter(name -> !name.equals(pattern))
                .forEach(name -> others.addAll(MemberNames.patternMembers(name)));
        return MemberNames.patternMembers(pattern).stream()
                .filter(others::contains)
                .findFirst();
    }

    /**
     * QF107 when a versioned entity's own column takes the name of the version column its
     * lightweight transactions need: the base table would lose the real version column, and with it
     * the guard against concurrent updates. Found by the reliability module's fuzzer.
     */
    private boolean versionColumnFree(EntityModel entity, Flattened flat) {
        if (!entity.versioned()) {
            return true;
        }
        for (FlatColumn column : flat.columns()) {
            if (column.name().equals(Tables.VERSION_COLUMN)) {
                Attribute top = entity.attribute(column.path().get(0)).orElseThrow();
                sink.report(
                        top.site(),
                        NameMessages.VERSION_COLUMN_TAKEN
                                .with("entity", entity.simpleName())
                                .with("column", Tables.VERSION_COLUMN)
                                .with("path", column.dottedPath()));
                return false;
            }
        }
        return true;
    }

    /** QF106 for a key attribute whose type CQL cannot put in a primary key; reported once. */
    private boolean keyTypesAllowed(EntityModel entity, Flattened flat) {
        boolean ok = true;
        for (FlatColumn column : flat.key()) {
            Optional<EntityMessages> problem = KeyRules.keyTypeProblem(column);
            if (problem.isPresent()) {
                ok = false;
                Attribute top = entity.attribute(column.path().get(0)).orElseThrow();
                String label =
                        Phrase.KEY_ATTRIBUTE.with("path", column.dottedPath()).text();
                sink.report(top.site(), KeyRules.keyTypeMessage(problem.get(), label, column));
            }
        }
        return ok;
    }
}
