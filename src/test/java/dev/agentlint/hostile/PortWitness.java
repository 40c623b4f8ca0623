package dev.agentlint.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A local listening socket that counts the connections made to it: hostile fixtures point their
 * URLs here, and a scan must leave the count where it was.
 */
final class PortWitness implements AutoCloseable {

    private final ServerSocket server;
    private final AtomicInteger connections = new AtomicInteger();

    @SuppressWarnings("try") // each connection is accepted only to be counted
    PortWitness() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try (Socket s = server.accept()) {
                    connections.incrementAndGet();
                } catch (IOException ignored) {
                    // closed
                }
            }
        }, "port-witness");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    int port() {
        return server.getLocalPort();
    }

    String url(String path) {
        return "http://127.0.0.1:" + port() + "/" + path;
    }

    int connections() {
        return connections.get();
    }

    /** Connects once itself and waits until that is counted: proof that the witness sees connections. */
    @SuppressWarnings("try") // the connection is held open only while it is counted
    void selfCheck() throws IOException, InterruptedException {
        int before = connections.get();
        try (Socket own = new Socket(InetAddress.getLoopbackAddress(), port())) {
            for (int i = 0; i < 1000 && connections.get() == before; i++) Thread.sleep(10);
        }
        assertThat(connections.get()).as("the witness counted our own connection").isEqualTo(before + 1);
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
