package dev.queryfirst.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import dev.queryfirst.processor.derive.Deriver;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.diagnostics.Diagnostic;
import dev.queryfirst.processor.diagnostics.Sink;
import dev.queryfirst.processor.evolve.MigrationVersion;
import dev.queryfirst.processor.generate.GeneratedBy;
import dev.queryfirst.processor.generate.cql.CqlGenerator;
import dev.queryfirst.processor.generate.java.ClassIndex;
import dev.queryfirst.processor.generate.java.FragmentMarker;
import dev.queryfirst.processor.generate.java.RehearsalGenerator;
import dev.queryfirst.processor.generate.java.SchemaGenerator;
import dev.queryfirst.processor.generate.java.TuneMethods;
import dev.queryfirst.processor.generate.json.ModelDescriptionGenerator;
import dev.queryfirst.processor.generate.report.ReportGenerator;
import dev.queryfirst.processor.model.DropModel;
import dev.queryfirst.processor.model.EntityDesign;
import dev.queryfirst.processor.model.EntityModel;
import dev.queryfirst.processor.model.KeyspaceDesign;
import dev.queryfirst.processor.model.PartitionEstimate;
import dev.queryfirst.processor.model.ProcessorOptions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The outputs that aggregate a keyspace's entities: {@code META-INF/queryfirst/<keyspace>.cql},
 * the design report {@code <keyspace>.html}, the model description {@code <keyspace>.model.json}
 * (for whole-table jobs) and the schema class; with a schema directory, the keyspace's next
 * schema version and the migrations {@code migrations/<keyspace>/V<n>.cql}; each entity's
 * {@code <Entity>Rehearsal} (it needs the estimates, which only the keyspace's pass has together
 * with the designs); and {@code index.properties}, the generated classes of every keyspace.
 * Written once, from the clean entities, with every entity of the keyspace as originating element.
 */
final class KeyspaceOutputs {

    private final ProcessorOptions options;
    private final Reporter reporter;

    KeyspaceOutputs(ProcessorOptions options, Reporter reporter) {
        this.options = options;
        this.reporter = reporter;
    }

    /**
     * @param drops each entity's {@code @Drop}s, by qualified name (used with a schema directory)
     */
    void write(
            List<EntityPipeline.Result> entities,
            Map<String, EntityModel> known,
            Map<String, List<DropModel>> drops,
            GeneratedFiles files)
            throws IOException {
        Sink sink = new Sink();
        List<EntityDesign> designs =
                entities.stream().map(EntityPipeline.Result::design).toList();
        List<KeyspaceDesign> keyspaces = new Deriver(options, sink).assemble(designs, known);
        Optional<SchemaEvolution> evolution =
                options.schemaDir().map(dir -> new SchemaEvolution(dir, options.module()));
        if (!sink.hasErrors()) {
            evolution.ifPresent(e -> e.plan(keyspaces, drops, sink));
        }
        reporter.report(sink.all());
        if (sink.hasErrors()) {
            return;
        }
        List<ClassIndex.Keyspace> index = new ArrayList<>();
        Set<String> everyEntity = new LinkedHashSet<>();
        List<String> fragments = new ArrayList<>();
        for (KeyspaceDesign keyspace : keyspaces) {
            Set<String> members = keyspace.entities().stream()
                    .map(d -> d.entity().qualifiedName())
                    .collect(Collectors.toCollection(LinkedHashSet::new));
            List<EntityPipeline.Result> results = entities.stream()
                    .filter(r -> members.contains(r.design().entity().qualifiedName()))
                    .toList();
            List<PartitionEstimate> estimates =
                    results.stream().flatMap(r -> r.estimates().stream()).toList();
            List<Diagnostic> warnings =
                    results.stream().flatMap(r -> r.warnings().stream()).toList();
            files.resource(keyspace.keyspace() + ".cql", new CqlGenerator().file(keyspace), members);
            List<MigrationVersion> migrations =
                    evolution.isPresent() ? evolution.get().write(keyspace) : List.of();
            files.resource(
                    keyspace.keyspace() + ".html",
                    new ReportGenerator()
                            .html(keyspace, estimates, warnings, SchemaEvolution.changes(keyspace, migrations)),
                    members);
            String schemaPackage = options.schemaPackage().isEmpty()
                    ? keyspace.entities().get(0).entity().packageName()
                    : options.schemaPackage();
            SchemaEvolution.resources(keyspace, migrations, files, members);
            files.resource(
                    keyspace.keyspace() + ".model.json",
                    new ModelDescriptionGenerator(GeneratedBy.version()).json(keyspace, migrations.size()),
                    members);
            List<MethodSpec> methods = new ArrayList<>(
                    evolution.isPresent() ? evolution.get().migrateMethods(keyspace, migrations) : List.of());
            methods.addAll(TuneMethods.of(
                    keyspace,
                    ClassName.get(schemaPackage, TableNames.schemaClass(keyspace.keyspace())),
                    options.module()));
            files.java(
                    new SchemaGenerator()
                            .javaFile(keyspace, schemaPackage, methods, options.module(), migrations.size()),
                    members);
            fragments.add(schemaPackage + "." + TableNames.schemaClass(keyspace.keyspace()));
            if (!options.module().isEmpty()) {
                files.java(FragmentMarker.javaFile(keyspace, options.module()), members);
            }
            RehearsalGenerator rehearsals = new RehearsalGenerator(options.defaultTextBytes(), keyspace.entities());
            for (EntityPipeline.Result result : results) {
                files.java(
                        rehearsals.javaFile(result.design(), result.estimates()),
                        List.of(result.design().entity().qualifiedName()));
            }
            index.add(new ClassIndex.Keyspace(keyspace, schemaPackage, migrations.size(), options.module()));
            everyEntity.addAll(members);
        }
        if (!index.isEmpty()) {
            files.sharedResource(ClassIndex.FILE, ClassIndex.file(index), everyEntity);
        }
        if (!options.module().isEmpty() && !fragments.isEmpty()) {
            files.service(SchemaGenerator.FRAGMENT_SERVICE, fragments);
        }
    }
}
