package dev.queryfirst.runtime.tune;

import java.nio.charset.StandardCharsets;

/**
 * Synthetic text of an exact UTF-8 size: words of several scripts (so two-, three- and four-byte
 * characters occur, as in real names and messages), cut to the bytes the estimate counts.
 */
final class Texts {

    private static final String[] WORDS = {
        "alpha",
        "delta",
        "server",
        "queue",
        "Kästchen",
        "Straße",
        "naïve",
        "crème",
        "São",
        "Łódź",
        "Ελλάδα",
        "данные",
        "東京",
        "데이터",
        "مرحبا",
        "order",
        "status",
        "→",
        "✓",
        "🙂",
        "zürich",
        "Dvořák",
        "fjord",
        "ñandú",
        "error",
        "report",
        "wave",
        "ticket",
        "note",
        "ops"
    };

    private Texts() {}

    /** Text of exactly {@code bytes} UTF-8 bytes (at least one), starting with {@code prefix}. */
    static String of(String prefix, int bytes, long hash) {
        int target = Math.max(1, bytes);
        StringBuilder text = new StringBuilder();
        int size = 0;
        for (int i = 0; i < prefix.length() && size < target; ) {
            int codePoint = prefix.codePointAt(i);
            int width = utf8(codePoint);
            if (size + width > target) {
                break;
            }
            text.appendCodePoint(codePoint);
            size += width;
            i += Character.charCount(codePoint);
        }
        long h = hash;
        while (size < target) {
            h = Mix.mix(h + 1);
            String word = (size == 0 ? "" : " ") + WORDS[(int) Math.floorMod(h, (long) WORDS.length)];
            for (int i = 0; i < word.length(); ) {
                int codePoint = word.codePointAt(i);
                int width = utf8(codePoint);
                if (size + width > target) {
                    // Pad with ASCII to hit the size exactly.
                    codePoint = 'a' + (int) Math.floorMod(h >>> 8, 26L);
                    width = 1;
                }
                text.appendCodePoint(codePoint);
                size += width;
                i += Character.charCount(word.codePointAt(i));
                if (size == target) {
                    break;
                }
            }
        }
        return text.toString();
    }

    static int utf8Length(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private static int utf8(int codePoint) {
        return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    }
}
