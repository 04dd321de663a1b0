package dev.queryfirst.processor.diagnostics;

import static dev.queryfirst.processor.diagnostics.Code.QF109;
import static dev.queryfirst.processor.diagnostics.Code.QF311;

/**
 * The catalog's masking situations (docs/mapping-rules.md, "Masked columns"): a {@code @Masked}
 * whose function Cassandra 5.0 would refuse when the table is created (QF109), and a masked
 * attribute that reads restrict by (QF311). {@code {attribute}} is {@link Phrase#ATTRIBUTE}.
 */
public enum MaskMessages implements Message {
    MASK_ARGUMENT_COUNT(
            QF109,
            "invalid @Masked({function}) on {attribute}: {call} takes {expected}, and {count} given. Fix: {fix}"),
    MASK_BAD_ARGUMENT(
            QF109,
            "invalid @Masked({function}) argument \"{argument}\" on {attribute}: {call} takes {expected} there. Fix:"
                    + " {fix}"),
    MASK_NOT_TEXT(
            QF109,
            "invalid @Masked({function}) on {attribute} of CQL type {type}: {call} masks text only, and creating the"
                    + " table would fail. Fix: use Masked.Function.DEFAULT, NULL or HASH for a column of type {type}"),
    MASK_HASH_NOT_BLOB(
            QF109,
            "invalid @Masked(HASH) on {attribute} of CQL type {type}: mask_hash returns a blob, and Cassandra attaches"
                    + " a mask only to a column of the type it returns, so creating the table would fail. Fix: use"
                    + " Masked.Function.DEFAULT, NULL or REPLACE, or store the value as a blob (byte[])"),
    MASK_ON_REFERENCE(
            QF109,
            "invalid @Masked on {attribute}: a reference is stored as the referenced entity's key columns, which"
                    + " its own attributes declare. Fix: put @Masked on the referenced entity's attribute, or remove it"),
    MASKED_IN_WHERE(
            QF311,
            "access pattern {pattern} restricts by {path}, which is masked: a role without UNMASK needs the SELECT_MASKED"
                    + " permission to restrict a read by a masked column, or the read fails as unauthorized. Fix: GRANT SELECT_MASKED ON TABLE {table} TO the application's role, or"
                    + " read by an attribute that is not masked"),
    MASKED_KEY(
            QF311,
            "{attribute} is masked and part of the key: every read of a row restricts by it, so a role without"
                    + " SELECT_MASKED cannot read the rows at all, and the value it looks up is the one the mask was"
                    + " meant to hide. Fix: GRANT SELECT_MASKED (and UNMASK) to the application's role, or key the"
                    + " entity by an identifier that needs no mask");

    private final Code code;
    private final String template;

    MaskMessages(Code code, String template) {
        this.code = code;
        this.template = template;
    }

    @Override
    public Code code() {
        return code;
    }

    @Override
    public String template() {
        return template;
    }
}
