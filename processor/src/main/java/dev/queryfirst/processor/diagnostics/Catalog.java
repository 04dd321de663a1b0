package dev.queryfirst.processor.diagnostics;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything the processor says, in one place: each family of situations is an enum of this
 * package implementing {@link Message}, and {@link Phrase} holds the parts they share.
 *
 * <p>To add a situation: add a constant to the family of its code (a new family enum goes in
 * {@link #FAMILIES}), with the code and a template whose values are named ({@code {table}}) and
 * that ends with {@code Fix: ...}; report it with {@code sink.report(site, Family.NAME.with("table",
 * name))}; and add an end-to-end test that asserts it on its line, annotated
 * {@code @Covers("NAME")} (the every-message test fails until there is one). Then regenerate
 * {@code docs/diagnostics.md} ({@code -Ddocs.update=true}).
 */
public final class Catalog {

    /** The family enums, in code order. */
    static final List<Class<? extends Message>> FAMILIES = List.of(
            ProcessorMessages.class,
            EntityMessages.class,
            VectorMessages.class,
            MaskMessages.class,
            PatternMessages.class,
            NameMessages.class,
            ValueMessages.class,
            CounterMessages.class,
            PartitionMessages.class,
            LoadMessages.class,
            TombstoneMessages.class,
            CostMessages.class,
            OptionMessages.class,
            EvolutionMessages.class);

    private Catalog() {}

    /** Every message of the catalog, family by family. */
    public static List<Message> messages() {
        List<Message> all = new ArrayList<>();
        for (Class<? extends Message> family : FAMILIES) {
            all.addAll(List.of(family.getEnumConstants()));
        }
        return List.copyOf(all);
    }
}
