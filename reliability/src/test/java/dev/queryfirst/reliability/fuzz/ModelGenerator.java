package dev.queryfirst.reliability.fuzz;

import java.util.Random;

/**
 * Turns a seed into a {@link FuzzModel}: a good design, then one defect. The same seed always
 * gives the same sources, so any failure is reproduced from the seed it prints.
 */
final class ModelGenerator {

    /** How often each defect is drawn, out of the total: good designs most, each bad one a little. */
    private static int weight(Defect defect) {
        return switch (defect) {
            case NONE -> 8;
            case RESERVED_NAMES, UNICODE_NAMES, NESTED_GENERICS, ABSURD_NUMBERS -> 3;
            case DURATION_PLACES -> 2;
            default -> 1;
        };
    }

    private static final int TOTAL_WEIGHT = java.util.Arrays.stream(Defect.values())
            .mapToInt(ModelGenerator::weight)
            .sum();

    /** The seed of model {@code index} in a run started from {@code runSeed}. */
    static long seedOf(long runSeed, int index) {
        return runSeed * 1_000_003L + index;
    }

    static FuzzModel generate(int index, long seed) {
        Random random = new Random(seed);
        Design design = new DesignGenerator(random).design("fuzz.m" + index);
        Defect drawn = draw(random);
        // A counter entity is a design of its own: the defects are planted in the others, whose
        // codes they call for (a counter entity answers most of them with QF110 first).
        boolean counters =
                design.main.attributes.stream().anyMatch(a -> a.annotations().contains(Ann.COUNTER));
        Defect defect = counters ? Defect.NONE : drawn;
        String detail = new DefectApplier(random, design).apply(defect);
        return new FuzzModel(index, seed, defect, detail, design.sources());
    }

    private static Defect draw(Random random) {
        int roll = random.nextInt(TOTAL_WEIGHT);
        for (Defect defect : Defect.values()) {
            roll -= weight(defect);
            if (roll < 0) {
                return defect;
            }
        }
        throw new AssertionError("weights do not add up");
    }
}
