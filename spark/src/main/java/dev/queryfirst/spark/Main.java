package dev.queryfirst.spark;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * The {@code spark-submit} main class of the whole-table jobs.
 *
 * <pre>
 * spark-submit --class dev.queryfirst.spark.Main \
 *     --conf spark.cassandra.connection.host=10.0.0.1 --conf spark.cassandra.connection.localDC=dc1 \
 *     --jars my-application.jar queryfirst-spark.jar \
 *     backfill --keyspace shop [--model shop | --model-file shop.model.json] [--table t ...] [--all] [--rate 20000]
 *
 * ... audit --keyspace shop [--table orders ...] [--repair]
 * </pre>
 *
 * Without a Spark master (run with {@code java}, not {@code spark-submit}) it starts an embedded
 * Spark, {@code local[*]} unless {@code --master local[n]} says otherwise, against
 * {@code --contact-point host:port} in {@code --datacenter dc}. The model description is read from
 * the class path ({@code META-INF/queryfirst/<model>.model.json}; {@code --model} defaults to the
 * keyspace) or from {@code --model-file}. Exit status: 0 done (an audit: clean or repaired),
 * 2 an audit found differences it did not repair, 1 refused or failed.
 */
public final class Main {

    private static final String USAGE = "usage: (backfill | audit) --keyspace ks [--model name | --model-file path]"
            + " [--table t]... [--all] [--rate rows/s] [--repair]"
            + " [--master local[n] --contact-point host:port --datacenter dc]";

    private Main() {}

    public static void main(String[] args) {
        try {
            System.exit(run(args));
        } catch (IllegalArgumentException e) {
            System.err.println("queryfirst-spark: " + e.getMessage());
            System.exit(1);
        }
    }

    /** Runs the job {@code args} name; returns the exit status. */
    static int run(String[] args) {
        Arguments arguments = Arguments.parse(args);
        Model model = arguments.modelFile != null
                ? Model.read(Path.of(arguments.modelFile))
                : Model.fromClasspath(arguments.model != null ? arguments.model : arguments.keyspace);
        JobOptions options = arguments.options();
        try (QueryFirstSpark jobs = arguments.jobs()) {
            if (arguments.job.equals("backfill")) {
                jobs.backfill(model, options).forEach(System.out::println);
                return 0;
            }
            SparkAuditReport report = jobs.audit(model, options);
            System.out.println(report);
            return report.isClean() || report.repaired() ? 0 : 2;
        }
    }

    /** The command line, read. */
    private static final class Arguments {
        String job;
        String keyspace;
        String model;
        String modelFile;
        final List<String> tables = new ArrayList<>();
        boolean all;
        int rate;
        boolean repair;
        String master;
        String contactPoint;
        String datacenter;

        static Arguments parse(String[] args) {
            if (args.length == 0 || !(args[0].equals("backfill") || args[0].equals("audit"))) {
                throw new IllegalArgumentException(USAGE);
            }
            Arguments parsed = new Arguments();
            parsed.job = args[0];
            for (int i = 1; i < args.length; i++) {
                String flag = args[i];
                switch (flag) {
                    case "--all" -> parsed.all = true;
                    case "--repair" -> parsed.repair = true;
                    default -> {
                        if (i + 1 >= args.length) {
                            throw new IllegalArgumentException(flag + " needs a value; " + USAGE);
                        }
                        parsed.set(flag, args[++i]);
                    }
                }
            }
            if (parsed.keyspace == null) {
                throw new IllegalArgumentException("--keyspace is required; " + USAGE);
            }
            return parsed;
        }

        private void set(String flag, String value) {
            switch (flag) {
                case "--keyspace" -> keyspace = value;
                case "--model" -> model = value;
                case "--model-file" -> modelFile = value;
                case "--table" -> tables.add(value);
                case "--rate" -> rate = Integer.parseInt(value);
                case "--master" -> master = value;
                case "--contact-point" -> contactPoint = value;
                case "--datacenter" -> datacenter = value;
                default -> throw new IllegalArgumentException("unknown option " + flag + "; " + USAGE);
            }
        }

        JobOptions options() {
            JobOptions options = JobOptions.defaults().withKeyspace(keyspace).withTables(tables.toArray(String[]::new));
            options = all ? options.withAllTables() : options;
            options = rate > 0 ? options.withRateLimit(rate) : options;
            return repair ? options.withRepair() : options;
        }

        /** The submitted Spark, or an embedded one when there is no master to submit to. */
        QueryFirstSpark jobs() {
            if (new SparkConf().contains("spark.master") && master == null) {
                return QueryFirstSpark.on(SparkSession.builder().getOrCreate());
            }
            if (contactPoint == null || datacenter == null) {
                throw new IllegalArgumentException("without spark-submit, give --contact-point host:port and"
                        + " --datacenter dc (and --master local[n] for fewer cores than all)");
            }
            int colon = contactPoint.lastIndexOf(':');
            InetSocketAddress address = colon < 0
                    ? new InetSocketAddress(contactPoint, 9042)
                    : new InetSocketAddress(
                            contactPoint.substring(0, colon), Integer.parseInt(contactPoint.substring(colon + 1)));
            return QueryFirstSpark.local(master != null ? master : "local[*]", address, datacenter);
        }
    }
}
