package dev.queryfirst.reliability.fuzz;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The counts a fuzz run prints, and every broken promise with the model that broke it. */
final class FuzzReport {

    private final long runSeed;
    private int models;
    private int compiled;
    private int failed;
    private int crashes;
    private int qf000;
    private int applied;
    private int statements;
    private final Map<Defect, int[]> byDefect = new EnumMap<>(Defect.class);
    /** Code → number of failed models that carry it. */
    private final Map<String, Integer> failuresByCode = new TreeMap<>();

    private final List<String> violations = new ArrayList<>();

    FuzzReport(long runSeed) {
        this.runSeed = runSeed;
    }

    void record(FuzzModel model, Outcome outcome, List<String> broken) {
        models++;
        int[] counts = byDefect.computeIfAbsent(model.defect(), d -> new int[2]);
        if (outcome.succeeded()) {
            compiled++;
            counts[0]++;
        } else {
            failed++;
            counts[1]++;
            outcome.errorCodes().stream().distinct().forEach(code -> failuresByCode.merge(code, 1, Integer::sum));
        }
        if (outcome.crash() != null) {
            crashes++;
        }
        if (outcome.errorCodes().contains("QF000")) {
            qf000++;
        }
        violate(model, broken);
    }

    void applied(FuzzModel model, int statementCount, List<String> rejected) {
        applied++;
        statements += statementCount;
        violate(model, rejected);
    }

    private void violate(FuzzModel model, List<String> broken) {
        for (String b : broken) {
            violations.add(model.label() + "\n  replay: -Dfuzz.seed=" + runSeed + " -Dfuzz.only=" + model.index()
                    + "\n  " + b + "\n  main source:\n" + model.sources().get(0).text());
        }
    }

    int models() {
        return models;
    }

    int crashes() {
        return crashes;
    }

    int qf000() {
        return qf000;
    }

    int applied() {
        return applied;
    }

    List<String> violations() {
        return List.copyOf(violations);
    }

    String summary() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                "processor fuzz (seed %d): %d models, %d compiled, %d failed;"
                        + " %d uncaught exceptions, %d with QF000; %d compiled models' DDL applied"
                        + " (%d statements); %d broken promises%n",
                runSeed, models, compiled, failed, crashes, qf000, applied, statements, violations.size()));
        out.append("  failed models by code: ").append(failuresByCode).append('\n');
        out.append(String.format(
                "  hostile names drawn from %d CQL keywords, %d entity names that are"
                        + " CQL words or types the generated code imports, %d mixed-case or non-ASCII"
                        + " attribute names and %d such entity names%n",
                Vocabulary.CQL_WORDS.size(),
                Vocabulary.HOSTILE_ENTITY_NAMES.size(),
                Vocabulary.UNICODE_NAMES.size(),
                Vocabulary.UNICODE_ENTITY_NAMES.size()));
        out.append("  by defect (compiled/failed):");
        byDefect.forEach((defect, counts) -> out.append(' ')
                .append(defect)
                .append(' ')
                .append(counts[0])
                .append('/')
                .append(counts[1]));
        return out.append('\n').toString();
    }
}
