package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import org.junit.jupiter.api.Test;

/**
 * A DAO refuses an empty text or blob that would be a table's whole partition key before it
 * sends anything: Cassandra refuses such a key, and in PARALLEL mode the other copies would
 * already be written. Found by the reliability module's value round trips.
 */
class EmptyKeyChecksTest {

    @Test
    void checkKeyRefusesEmptyWholePartitionKeysOnly() {
        Compilation compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.users.Member",
                        "package com.example.users;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.nio.ByteBuffer;",
                        "@Entity(keyspace = \"users\")",
                        "@Cardinality(rows = 1_000_000)",
                        // A change of team or role moves a member's row: not what this test is about.
                        "@SuppressWarnings(\"QF309\")",
                        "@AccessPattern(name = \"byEmail\", where = \"email\")",
                        "@AccessPattern(name = \"byAvatar\", where = \"avatar\")",
                        "@AccessPattern(name = \"byTeamAndRole\", where = {\"team\", \"role\"})",
                        "public record Member(",
                        "    @Key String login,",
                        "    @Cardinality(maxRowsPerValue = 1) String email,",
                        "    @Cardinality(maxRowsPerValue = 1) ByteBuffer avatar,",
                        "    @Cardinality(distinct = 1_000) String team,",
                        "    @Cardinality(distinct = 1_000) String role) {}"));
        assertThat(compilation).succeededWithoutWarnings();
        String[] expected = {
            "Args.notEmptyKey(member.login(), \"member.login\");",
            "Args.notEmptyKey(member.email(), \"member.email\");",
            "Args.notEmptyKey(member.avatar(), \"member.avatar\");"
        };
        for (String check : expected) {
            assertThat(compilation)
                    .generatedSourceFile("com.example.users.MemberDao")
                    .contentsAsUtf8String()
                    .contains(check);
        }
        assertThat(compilation)
                .generatedSourceFile("com.example.users.MemberDao")
                .contentsAsUtf8String()
                .doesNotContain("notEmptyKey(member.team()");
    }
}
