package dev.queryfirst.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.JavaFile;
import com.sun.source.util.Trees;
import dev.queryfirst.annotations.Entity;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.EntityMessages;
import dev.queryfirst.processor.generate.java.EntityGenerator;
import dev.queryfirst.processor.generate.java.LiveCopiesGenerator;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.ProcessorOptions;
import dev.queryfirst.processor.model.ReferencePlan;
import dev.queryfirst.processor.model.Site;
import dev.queryfirst.processor.read.DropReader;
import dev.queryfirst.processor.read.EntityReader;
import dev.queryfirst.processor.read.Reading;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The QueryFirst annotation processor: read → model → derive → check → generate, per
 * {@code @Entity}. Across rounds it keeps qualified names and plain model records, never
 * {@code Element}s (they are not valid from one round to the next). An entity whose types do not
 * exist yet (another processor may generate them) waits for the next round; only when processing
 * is over, and nothing else failed, are its missing types reported.
 *
 * <p>The keyspace-wide outputs (schema class, {@code .cql}, report) aggregate every entity, so
 * they are written once, in the first round that brings no entity to read: by then every entity
 * is in, and the schema class written there is still compiled and processed normally, which a
 * source written in javac's last round is not (javac warns about it).
 *
 * <p>It never throws: a failure becomes QF000 on the entity being processed. It claims nothing
 * ({@code process} returns false), so other processors still see {@code @Entity}.
 */
@AutoService(Processor.class)
public final class QueryFirstProcessor extends AbstractProcessor {

    private static final String ENTITY = Entity.class.getCanonicalName();

    private ProcessorOptions options;
    private Reporter reporter;
    private EntityPipeline pipeline;
    private GeneratedFiles files;
    /** Whether the keyspace-wide outputs are written: entities arriving later cannot join them. */
    private boolean keyspacesWritten;
    /** Entities waiting for types that did not exist yet, by qualified name. */
    private final Set<String> deferred = new LinkedHashSet<>();
    /** Entities already through the pipeline, so a later round does not process them again. */
    private final Set<String> processed = new HashSet<>();
    /** Every entity read cleanly so far (processed or referenced), for derive's pushed-down keys. */
    private final Map<String, EntityModel> known = new LinkedHashMap<>();
    /** Every processed entity's {@code @Drop}s, for the keyspace's next schema version. */
    private final Map<String, List<DropModel>> drops = new LinkedHashMap<>();
    /** The designs of other modules' entities this compilation's live references reach. */
    private ForeignDesigns foreignDesigns;
    /** What other modules on the class path generate in the keyspaces of this compilation. */
    private OtherFragments otherFragments;
    /** The generated {@code LiveCopies} contributions, for their service file. */
    private final List<String> contributions = new ArrayList<>();

    @Override
    public synchronized void init(ProcessingEnvironment processingEnv) {
        super.init(processingEnv);
        reporter =
                new Reporter(processingEnv.getMessager(), processingEnv.getElementUtils(), javacTrees(processingEnv));
        try {
            options = ProcessorOptions.parse(processingEnv.getOptions());
            pipeline = new EntityPipeline(options, reporter);
            files = new GeneratedFiles(processingEnv.getFiler(), processingEnv.getElementUtils(), options.module());
            foreignDesigns = new ForeignDesigns(options, processingEnv.getElementUtils());
            otherFragments = new OtherFragments(processingEnv.getElementUtils(), options.module());
        } catch (IllegalArgumentException badOption) {
            reporter.optionError(badOption.getMessage());
        }
    }

    /** javac's trees, or null under another compiler (or a wrapping environment). */
    private static Trees javacTrees(ProcessingEnvironment environment) {
        try {
            return Trees.instance(environment);
        } catch (IllegalArgumentException notJavac) {
            return null;
        }
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of(ENTITY);
    }

    @Override
    public Set<String> getSupportedOptions() {
        return ProcessorOptions.NAMES;
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (options == null) {
            return false;
        }
        try {
            round(round);
        } catch (RuntimeException | Error failure) {
            reporter.internalError(null, failure, options.debug());
        }
        return false;
    }

    private void round(RoundEnvironment round) {
        Set<String> names = entityNames(round);
        EntityReader reader = new EntityReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), options);
        List<EntityModel> ready = new ArrayList<>();
        Map<String, Reading> stillMissing = new LinkedHashMap<>();
        for (String name : names) {
            try {
                TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
                Reading reading = type == null ? null : reader.read(type);
                if (reading != null && reading.deferred()) {
                    deferred.add(name);
                    stillMissing.put(name, reading);
                } else if (reading != null) {
                    processed.add(name);
                    drops.put(name, new DropReader(processingEnv.getElementUtils()).read(type));
                    reporter.report(reading.diagnostics());
                    reading.model().ifPresent(ready::add);
                }
            } catch (RuntimeException | Error failure) {
                processed.add(name);
                reporter.internalError(name, failure, options.debug());
            }
        }
        reportLibraryEntities(reader, names);
        known.putAll(reader.known());
        // Every entity of the round is derived before any is written: a referenced entity's DAO
        // propagates to the copies in its referrers' tables, so it needs their designs.
        List<EntityDesign> clean = new ArrayList<>();
        ready.forEach(entity -> design(entity).ifPresent(clean::add));
        clean.forEach(this::write);
        if (round.processingOver()) {
            reportMissing(round, stillMissing);
        }
        if (names.isEmpty()
                && deferred.isEmpty()
                && !keyspacesWritten
                && !round.errorRaised()
                && !reporter.errorsReported()
                && !pipeline.clean().isEmpty()) {
            keyspacesWritten = true;
            writeKeyspaces();
        }
    }

    /** The entities to read this round: those deferred so far, then the new ones, by name. */
    private Set<String> entityNames(RoundEnvironment round) {
        Set<String> names = new LinkedHashSet<>(deferred);
        deferred.clear();
        TypeElement entity = processingEnv.getElementUtils().getTypeElement(ENTITY);
        if (entity != null) {
            for (Element element : round.getElementsAnnotatedWith(entity)) {
                if (element instanceof TypeElement type) {
                    names.add(type.getQualifiedName().toString());
                }
            }
        }
        names.removeAll(processed);
        return names;
    }

    private Optional<EntityDesign> design(EntityModel entity) {
        try {
            if (keyspacesWritten) {
                throw new IllegalStateException("it appeared after the keyspace outputs were written"
                        + " (generated by another annotation processor in a late round)");
            }
            return pipeline.run(entity, known).map(EntityPipeline.Result::design);
        } catch (RuntimeException | Error failure) {
            reporter.internalError(entity.qualifiedName(), failure, options.debug());
            return Optional.empty();
        }
    }

    /**
     * The entity's table classes and DAO, originating from it, written once the round's entities
     * are derived: with every clean design so far, for its live references.
     */
    private void write(EntityDesign design) {
        try {
            List<String> origin = List.of(design.entity().qualifiedName());
            Map<String, EntityDesign> designs = new LinkedHashMap<>();
            pipeline.clean()
                    .forEach(result -> designs.put(result.design().entity().qualifiedName(), result.design()));
            List<Diagnostic> closed = new ArrayList<>(otherFragments.clashes(design));
            Map<String, ForeignDesigns.Foreign> foreign = foreignDesigns.of(design, processed, known, closed);
            if (!closed.isEmpty()) {
                reporter.report(closed);
                return;
            }
            foreign.forEach((name, other) -> designs.putIfAbsent(name, other.design()));
            for (JavaFile file : new EntityGenerator().javaFiles(design, designs, options.module())) {
                files.java(file, origin);
            }
            for (ReferencePlan plan : design.references()) {
                if (foreign.containsKey(plan.referenced())
                        && (!plan.copies().isEmpty() || !plan.staticCopies().isEmpty())) {
                    files.java(LiveCopiesGenerator.javaFile(design, plan, options.module()), origin);
                    contributions.add(LiveCopiesGenerator.className(plan));
                }
            }
        } catch (IOException | RuntimeException | Error failure) {
            reporter.internalError(design.entity().qualifiedName(), failure, options.debug());
        }
    }

    private void writeKeyspaces() {
        try {
            new KeyspaceOutputs(options, reporter).write(pipeline.clean(), known, drops, files);
            if (!contributions.isEmpty()) {
                files.service(LiveCopiesGenerator.SERVICE, contributions);
            }
        } catch (IOException failure) {
            reporter.internalError(null, failure, options.debug());
        }
    }

    /**
     * Diagnostics of referenced entities read from class files (not processed here): they are
     * the reason their referencing entities are not generated. javac prints them without a line,
     * which is all a class file allows; the messages name the entity.
     */
    private void reportLibraryEntities(EntityReader reader, Set<String> processedThisRound) {
        for (Reading reading : reader.readings()) {
            if (!processedThisRound.contains(reading.qualifiedName()) && !reading.deferred()) {
                reporter.report(reading.diagnostics());
            }
        }
    }

    /** Types that never appeared: reported only when nothing else failed (else they are echoes). */
    private void reportMissing(RoundEnvironment round, Map<String, Reading> stillMissing) {
        if (round.errorRaised() || reporter.errorsReported()) {
            return;
        }
        for (Reading reading : stillMissing.values()) {
            for (Map.Entry<String, Site> missing : reading.missing().entrySet()) {
                reporter.report(Diagnostic.of(
                        EntityMessages.UNRESOLVED_TYPE
                                .with("entity", reading.qualifiedName())
                                .with("type", missing.getKey()),
                        missing.getValue()));
            }
        }
    }
}
