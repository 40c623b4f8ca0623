package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.References;
import dev.agentlint.rules.common.Hosts;

/**
 * A port of a container or VM published on every host interface, either explicitly
 * ({@code 0.0.0.0}, {@code ::}) or by leaving the host address out (the engine's default).
 */
public final class PortPublishedOnAllInterfaces implements Rule {

    /** A Compose long-syntax {@code published} that holds an address ({@code "127.0.0.1:8080"}), which no engine reads as a port. */
    private static boolean notAPort(PublishedPort p) {
        String port = p.hostPort() == null ? "" : p.hostPort().strip();
        return p.location().file().format() == Format.COMPOSE && port.indexOf(':') > 0 && !References.containsReference(port);
    }

    private static String addressOf(String hostPort) {
        String s = hostPort.strip();
        return s.substring(0, s.lastIndexOf(':')).replace("[", "").replace("]", "");
    }

    private static String portOf(String hostPort) {
        String s = hostPort.strip();
        return s.substring(s.lastIndexOf(':') + 1);
    }

    @Override
    public String id() {
        return "port-published-on-all-interfaces";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (PublishedPort p : facts.publishedPorts()) {
            if (notAPort(p)) {
                out.add(p.location(), "published: \"" + p.hostPort().strip() + "\" in " + p.via() + " is not a port: the long"
                        + " syntax takes the address in host_ip, and the engine refuses an address here (\"invalid port"
                        + " specification\"), so the container does not start. Write host_ip: " + addressOf(p.hostPort())
                        + " and published: \"" + portOf(p.hostPort()) + "\".", p.hostPort().strip(), Level.NOTE);
                continue;
            }
            String addr = p.hostAddress() == null ? null : p.hostAddress().strip();
            if (addr != null && (addr.isEmpty() || References.containsReference(addr) || !Hosts.isAllInterfaces(addr))) continue;
            String port = p.hostPort() == null || p.hostPort().isEmpty() ? "a random host port" : "host port " + p.hostPort();
            Format format = p.location().file().format();
            boolean container = format != Format.LIMA && format != Format.WSB && format != Format.WSL_CONF && format != Format.WSL_CONFIG;
            // -P (--publish-all) publishes every port the image exposes, each on a random host port.
            boolean all = p.target().equals(PublishedPort.EVERY_EXPOSED_PORT);
            String suggestion = all ? "publish only the ports you need with -p 127.0.0.1:<port>:<port> instead of -P"
                    : format == Format.LIMA || format == Format.KUBE ? "hostIP: 127.0.0.1"
                    : (format == Format.QUADLET ? "PublishPort=" : format == Format.COMPOSE ? "ports: [\"" : "")
                    + "127.0.0.1:" + (p.hostPort() == null ? "" : p.hostPort()) + ":" + p.target()
                    + (format == Format.COMPOSE ? "\"] (long syntax: host_ip: 127.0.0.1)" : "");
            String what = all ? "Every port the image exposes, in " + p.via() + ", is published on a random host port"
                    : "Port " + p.target() + " of " + p.via() + " is published on " + port;
            out.add(p.location(), what + " on every interface"
                    + (addr == null ? " (no host address is given, and the default is every interface)" : " (" + addr + ")")
                    + ", so anyone on the network can reach it" + (container ? ", and Docker's published ports bypass host"
                    + " firewalls such as UFW" : "") + ". Bind it to loopback: " + suggestion + ".",
                    (addr == null ? "*" : addr) + ":" + p.hostPort() + ":" + p.target());
        }
    }
}
