package dev.queryfirst.processor.generate;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import dev.queryfirst.processor.QueryFirstProcessor;
import java.io.IOException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Optional attributes in derived keys (docs/mapping-rules.md, "Sparse tables"): a table keyed by an
 * attribute outside the entity key that may be null is sparse. Its class says which entities it
 * holds, the DAO checks only the entity key for null, refuses an empty whole partition key (write
 * and read), and moves rows in and out through the runtime's writer. The samples' helpdesk tests
 * run this against the node.
 */
class SparseTablesTest {

    private static Compilation compilation;

    @BeforeAll
    static void compile() {
        compilation = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(
                        JavaFileObjects.forSourceLines(
                                "com.example.desk.Agent",
                                "package com.example.desk;",
                                "import dev.queryfirst.annotations.*;",
                                "@Entity(keyspace = \"desk\")",
                                "@Cardinality(rows = 500)",
                                "public record Agent(@Key String login, String name) {}"),
                        JavaFileObjects.forSourceLines(
                                "com.example.desk.Ticket",
                                "package com.example.desk;",
                                "import dev.queryfirst.annotations.*;",
                                "import java.time.Instant;",
                                "import java.util.UUID;",
                                "@Entity(keyspace = \"desk\")",
                                "@Cardinality(rows = 200_000)",
                                "@AccessPattern(name = \"byAssignee\", where = \"assignee\", orderBy = \"openedAt DESC\")",
                                "@AccessPattern(name = \"byPriority\", where = \"priority\")",
                                "@AccessPattern(name = \"byOwner\", where = \"owner.login\")",
                                "@SuppressWarnings(\"QF305\")",
                                "public record Ticket(",
                                "    @Key UUID ticketId,",
                                "    @Cardinality(distinct = 500) String assignee,",
                                "    Instant openedAt,",
                                "    @Cardinality(distinct = 5_000) int priority,",
                                "    @Cardinality(distinct = 500) Agent owner) {}"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    private static String source(String className) throws IOException {
        return compilation
                .generatedSourceFile("com.example.desk." + className)
                .orElseThrow()
                .getCharContent(true)
                .toString();
    }

    @Test
    void aTableKeyedByOptionalAttributesHoldsOnlyEntitiesWhereTheyAreSet() {
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketsByAssigneeTable")
                .contentsAsUtf8String()
                .contains("public boolean holds(Ticket ticket) {\n"
                        + "    return ticket.assignee() != null && ticket.openedAt() != null;");
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketsByOwnerLoginTable")
                .contentsAsUtf8String()
                .contains("return ticket.owner() != null && ticket.owner().login() != null;");
        // A primitive attribute is never null, and the base table is keyed by K alone.
        for (String table : new String[] {"TicketsByPriorityTable", "TicketsTable"}) {
            assertThat(compilation)
                    .generatedSourceFile("com.example.desk." + table)
                    .contentsAsUtf8String()
                    .doesNotContain("holds(");
        }
    }

    @Test
    void theDaoChecksOnlyTheEntityKeyForNullAndAnOptionalWholeKeyForEmptinessWhenSet() throws IOException {
        String dao = source("TicketDao");
        String checkKey = dao.substring(dao.indexOf("private static void checkKey"));
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketDao")
                .contentsAsUtf8String()
                .contains("Args.notNull(ticket.ticketId(), \"ticket.ticketId\");\n"
                        + "    if (ticket.assignee() != null) {\n"
                        + "      Args.notEmptyKey(ticket.assignee(), \"ticket.assignee\");\n"
                        + "    }");
        if (checkKey.contains("Args.notNull(ticket.assignee()")
                || checkKey.contains("Args.notNull(ticket.openedAt()")
                || checkKey.contains("Args.notNull(ticket.owner()")) {
            throw new AssertionError("checkKey refuses a null optional key attribute:\n" + checkKey);
        }
    }

    @Test
    void aReadOfAnEmptyWholePartitionKeyIsRefusedAndDocumented() {
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketDao")
                .contentsAsUtf8String()
                .contains("Args.notNull(assignee, \"assignee\");\n    Args.notEmptyKey(assignee, \"assignee\");");
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketDao")
                .contentsAsUtf8String()
                .contains("@throws IllegalArgumentException if {@code assignee} is empty: it is a table's whole");
        // owner.login is the whole partition key of tickets_by_owner_login.
        assertThat(compilation)
                .generatedSourceFile("com.example.desk.TicketDao")
                .contentsAsUtf8String()
                .contains("Args.notEmptyKey(ownerLogin, \"ownerLogin\");");
    }

    @Test
    void anImmutableEntityKeepsItsFirstTablesKeyMandatoryAsTheAuditsReference() throws IOException {
        Compilation events = Compiler.javac()
                .withProcessors(new QueryFirstProcessor())
                .withOptions("-Xlint:all,-processing", "-Werror")
                .compile(JavaFileObjects.forSourceLines(
                        "com.example.desk.Call",
                        "package com.example.desk;",
                        "import dev.queryfirst.annotations.*;",
                        "import java.util.UUID;",
                        "@Entity(keyspace = \"desk\", immutable = true)",
                        "@Cardinality(rows = 100_000)",
                        "@AccessPattern(name = \"byLine\", where = \"line\")",
                        "@AccessPattern(name = \"byAgent\", where = \"agent\")",
                        "public record Call(",
                        "    @Key UUID callId,",
                        "    @Cardinality(distinct = 1_000) String line,",
                        "    @Cardinality(distinct = 1_000) String agent) {}"));
        assertThat(events).succeededWithoutWarnings();
        assertThat(events)
                .generatedSourceFile("com.example.desk.CallDao")
                .contentsAsUtf8String()
                .contains("Args.notNull(call.line(), \"call.line\");");
        assertThat(events)
                .generatedSourceFile("com.example.desk.CallDao")
                .contentsAsUtf8String()
                .doesNotContain("Args.notNull(call.agent()");
        assertThat(events)
                .generatedSourceFile("com.example.desk.CallsByAgentTable")
                .contentsAsUtf8String()
                .contains("return call.agent() != null;");
        assertThat(events)
                .generatedSourceFile("com.example.desk.CallsByLineTable")
                .contentsAsUtf8String()
                .doesNotContain("holds(");
    }
}
