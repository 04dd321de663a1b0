package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Masks the attribute's column with Cassandra 5's dynamic data masking: every table holding the
 * column declares it {@code MASKED WITH} the function, so a role without the {@code UNMASK}
 * permission reads the masked value. The node needs {@code dynamic_data_masking_enabled: true}.
 *
 * <pre>{@code
 * @Entity
 * public record Customer(@Key UUID id, String name,
 *                        @Masked(value = Masked.Function.INNER, arguments = {"2", "1"}) String phone,
 *                        @Masked String email) {}
 * }</pre>
 *
 * <p>{@code phone} becomes {@code phone text MASKED WITH mask_inner(2, 1)}, {@code email}
 * {@code email text MASKED WITH mask_default()}. A masked attribute in an access pattern's
 * {@code where}, or in the key, is warned: restricting a masked column needs the
 * {@code SELECT_MASKED} permission (docs/mapping-rules.md, "Masked columns").
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Masked {

    /** The masking function: {@link Function#DEFAULT} unless said. */
    Function value() default Function.DEFAULT;

    /**
     * The function's arguments, in CQL's order: none for {@code NULL}, {@code DEFAULT}; the
     * replacement value for {@code REPLACE} (a string column's text as it is, quoted by the
     * processor; any other column's value as a CQL literal); {@code begin, end[, padding]} for
     * {@code INNER} and {@code OUTER} (two counts of characters left in clear, then one padding
     * character, {@code *} by default); {@code [algorithm]} for {@code HASH} ({@code SHA-256} by
     * default).
     */
    String[] arguments() default {};

    /** Cassandra 5.0's masking functions. */
    enum Function {
        /** {@code mask_null()}: reads null. */
        NULL,
        /** {@code mask_default()}: a fixed value of the column's type ({@code ****}, 0, false). */
        DEFAULT,
        /** {@code mask_replace(value)}: reads the given value. */
        REPLACE,
        /** {@code mask_inner(begin, end[, padding])}: text with all but its first and last characters padded. */
        INNER,
        /** {@code mask_outer(begin, end[, padding])}: text with its first and last characters padded. */
        OUTER,
        /** {@code mask_hash([algorithm])}: a hash of the value; a blob, so on a {@code byte[]} only. */
        HASH
    }
}
