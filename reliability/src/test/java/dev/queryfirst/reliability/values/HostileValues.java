package dev.queryfirst.reliability.values;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.List;

/** The values the round trips carry: each is a way CQL text built by concatenation would break. */
final class HostileValues {

    /** Text that would end a literal, a statement or the line, or that is not plain ASCII. */
    static final List<String> TEXT = List.of(
            "it's",
            "''",
            "\"double quoted\"",
            "semi;colon; ",
            "-- a CQL comment",
            "// another comment",
            "/* block comment */",
            "'); DROP TABLE documents; --",
            "' OR '1'='1",
            "\\backslash\\",
            "%s %d {} ${jndi:ldap://x}",
            "nul\u0000in the middle",
            "tab\tnewline\ncarriage\rreturn",
            "emoji 😀👍🏽 and a family 👨‍👩‍👧",
            "right to left: שלום مرحبا",
            "combining: e\u0301 vs é",
            "中文字符和日本語のテキスト",
            "\uFEFFbyte order mark",
            " leading and trailing spaces ",
            "?",
            ":named");

    /** Timestamps at CQL's limits (milliseconds since the epoch as a signed long) and around 0. */
    static final List<Instant> INSTANTS = List.of(
            Instant.ofEpochMilli(Long.MIN_VALUE),
            Instant.ofEpochMilli(Long.MAX_VALUE - 1),
            Instant.EPOCH,
            Instant.ofEpochMilli(-1),
            Instant.parse("0001-01-01T00:00:00Z"),
            Instant.parse("1899-12-31T23:59:59.999Z"),
            Instant.parse("9999-12-31T23:59:59.999Z"));

    static final List<BigDecimal> DECIMALS = List.of(
            new BigDecimal("-1234567890.123456789012345678901234567890"),
            new BigDecimal("1E+100"),
            new BigDecimal("0.000"),
            BigDecimal.ZERO);

    static final List<ByteBuffer> BYTES = List.of(
            ByteBuffer.allocate(0),
            ByteBuffer.wrap(new byte[] {0, (byte) 0xFF, '\'', ';', 0}),
            ByteBuffer.wrap("'); DROP TABLE x; --".getBytes(java.nio.charset.StandardCharsets.UTF_8)));

    /** A million characters of text (a million more bytes in UTF-8: every ü takes two). */
    static final String MEGABYTE = "ü'; -- ".repeat((1 << 20) / 7);

    private HostileValues() {}
}
