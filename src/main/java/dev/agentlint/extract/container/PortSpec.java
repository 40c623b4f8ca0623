package dev.agentlint.extract.container;

import dev.agentlint.base.Phrase;
import dev.agentlint.model.Location;
import dev.agentlint.model.PublishedPort;
import java.util.Locale;

/**
 * A published port in the {@code -p} / Compose short syntax:
 * {@code [[IP:][HOSTPORT]:]CONTAINERPORT[/PROTOCOL]}, IPv6 addresses bracketed ({@code [::1]:80:80})
 * or not ({@code ::1:80:80}).
 *
 * @param hostIp        the host address, null when none is written (the engine default: every interface)
 * @param hostPort      the host port or range, empty for a random port
 * @param containerPort the container port or range
 * @param protocol      tcp (default), udp or sctp
 */
public record PortSpec(String hostIp, String hostPort, String containerPort, String protocol) {

    public static PortSpec parse(String written) {
        String s = written.strip();
        String protocol = "tcp";
        int slash = s.lastIndexOf('/');
        if (slash >= 0 && slash > s.lastIndexOf(']')) {
            protocol = s.substring(slash + 1).toLowerCase(Locale.ROOT);
            s = s.substring(0, slash);
        }
        String ip = null;
        if (s.startsWith("[")) {
            int close = s.indexOf(']');
            if (close > 0) {
                ip = s.substring(1, close);
                s = s.substring(close + 1);
                if (s.startsWith(":")) s = s.substring(1);
                String[] rest = s.split(":", -1);
                if (rest.length >= 2) return new PortSpec(ip, rest[0], rest[rest.length - 1], protocol);
                return new PortSpec(ip, "", s, protocol);
            }
        }
        String[] parts = s.split(":", -1);
        int n = parts.length;
        if (n == 1) return new PortSpec(null, "", parts[0], protocol);
        if (n == 2) return new PortSpec(null, parts[0], parts[1], protocol);
        ip = String.join(":", java.util.Arrays.copyOfRange(parts, 0, n - 2));
        return new PortSpec(ip.isEmpty() ? null : ip, parts[n - 2], parts[n - 1], protocol);
    }

    public PublishedPort toPort(Phrase via, Location at) {
        return new PublishedPort(hostIp, hostPort, containerPort, protocol, via, at);
    }

    /**
     * The port as the engine reads it, with the string it is written as and where that string is
     * alone ({@code written} is what {@link #parse} read, before any interpolation).
     */
    public PublishedPort toPort(Phrase via, Location at, String written, Location writtenAt) {
        return new PublishedPort(hostIp, hostPort, containerPort, protocol, via, at,
                new PublishedPort.Written(written, onLoopback(written), writtenAt), null);
    }

    /**
     * A port string bound to the loopback address instead of every interface: {@code 8080:80}
     * becomes {@code 127.0.0.1:8080:80}, {@code 80} {@code 127.0.0.1::80}, {@code 0.0.0.0:80:80}
     * {@code 127.0.0.1:80:80} and {@code [::]:80:80} {@code [::1]:80:80}. Null when the string
     * names another address or is not one that reads back exactly (spaces, variables).
     */
    static String onLoopback(String written) {
        if (written.isEmpty() || !written.strip().equals(written) || written.indexOf('$') >= 0 || written.indexOf('{') >= 0) return null;
        PortSpec spec = parse(written);
        if (spec.containerPort().isEmpty()) return null;
        String ip = spec.hostIp();
        if (ip == null) {
            // "80", "8080:80", or ":8080:80" with an empty address.
            long colons = written.chars().filter(c -> c == ':').count();
            return (colons == 0 ? "127.0.0.1::" : colons == 1 ? "127.0.0.1:" : "127.0.0.1") + written;
        }
        String rest;
        if (written.startsWith("[" + ip + "]:")) rest = written.substring(ip.length() + 3);
        else if (written.startsWith(ip + ":")) rest = written.substring(ip.length() + 1);
        else return null;
        return switch (ip) {
            case "0.0.0.0" -> "127.0.0.1:" + rest;
            case "::", "::0" -> "[::1]:" + rest;
            default -> null;
        };
    }
}
