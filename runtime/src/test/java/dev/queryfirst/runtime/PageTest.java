package dev.queryfirst.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PageTest {

    @Test
    void aPageWithACursorHasANext() {
        Page<String> page = new Page<>(List.of("a", "b"), "abc");
        assertEquals(List.of("a", "b"), page.items());
        assertEquals(Optional.of("abc"), page.cursor());
        assertTrue(page.hasNext());
    }

    @Test
    void theLastPageHasNoCursor() {
        Page<String> page = new Page<>(List.of(), null);
        assertFalse(page.hasNext());
        assertEquals(Optional.empty(), page.cursor());
    }

    @Test
    void itemsAreACopyThatCannotChange() {
        List<String> items = new ArrayList<>(List.of("a"));
        Page<String> page = new Page<>(items, null);
        items.add("b");
        assertEquals(List.of("a"), page.items());
        assertThrows(UnsupportedOperationException.class, () -> page.items().add("c"));
    }
}
