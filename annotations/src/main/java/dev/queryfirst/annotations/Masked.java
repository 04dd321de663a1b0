package dev.queryfirst.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Masks the attribute's column with Cassandra 5's dynamic data masking: {@code MASKED WITH
 * mask_default()} in every table holding it. Roles without the {@code UNMASK} permission read the
 * masked value; the application's role reads the real one when granted {@code UNMASK}.
 *
 * <pre>{@code
 * public record Customer(@Key UUID id, String name,
 *                        @Masked("mask_inner(2, 1)") String phone, @Masked String email) {}
 * }</pre>
 *
 * <p>A masked attribute in an access pattern's {@code where} is warned: restricting a masked column
 * needs the {@code SELECT_MASKED} permission (docs/mapping-rules.md, "Masked columns").
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
public @interface Masked {

    /**
     * The masking function call as CQL writes it: {@code mask_default()} (the default),
     * {@code mask_null()}, {@code mask_inner(2, 1)}, {@code mask_outer(1, 2)}, {@code mask_hash()}.
     */
    String value() default "mask_default()";
}
