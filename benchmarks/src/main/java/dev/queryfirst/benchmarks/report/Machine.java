package dev.queryfirst.benchmarks.report;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What the figures were measured on, and how busy it was: cores, JDK, OS, and the one-minute load
 * average sampled at every stage of the run. On a shared machine a load above the core count
 * means other processes competed with the benchmark (and the node) for the CPU.
 */
public final class Machine {

    private static final OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

    private final List<String> samples = new ArrayList<>();
    private final List<Double> loads = new ArrayList<>();

    /** Samples the load average now, labelled {@code stage}. */
    public void sampleLoad(String stage) {
        double load = OS.getSystemLoadAverage();
        loads.add(load);
        samples.add(String.format(Locale.ROOT, "%s %.1f", stage, load));
    }

    /** The cores this JVM may use. */
    public int cores() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** Vendor, name and exact version of the JDK. */
    public String jdk() {
        return System.getProperty("java.vm.vendor") + " " + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.runtime.version");
    }

    /** Name, version and architecture of the OS. */
    public String os() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch");
    }

    /** The samples of the load average, in order: {@code start 3.2, write 5.1, …}. */
    public String loadSamples() {
        return String.join(", ", samples);
    }

    /** The highest load average sampled. */
    public double maxLoad() {
        return loads.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
