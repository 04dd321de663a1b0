package dev.queryfirst.reliability.fuzz;

import java.util.List;

/**
 * One generated model: the sources of its entities and value types, and how it was made.
 *
 * @param index its position in the run
 * @param seed the seed that regenerates it ({@code -Dfuzz.seed=<seed> -Dfuzz.models=1})
 * @param defect what was done to it
 * @param detail the exact variant, for the report ({@code "unsupported type java.lang.Thread"})
 * @param sources its compilation units, the main entity first
 */
record FuzzModel(int index, long seed, Defect defect, String detail, List<JavaSource> sources) {

    FuzzModel {
        sources = List.copyOf(sources);
    }

    /** A one-line description with everything needed to reproduce it. */
    String label() {
        return "model #" + index + " (seed " + seed + ", " + defect + ": " + detail + ")";
    }
}
