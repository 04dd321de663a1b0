package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.generate.cql.Marker;
import dev.queryfirst.processor.generate.cql.Statement;
import dev.queryfirst.processor.model.ColumnKind;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * The code that binds a table's columns to a statement and reads them back from a row. Positions
 * are the markers' and results' indexes in a {@link Statement}, never counted here.
 */
final class ColumnCode {

    private static final ClassName STORED_FORM = JavaTypes.runtime("internal", "StoredForm");

    private final EntityAccess access;
    private final TableLayout layout;
    /** The codec field of each column that needs one, by column name. */
    private final Map<String, CodeBlock> codecs = new LinkedHashMap<>();

    /** Creates the codec fields the table's columns need, in {@code fields}. */
    ColumnCode(EntityAccess access, TableLayout layout, CodecFields fields) {
        this.access = access;
        this.layout = layout;
        List<Marker> written = layout.statements().get("insert").markers();
        for (int i = 0; i < written.size(); i++) {
            ColumnModel column = written.get(i).column();
            CodeBlock codec = fields.codecFor(
                    column.name(), column.type(), CodeBlock.of("insert.getVariableDefinitions().get($L).getType()", i));
            if (codec != null) {
                codecs.put(column.name(), codec);
            }
        }
    }

    /**
     * {@code return statement.boundStatementBuilder()}, a {@code .setX(i, …)} per marker of
     * {@code statement} (from {@code set}), then the idempotence flag and {@code build()}.
     *
     * @param builder the statement whose builder is bound: a field, or a parameter
     */
    CodeBlock bound(
            CodeBlock builder, Statement statement, BiFunction<Marker, Integer, CodeBlock> set, boolean idempotent) {
        return CodeBlock.builder()
                .add("return $L.boundStatementBuilder()$>$>", builder)
                .add(sets(statement, set, ""))
                .add("\n.setIdempotence($L)\n.build();\n$<$<", idempotent)
                .build();
    }

    /**
     * One {@code .setX(i, …)} line per marker of {@code statement}, each ending in a comment naming
     * what it binds ({@code // email}); {@code close} ends the last call, before its comment.
     */
    CodeBlock sets(Statement statement, BiFunction<Marker, Integer, CodeBlock> set, String close) {
        CodeBlock.Builder lines = CodeBlock.builder();
        List<Marker> markers = statement.markers();
        for (int i = 0; i < markers.size(); i++) {
            lines.add(
                    "\n$L$L // $L",
                    set.apply(markers.get(i), i),
                    i == markers.size() - 1 ? close : "",
                    commentText(markers.get(i).label()));
        }
        return lines.build();
    }

    /** {@code expression /* label *}{@code /}: a read of a position, saying which column it reads. */
    static CodeBlock labelled(CodeBlock expression, String label) {
        return CodeBlock.of("$L /* $L */", expression, commentText(label));
    }

    /**
     * A column name as comment text: quoted CQL names may hold anything, but a comment must not end
     * early ({@code *}{@code /}), break its line, or hold a backslash javac would read as a Unicode
     * escape.
     */
    private static String commentText(String label) {
        return label.replace("*/", "* /").replace('\\', '/').replaceAll("\\p{Cntrl}", " ");
    }

    /** Binds the markers of a statement from the entity in {@code variable}; a move's write time from {@code timestamp}. */
    BiFunction<Marker, Integer, CodeBlock> fromEntity(String variable) {
        return (marker, index) -> switch (marker.role()) {
            case WRITE_TIME -> CodeBlock.of(".setLong($L, $N)", index, access.local("timestamp"));
            case EXPECTED_VERSION ->
                CodeBlock.of(".set($L, $N, $T.BIGINT)", index, access.local("expected"), RowCodecs.TYPE_CODECS);
            default -> bindColumn(marker.column(), index, variable);
        };
    }

    /** Binds parameter {@code parameter} as the value of {@code column}. */
    CodeBlock bindParameter(ColumnModel column, int index, ParameterSpec parameter) {
        return RowCodecs.bind(column.type(), false, index, CodeBlock.of("$N", parameter), codecs.get(column.name()));
    }

    /** Binds {@code value}, which may be null (a value read through a reference), as {@code column}'s. */
    CodeBlock bindValue(ColumnModel column, int index, CodeBlock value) {
        return RowCodecs.bind(column.type(), true, index, value, codecs.get(column.name()));
    }

    private CodeBlock bindColumn(ColumnModel column, int index, String variable) {
        boolean boxed = !column.isComputed() && EntityAccess.pushedDown(column.path());
        return RowCodecs.bind(column.type(), boxed, index, columnValue(column, variable), codecs.get(column.name()));
    }

    /** The value of {@code column} for the entity in {@code variable}; a bucket is computed. */
    CodeBlock columnValue(ColumnModel column, String variable) {
        if (column.isConstant()) {
            // The whole table is one partition: its key is a constant.
            return CodeBlock.of("0");
        }
        if (column.isShard()) {
            return CodeBlock.of("$N($N)", TableNames.shardMethod(), variable);
        }
        if (column.isBucket()) {
            return CodeBlock.of(
                    "$N.bucketOf($L)", layout.bucketsConstant(column), access.value(column.path(), variable));
        }
        return access.value(column.path(), variable);
    }

    /**
     * The value of key column {@code column} in the form Cassandra compares it: a timestamp in
     * whole milliseconds, a clustering decimal without its scale (the runtime's {@code StoredForm}).
     */
    CodeBlock storedValue(ColumnModel column, String variable) {
        CodeBlock value = columnValue(column, variable);
        if (column.isComputed() || !(column.type() instanceof TypeModel.Scalar scalar)) {
            return value;
        }
        return switch (scalar.kind()) {
            case TIMESTAMP, LOCAL_DATE_TIME -> CodeBlock.of("$T.timestamp($L)", STORED_FORM, value);
            case DECIMAL ->
                column.kind() == ColumnKind.CLUSTERING
                        ? CodeBlock.of("$T.clusteringDecimal($L)", STORED_FORM, value)
                        : value;
            default -> value;
        };
    }

    /** Reads the value at {@code path} from {@code row}, a result of the table's {@code SELECT}s. */
    CodeBlock read(List<String> path) {
        ColumnModel column = selectedColumn(path);
        int index = layout.statements().get("selectRow").resultIndex(column);
        return labelled(RowCodecs.read(column.type(), "row", index, codecs.get(column.name())), column.name());
    }

    /** {@code row.isNull(i)} for the value at {@code path}. */
    CodeBlock isNull(List<String> path) {
        ColumnModel column = selectedColumn(path);
        return labelled(
                CodeBlock.of(
                        "row.isNull($L)", layout.statements().get("selectRow").resultIndex(column)),
                column.name());
    }

    private ColumnModel selectedColumn(List<String> path) {
        return layout.selected().stream()
                .filter(c -> !c.isVersion() && c.path().equals(path))
                .findFirst()
                .orElseThrow(
                        () -> new IllegalArgumentException(layout.table().name() + " selects no column for " + path));
    }
}
