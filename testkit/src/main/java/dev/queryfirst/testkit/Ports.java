package dev.queryfirst.testkit;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Finds TCP ports that are free on every given loopback address.
 *
 * <p>Candidates come from 20000–32767, below Linux's ephemeral range (32768+), so the port is not
 * handed to some outgoing connection between the check and the node binding it.
 */
final class Ports {

    private static final int LOW = 20_000;
    private static final int HIGH = 32_768;
    private static final int ATTEMPTS = 200;

    private Ports() {}

    /** A port free on all {@code addresses}, different from every port in {@code taken}. */
    static int free(List<String> addresses, int... taken) {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int port = ThreadLocalRandom.current().nextInt(LOW, HIGH);
            if (!contains(taken, port) && bindable(addresses, port)) {
                return port;
            }
        }
        throw new IllegalStateException("No free TCP port in " + LOW + "-" + (HIGH - 1) + " on " + addresses);
    }

    static boolean bindable(List<String> addresses, int port) {
        for (String address : addresses) {
            try (ServerSocket socket = new ServerSocket()) {
                socket.setReuseAddress(false);
                socket.bind(new InetSocketAddress(InetAddress.getByName(address), port));
            } catch (IOException e) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] ports, int port) {
        for (int p : ports) {
            if (p == port) {
                return true;
            }
        }
        return false;
    }
}
