package dev.agentlint.rules.container;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.base.Format;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.PublishedPort;
import dev.agentlint.model.References;

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
                out.add(p.location(), Message.of("not-a-port", "port", p.hostPort().strip(), "via", p.via(), "address", addressOf(p.hostPort()),
                        "hostPort", portOf(p.hostPort())), p.hostPort().strip(), Level.NOTE);
                continue;
            }
            String addr = p.hostAddress() == null ? null : p.hostAddress().strip();
            if (addr != null && (addr.isEmpty() || References.containsReference(addr) || !p.address().isAllInterfaces())) continue;
            Message port = p.hostPort() == null || p.hostPort().isEmpty() ? Message.of("random-host-port") : Message.of("host-port", "port", p.hostPort());
            Format format = p.location().file().format();
            boolean container = format != Format.LIMA && format != Format.WSB && format != Format.WSL_CONF && format != Format.WSL_CONFIG;
            // -P (--publish-all) publishes every port the image exposes, each on a random host port.
            boolean all = p.target().equals(PublishedPort.EVERY_EXPOSED_PORT);
            String binding = "127.0.0.1:" + (p.hostPort() == null ? "" : p.hostPort()) + ":" + p.target();
            Object suggestion = all ? Message.of("publish-only")
                    : format == Format.LIMA || format == Format.KUBE ? "hostIP: 127.0.0.1"
                    : format == Format.COMPOSE ? Message.of("compose-suggestion", "binding", binding)
                    : (format == Format.QUADLET ? "PublishPort=" : "") + binding;
            Message what = all ? Message.of("every-port", "via", p.via()) : Message.of("port", "target", p.target(), "via", p.via(), "hostPort", port);
            out.add(p.location(), Message.of("all-interfaces", "what", what,
                            "address", addr == null ? Message.of("default-address") : Message.of("address", "address", addr),
                            "firewall", Message.of(container ? "bypass-firewall" : "no-firewall"), "suggestion", suggestion),
                    (addr == null ? "*" : addr) + ":" + p.hostPort() + ":" + p.target(), all ? null : loopback(p, addr));
        }
    }

    /**
     * The port bound to the loopback address of its family: its one-string spelling rewritten
     * ({@code 8080:80} to {@code 127.0.0.1:8080:80}), or the address key of its mapping set.
     * Nothing for a spelling that does not read back exactly (a variable in it).
     */
    private static Fix.Intent loopback(PublishedPort p, String addr) {
        if (p.written() != null) {
            String now = p.written().onLoopback();
            return now == null ? null : new Fix.Replace(p.written().location(), p.written().text(), now);
        }
        if (p.addressAt() == null) return null;
        return new Fix.Set(p.addressAt(), addr != null && p.address().isIpv6() ? "::1" : "127.0.0.1");
    }
}
