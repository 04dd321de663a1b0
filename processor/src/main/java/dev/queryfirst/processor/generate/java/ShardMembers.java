package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.queryfirst.processor.derive.TableNames;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ColumnModel;
import dev.queryfirst.processor.model.TypeModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The members a {@code shards = N} table class adds (docs/mapping-rules.md, "Shards"):
 * {@code SHARDS}, the runtime's {@code Shards.of(N)}; {@code shardOf(entity)}, the stable hash of
 * the entity's key that fills the {@code shard} column; and {@code ORDER}, the table's clustering
 * order over its selected columns, with which a read merges its shards.
 */
final class ShardMembers {

    static final ClassName SHARDS = JavaTypes.runtime("shard", "Shards");
    static final ClassName ROW_ORDER = JavaTypes.runtime("internal.read", "RowOrder");
    private static final ClassName DATA_TYPES = JavaTypes.driver("type", "DataTypes");
    private static final ClassName CLUSTERING_ORDER = JavaTypes.driver("metadata.schema", "ClusteringOrder");

    private final EntityAccess access;
    private final TableLayout layout;

    ShardMembers(EntityAccess access, TableLayout layout) {
        this.access = access;
        this.layout = layout;
    }

    void addTo(TypeSpec.Builder type) {
        int shards = layout.table().shards();
        if (shards == 1) {
            return;
        }
        type.addField(
                FieldSpec.builder(SHARDS, TableNames.shardsConstant(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc(
                                "The $L shards of every partition: column {@code shard} holds {@link #$N}.\n",
                                shards,
                                TableNames.shardMethod())
                        .initializer("$T.of($L)", SHARDS, shards)
                        .build());
        type.addField(FieldSpec.builder(
                        ROW_ORDER, TableNames.orderConstant(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The clustering order of the rows a {@code SELECT} returns: merges the shards of a read.\n")
                .initializer(order())
                .build());
        type.addMethod(shardMethod());
    }

    /** {@code RowOrder.by(3, DataTypes.TIMESTAMP, ClusteringOrder.DESC).then(0, DataTypes.UUID, ClusteringOrder.ASC)}. */
    private CodeBlock order() {
        CodeBlock.Builder order = CodeBlock.builder();
        List<ColumnModel> clustering = layout.table().clustering();
        for (int i = 0; i < clustering.size(); i++) {
            ColumnModel column = clustering.get(i);
            order.add(
                    "$L$L($L, $T.$L, $T.$L) /* $L */",
                    i == 0 ? CodeBlock.of("$T.", ROW_ORDER) : "\n.",
                    i == 0 ? "by" : "then",
                    layout.statements().get("selectRow").resultIndex(column),
                    DATA_TYPES,
                    column.cqlType().toUpperCase(Locale.ROOT),
                    CLUSTERING_ORDER,
                    column.descending() ? "DESC" : "ASC",
                    column.name());
        }
        return order.build();
    }

    /** {@code shardOf(video)}: {@code SHARDS.shardOf} over the key's values, serialized in key order. */
    private MethodSpec shardMethod() {
        String variable = access.variable();
        return MethodSpec.methodBuilder(TableNames.shardMethod())
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(
                        Docs.wrap("The shard of {@code $N}: MurmurHash3 of its key's CQL-serialized values, modulo"
                                + " $L (see {@link $T}); a row never changes shard."),
                        variable,
                        layout.table().shards(),
                        SHARDS)
                .returns(int.class)
                .addParameter(access.entityType(), variable)
                .addStatement("return $L", shardOf(access, key -> access.value(List.of(key.name()), variable)))
                .build();
    }

    /** {@code SHARDS.shardOf(Shards.serialized(codec, value), …)} over the key attributes' values, in key order. */
    static CodeBlock shardOf(EntityAccess access, Function<Attribute, CodeBlock> value) {
        List<CodeBlock> values = new ArrayList<>();
        for (Attribute key : access.entity().key()) {
            TypeModel.Scalar type = (TypeModel.Scalar) key.type();
            values.add(CodeBlock.of(
                    "$T.serialized($L, $L)", SHARDS, RowCodecs.codec(type, CodeBlock.of(""), null), value.apply(key)));
        }
        return CodeBlock.of("$N.shardOf($L)", TableNames.shardsConstant(), CodeBlock.join(values, ",\n        "));
    }
}
