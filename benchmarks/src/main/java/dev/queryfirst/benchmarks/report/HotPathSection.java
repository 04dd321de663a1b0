package dev.queryfirst.benchmarks.report;

import dev.queryfirst.benchmarks.audit.HotPathCheck;
import dev.queryfirst.benchmarks.audit.ReflectionScan;
import dev.queryfirst.benchmarks.logs.LogMessageDao;
import dev.queryfirst.benchmarks.logs.LogMessagesByMessageIdTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameAndMessageTypeTable;
import dev.queryfirst.benchmarks.logs.LogMessagesBySourceNameTable;
import dev.queryfirst.runtime.bucket.BucketSpec;
import dev.queryfirst.runtime.internal.Prepared;
import dev.queryfirst.runtime.internal.read.Query;
import dev.queryfirst.runtime.internal.read.Reader;
import dev.queryfirst.runtime.internal.write.WriteBatch;
import dev.queryfirst.runtime.internal.write.Writer;
import java.util.List;

/** Statements prepared once, no reflection, no CQL built on the hot path: the checks and their Markdown. */
final class HotPathSection {

    /** The generated classes and the runtime classes a save or a read runs through. */
    static final List<Class<?>> HOT_CLASSES = List.of(
            LogMessageDao.class,
            LogMessagesBySourceNameTable.class,
            LogMessagesBySourceNameAndMessageTypeTable.class,
            LogMessagesByMessageIdTable.class,
            Writer.class,
            WriteBatch.class,
            Reader.class,
            Query.class,
            BucketSpec.class,
            Prepared.class);

    private final HotPathCheck.Result write;
    private final HotPathCheck.Result read;
    private final List<String> reflection;

    HotPathSection(HotPathCheck.Result write, HotPathCheck.Result read) {
        this.write = write;
        this.read = read;
        this.reflection = ReflectionScan.findings(HOT_CLASSES);
    }

    List<Verdict> verdicts() {
        boolean met = write.clean() && read.clean() && reflection.isEmpty();
        return List.of(Verdict.exact(
                "statements prepared once; no reflection, no CQL built on the hot path",
                "prepare calls " + (write.prepares() + read.prepares()) + ", unprepared statements "
                        + (write.unprepared() + read.unprepared()) + ", reflective references " + reflection.size(),
                met,
                "every DAO prepares its statements when it is created; during the measured rounds the session saw "
                        + "no prepare call and only bound prepared statements, the driver's prepared-statement cache did "
                        + "not grow, and the generated classes and the runtime classes they call name no reflective API.",
                "see the hot-path section: " + (reflection.isEmpty() ? "" : "reflection in " + reflection + "; ")
                        + "write " + write + "; read " + read + "."));
    }

    void writeTo(Markdown md) {
        md.heading(2, "Hot path: prepared once, no reflection, no CQL text")
                .paragraph("Every variant runs on one session wrapper that sees every `execute` and `prepare` call "
                        + "(they all funnel into `Session.execute(Request, GenericType)`), and the driver's "
                        + "`cql-prepared-cache-size` gauge is read before the first warm-up round and after the last round. "
                        + "A hot path that built CQL text would execute unprepared statements or grow the cache; one that "
                        + "prepared per call would show prepare calls.")
                .table(
                        List.of("benchmark", "during warm-up and measured rounds"),
                        List.of(
                                List.of("write (every variant)", write.toString()),
                                List.of("read (all three variants)", read.toString())))
                .paragraph("Reflection: the class files of "
                        + HOT_CLASSES.stream().map(Class::getSimpleName).toList()
                        + " were searched for `java/lang/reflect/`, `forName`, `getDeclared…` and `getMethod`: "
                        + (reflection.isEmpty() ? "none found." : "found " + reflection + "."));
    }
}
