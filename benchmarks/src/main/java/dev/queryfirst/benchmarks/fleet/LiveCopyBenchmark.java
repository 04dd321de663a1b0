package dev.queryfirst.benchmarks.fleet;

import dev.queryfirst.benchmarks.BenchNode;
import dev.queryfirst.benchmarks.audit.AuditedSession;
import dev.queryfirst.benchmarks.harness.Interleaved;
import dev.queryfirst.benchmarks.harness.Latencies;
import dev.queryfirst.benchmarks.harness.Window;
import dev.queryfirst.benchmarks.write.WriteBenchmark;
import dev.queryfirst.runtime.schema.Replication;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What a live copy from the referenced entity's table costs: devices saved through the generated
 * {@link DeviceDao}, which reads the device's site (one single-partition read, sent while it reads
 * the device's previous state), against the same save copying the {@code Site} object passed
 * ({@link CopiesFromTheObjectPassed}, the DAO before), in interleaved rounds. Each save moves the
 * device's rows (a new {@code lastSeen} and status). Every save passes a site read before the site
 * was renamed, as an application holding objects across requests does: after the rounds, the
 * generated DAO's copies hold the new names and the other's the old ones, which is checked.
 */
public final class LiveCopyBenchmark {

    /** The generated DAO. */
    public static final String FROM_THE_TABLE = "generated DAO: the site copied from its table";
    /** The save before live copies were read. */
    public static final String FROM_THE_OBJECT = "before: the site copied from the object passed";

    private static final int SITES = 200;

    private LiveCopyBenchmark() {}

    /**
     * What the live copy benchmark measured.
     *
     * @param rounds measured save rounds of each variant, by name
     * @param settings the work done
     * @param sites sites the devices are spread over
     * @param namesAsExpected whether the generated DAO's copies hold the sites' current names and the
     *     other's the names of the objects passed
     */
    public record Result(
            Map<String, List<WriteBenchmark.Round>> rounds,
            WriteBenchmark.Settings settings,
            int sites,
            boolean namesAsExpected) {}

    /** Creates the fleet keyspace, the sites and each variant's devices, then saves side by side. */
    public static Result run(BenchNode node, WriteBenchmark.Settings settings, Consumer<String> progress) {
        AuditedSession session = node.session();
        FleetSchema.create(session, Replication.simple(1));
        SiteDao sites = SiteDao.create(session);
        DeviceDao devices = DeviceDao.create(session);
        CopiesFromTheObjectPassed passed = new CopiesFromTheObjectPassed(session, FleetSchema.KEYSPACE);

        Instant now = Instant.now();
        List<Site> held = new ArrayList<>();
        for (int i = 0; i < SITES; i++) {
            Site site = new Site(uuid("site " + i), "Halle " + i, "eu-north", now);
            sites.insert(site);
            held.add(site);
        }
        held.forEach(site -> sites.update(new Site(site.id(), site.name() + " – neu", site.region(), now)));
        List<Device> generated = devices(FROM_THE_TABLE, held, settings.saves(), 0, now);
        List<Device> before = devices(FROM_THE_OBJECT, held, settings.saves(), 0, now);
        for (List<Device> first : List.of(generated, before)) {
            Window.run(0, first.size(), 32, i -> devices.insertAsync(first.get(i)), new Latencies(first.size()));
        }
        progress.accept("live copies: " + SITES + " sites renamed, " + settings.saves() + " devices per variant");

        Map<String, List<WriteBenchmark.Round>> rounds = Interleaved.run(
                List.of(
                        WriteBenchmark.saves(
                                FROM_THE_TABLE,
                                devices::saveAsync,
                                rounds(FROM_THE_TABLE, held, settings, now),
                                settings),
                        WriteBenchmark.saves(
                                FROM_THE_OBJECT,
                                passed::saveAsync,
                                rounds(FROM_THE_OBJECT, held, settings, now),
                                settings)),
                settings.blocks(),
                settings.warmups(),
                settings.rounds(),
                line -> progress.accept("live copies " + line));
        boolean namesAsExpected = devices.findByKey(generated.get(0).id())
                        .orElseThrow()
                        .site()
                        .name()
                        .endsWith(" – neu")
                && !devices.findByKey(before.get(0).id())
                        .orElseThrow()
                        .site()
                        .name()
                        .endsWith(" – neu");
        return new Result(rounds, settings, SITES, namesAsExpected);
    }

    /** Each round's saves of a variant's devices: every device once, seen again, its status flipped. */
    private static Supplier<List<Device>> rounds(
            String variant, List<Site> held, WriteBenchmark.Settings settings, Instant now) {
        AtomicInteger round = new AtomicInteger();
        return () -> devices(variant, held, settings.saves(), round.incrementAndGet(), now);
    }

    /** {@code count} devices of {@code variant} (keys of its own), as saved in round {@code round}. */
    private static List<Device> devices(String variant, List<Site> held, int count, int round, Instant now) {
        List<Device> devices = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            devices.add(new Device(
                    uuid(variant + " device " + i),
                    held.get(i % held.size()),
                    round % 2 == 0 ? "online" : "offline",
                    now.plusSeconds(round).plusNanos(i * 1_001L),
                    "Sensor " + i));
        }
        return devices;
    }

    private static UUID uuid(String name) {
        return UUID.nameUUIDFromBytes(name.getBytes(StandardCharsets.UTF_8));
    }
}
