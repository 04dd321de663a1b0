package dev.queryfirst.spring.autoconfigure;

import org.jspecify.annotations.Nullable;
import org.springframework.aot.hint.MemberCategory;
import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;
import org.springframework.aot.hint.TypeReference;

/**
 * What a native image must keep for QueryFirst: the resources read at run time (the index the
 * starter reads, {@code META-INF/queryfirst/index.properties}, and the design reports a rehearsal
 * embeds, {@code META-INF/queryfirst/<keyspace>.html}), and every generated class the starter
 * reaches by name: the schema classes (created by their public constructor) and the DAOs (looked up
 * by the audit endpoint).
 */
class QueryFirstRuntimeHints implements RuntimeHintsRegistrar {

    @Override
    public void registerHints(RuntimeHints hints, @Nullable ClassLoader classLoader) {
        hints.resources().registerPattern(QueryFirstIndex.LOCATION);
        hints.resources().registerPattern("META-INF/queryfirst/*.html");
        ClassLoader loader = classLoader != null ? classLoader : QueryFirstRuntimeHints.class.getClassLoader();
        for (QueryFirstIndex.Keyspace keyspace : QueryFirstIndex.load(loader).keyspaces()) {
            hints.reflection()
                    .registerType(TypeReference.of(keyspace.schemaClass()), MemberCategory.INVOKE_PUBLIC_CONSTRUCTORS);
            for (String dao : keyspace.daoClasses()) {
                hints.reflection().registerType(TypeReference.of(dao), MemberCategory.INVOKE_PUBLIC_METHODS);
            }
        }
    }
}
