package dev.queryfirst.processor.generate.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.queryfirst.processor.derive.MemberNames;
import dev.queryfirst.processor.model.Attribute;
import dev.queryfirst.processor.model.ReferencePlan;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javax.lang.model.element.Modifier;

/**
 * The live copies an entity E's writes copy (docs/mapping-rules.md, "Live references"):
 * {@code withLiveCopiesAsync(e)}, which reads each live reference's R from R's base table,
 * concurrently, and returns E with those values in place of the R objects passed in. An application
 * holds objects across requests: a device saved with a site read before the site's rename must not
 * write the old name back into every copy, nor {@code new Site(id, null, null)} nulls. R's key
 * stays the one passed (it names the R referenced); a reference to an R that does not exist
 * (dangling) is copied as passed, which the audit reports as dangling, never as stale.
 */
final class LiveCopyMethods {

    static final String METHOD = "withLiveCopiesAsync";

    private static final ClassName COMPLETABLE_FUTURE = ClassName.get(CompletableFuture.class);

    private final EntityAccess access;
    private final List<ReferencePlan> plans;

    /** @param plans the entity's live references whose referenced entity is compiled with it */
    LiveCopyMethods(EntityAccess access, List<ReferencePlan> plans) {
        this.access = access;
        this.plans = plans.stream().filter(ReferencePlan::readsReferenced).toList();
    }

    /** Whether the entity's writes read any referenced entity first. */
    boolean reads() {
        return !plans.isEmpty();
    }

    /** The Javadoc sentence of the writes that read R first, or nothing. */
    String writeDoc() {
        if (!reads()) {
            return "";
        }
        List<String> references =
                plans.stream().map(plan -> "{@code " + plan.attribute() + "}").toList();
        return "\n\n<p>The copies of " + String.join(", ", references)
                + " come from the referenced entity's own table, read meanwhile (one row each), not from the object"
                + " passed: every copied attribute, {@code @Fixed} ones included, so an object read before a rename"
                + " writes the new name and one holding its key alone writes no nulls. A reference to an entity that"
                + " does not exist is copied as passed (the audit reports it as dangling; the entity's insert then"
                + " propagates to it).";
    }

    /**
     * {@code withLiveCopiesAsync(order)}: the stage of the entity as its tables store it, or the
     * entity itself (in a completed stage) when it has no live reference to read.
     */
    CodeBlock call(String variable) {
        return reads()
                ? CodeBlock.of("$N($N)", METHOD, variable)
                : CodeBlock.of("$T.completedFuture($N)", COMPLETABLE_FUTURE, variable);
    }

    MethodSpec method() {
        String variable = access.variable();
        Set<String> taken = new LinkedHashSet<>(List.of(variable));
        List<String> reads = new ArrayList<>();
        List<String> copies = new ArrayList<>();
        for (ReferencePlan plan : plans) {
            reads.add(unique(plan.attribute() + "Read", taken));
            copies.add(unique(plan.attribute() + "Copy", taken));
        }
        String allRead = unique("allRead", taken);
        String found = unique("found", taken);
        MethodSpec.Builder method = MethodSpec.methodBuilder(METHOD)
                .addModifiers(Modifier.PRIVATE)
                .addJavadoc(
                        Docs.wrap(
                                "{@code $N} as its tables store it: the live copies of its references as the referenced"
                                        + " entities' base tables hold them now, read concurrently (one row each), with the"
                                        + " referenced keys {@code $N} names. A reference that is null, or to an entity that does"
                                        + " not exist, stays as passed.\n"),
                        variable,
                        variable)
                .returns(Methods.stageOf(access.entityType()))
                .addParameter(access.entityType(), variable);
        for (int i = 0; i < plans.size(); i++) {
            method.addStatement("$L", read(plans.get(i), reads.get(i), variable));
        }
        CodeBlock.Builder body = CodeBlock.builder();
        for (int i = 0; i < plans.size(); i++) {
            ReferencePlan plan = plans.get(i);
            body.add(copy(
                    plan, copies.get(i), reads.get(i), found, unique(plan.attribute() + "Found", taken), variable));
        }
        body.add(access.construct(
                List.of(),
                leaf -> access.getterChain(leaf, variable),
                reference -> {
                    int live = indexOf(reference);
                    return live >= 0 ? CodeBlock.of("$N", copies.get(live)) : access.getterChain(reference, variable);
                },
                unique(variable + "Copy", taken)));
        return method.addCode(
                        "return $T.allOf($L).thenApply($N -> {\n$>$L$<});\n",
                        COMPLETABLE_FUTURE,
                        CodeBlock.join(
                                reads.stream().map(r -> CodeBlock.of("$N", r)).toList(), ", "),
                        allRead,
                        body.build())
                .build();
    }

    /** R's attribute at {@code path} (under the reference) as E copies it: from R's table when live. */
    private CodeBlock copyOf(ReferencePlan plan, List<String> path, String found, String variable) {
        Attribute attribute = access.attribute(path);
        return plan.live(path.get(1))
                ? CodeBlock.of("$N.$N()", found, attribute.getter())
                : access.getterChain(path, variable);
    }

    /** The index of the live reference at {@code path} (an attribute of E), or -1. */
    private int indexOf(List<String> path) {
        for (int i = 0; i < plans.size(); i++) {
            if (path.size() == 1 && plans.get(i).attribute().equals(path.get(0))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * {@code order.customer() == null || order.customer().id() == null}: the entity references no R,
     * or one whose key is incomplete, so there is nothing to read.
     */
    private CodeBlock noReference(List<String> path, String variable) {
        Set<String> checks = new LinkedHashSet<>();
        checks.add(
                CodeBlock.of("$L == null", access.getterChain(path, variable)).toString());
        for (List<String> key : access.referenceKeyPaths(path)) {
            for (int end = path.size() + 1; end <= key.size(); end++) {
                List<String> step = key.subList(0, end);
                if (!JavaTypes.isPrimitive(access.attribute(step).type())) {
                    checks.add(CodeBlock.of("$L == null", access.getterChain(step, variable))
                            .toString());
                }
            }
        }
        return CodeBlock.of("$L", String.join(" || ", checks));
    }

    /** {@code name}, or {@code name2}, {@code name3}… when taken; then taken. */
    /** {@code customerRead}: the referenced entity's base row, read unless the reference is null. */
    private CodeBlock read(ReferencePlan plan, String read, String variable) {
        List<String> path = List.of(plan.attribute());
        ClassName referenced = access.referenceType(path);
        TypeName stage = ParameterizedTypeName.get(COMPLETABLE_FUTURE, Methods.optionalOf(referenced));
        return CodeBlock.of(
                "$T $N = $L\n? $T.completedFuture($T.<$T>empty())\n: $N.currentAsync(reader, $L).toCompletableFuture()",
                stage,
                read,
                noReference(path, variable),
                COMPLETABLE_FUTURE,
                Optional.class,
                referenced,
                MemberNames.referenceField(plan.attribute()),
                access.getterChain(path, variable));
    }

    /** {@code customerCopy}: the reference rebuilt from what was read, else as passed. */
    private CodeBlock copy(
            ReferencePlan plan, String copy, String read, String found, String rebuilt, String variable) {
        List<String> path = List.of(plan.attribute());
        CodeBlock construct = access.construct(
                path,
                leaf -> copyOf(plan, leaf, found, variable),
                nested -> copyOf(plan, nested, found, variable),
                rebuilt);
        return CodeBlock.of(
                "$T $N = $N.join().map($N -> {\n$>$L$<}).orElse($L);\n",
                access.referenceType(path),
                copy,
                read,
                found,
                construct,
                access.getterChain(path, variable));
    }

    private static String unique(String name, Set<String> taken) {
        String candidate = name;
        for (int n = 2; !taken.add(candidate); n++) {
            candidate = name + n;
        }
        return candidate;
    }
}
