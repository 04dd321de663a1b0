package dev.queryfirst.runtime.migrate;

import com.datastax.oss.driver.api.core.CqlSession;
import dev.queryfirst.runtime.backfill.WriterCheck;
import dev.queryfirst.runtime.backfill.WriterCheck.WhenOlderWriters;
import dev.queryfirst.runtime.instances.DeferredWork;
import dev.queryfirst.runtime.instances.LiveInstance;
import dev.queryfirst.runtime.instances.LiveInstances;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The part of a migration that waits for the previous release (docs/schema-evolution.md,
 * "Rolling releases"): a version's backfills start only when no live instance writes an older
 * version, and its drops run only when no live instance still reads what they drop. Until then
 * both are recorded in {@link DeferredWork}, and each later {@code migrate} tries them again.
 */
final class DeferredSteps {

    private final CqlSession session;
    private final String keyspace;
    private final String module;
    private final WhenOlderWriters when;

    /** A module's versions are its own: so are its older instances and its deferred work. */
    DeferredSteps(CqlSession session, String keyspace, String module, MigrationOptions options) {
        this.session = session;
        this.keyspace = keyspace;
        this.module = module;
        this.when = options.whenOlderWriters();
    }

    /** The check the backfills of {@code version} make before copying. */
    WriterCheck writerCheck(int version) {
        return new WriterCheck(
                module, version, () -> LiveInstances.olderThan(session, keyspace, module, version), when);
    }

    /** Whether {@code statement} drops something: a table, an index, a view, a column. */
    static boolean drops(String statement) {
        String verb = statement.stripLeading().toUpperCase(Locale.ROOT);
        return verb.startsWith("DROP") || verb.startsWith("ALTER") && verb.contains(" DROP ");
    }

    /**
     * Whether {@code drop} of {@code version} may run now; if not, records it deferred (or throws
     * when the options require the work done now).
     */
    boolean mayDrop(int version, String drop) {
        List<LiveInstance> older = LiveInstances.olderThan(session, keyspace, module, version);
        if (older.isEmpty() || when == WhenOlderWriters.FORCE) {
            return true;
        }
        if (when == WhenOlderWriters.REFUSE) {
            throw new MigrationException(
                    version,
                    "version " + version + " of keyspace " + keyspace + " drops what " + older.size()
                            + " live instance(s) of an older version still read: " + older + " (" + drop
                            + "); it runs once they stopped, or force it");
        }
        DeferredWork.defer(session, keyspace, module, drop, DeferredWork.Kind.DROP, version, older);
        return false;
    }

    /** The versions up to {@code highest} with deferred work, in order. */
    Set<Integer> versions(int highest) {
        Set<Integer> versions = new TreeSet<>();
        for (DeferredWork.Deferred deferred : remaining()) {
            if (deferred.version() <= highest) {
                versions.add(deferred.version());
            }
        }
        return versions;
    }

    /** Whether the deferred work of {@code version} would run now rather than be deferred again. */
    boolean ready(int version) {
        return when != WhenOlderWriters.DEFER
                || LiveInstances.olderThan(session, keyspace, module, version).isEmpty();
    }

    /** This module's deferred work. */
    List<DeferredWork.Deferred> remaining() {
        return DeferredWork.list(session, keyspace).stream()
                .filter(deferred -> deferred.module().equals(module))
                .toList();
    }

    /** The statements of {@code step} deferred earlier: its drops that did not run. */
    List<String> deferredStatements(MigrationStep step) {
        Set<String> deferred = new TreeSet<>();
        remaining().stream()
                .filter(d -> d.kind() == DeferredWork.Kind.DROP && d.version() == step.version())
                .forEach(d -> deferred.add(d.work()));
        return step.statements().stream().filter(deferred::contains).toList();
    }

    void dropped(String statement) {
        DeferredWork.done(session, keyspace, statement);
    }
}
