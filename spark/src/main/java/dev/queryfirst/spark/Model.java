package dev.queryfirst.spark;

import dev.queryfirst.runtime.internal.copy.ModelDescription;
import java.nio.file.Path;

/**
 * The keyspace model the jobs run on: its model description,
 * {@code META-INF/queryfirst/<keyspace>.model.json} as the processor wrote it
 * (docs/model-description.md), read and checked by the runtime, which computes every copy row
 * from it (docs/architecture.md, "The copy row").
 *
 * <pre>{@code
 * Model shop = Model.fromClasspath("shop");       // in the application's jar(s), every module's merged
 * Model same = Model.read(Path.of("shop.model.json"));
 * }</pre>
 */
public final class Model {

    private final ModelDescription description;

    Model(ModelDescription description) {
        this.description = description;
    }

    /**
     * The model of {@code keyspace} in the class path: {@code META-INF/queryfirst/<keyspace>.model.json},
     * or, for a keyspace split over modules, every module's description merged.
     *
     * @throws IllegalArgumentException when no such resource exists, or it has a layout this
     *     QueryFirst does not read
     */
    public static Model fromClasspath(String keyspace) {
        return new Model(ModelDescription.fromClasspath(keyspace));
    }

    /** {@link #fromClasspath(String)} in the resources {@code loader} finds. */
    public static Model fromClasspath(String keyspace, ClassLoader loader) {
        return new Model(ModelDescription.fromClasspath(keyspace, loader));
    }

    /**
     * The model in file {@code path}.
     *
     * @throws IllegalArgumentException when it has a layout this QueryFirst does not read
     */
    public static Model read(Path path) {
        return new Model(ModelDescription.read(path));
    }

    /** The keyspace the model was derived for (a job may run against another, given in its options). */
    public String keyspace() {
        return description.keyspace();
    }

    /** The version of QueryFirst that wrote the description: a job refuses another than its own. */
    public String queryfirstVersion() {
        return description.queryfirstVersion();
    }

    /** Where the description was read from. */
    public String source() {
        return description.source();
    }

    ModelDescription description() {
        return description;
    }

    @Override
    public String toString() {
        return "model of keyspace " + keyspace() + " (" + source() + ", QueryFirst " + queryfirstVersion() + ")";
    }
}
