package dev.agentlint.probe;

import dev.agentlint.model.AgentClis;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.stream.Collectors;

/**
 * The POSIX sh probe script: the settings as shell assignments, then the body kept as a resource
 * ({@code probe.sh}). The same text is run by {@code agentlint probe} and written out by
 * {@code --emit-script} for environments without Java (docs/adr/0032).
 */
public final class ProbeScript {

    private ProbeScript() {}

    public static String render(ProbeSettings s) {
        StringBuilder b = new StringBuilder();
        b.append("#!/bin/sh\n");
        b.append("# agentlint probe: run it inside the isolation as  sh agentlint-probe.sh > results.txt\n");
        b.append("# then judge the results with  agentlint probe --judge results.txt  (docs/probe.md)\n");
        assign(b, "AGENTLINT_PROBE_TIMEOUT", Integer.toString(s.timeoutSeconds()));
        assign(b, "AGENTLINT_PROBE_DEFAULT_NETWORK", s.defaultNetwork() ? "1" : "0");
        assign(b, "AGENTLINT_PROBE_TARGETS", s.targets().stream().map(t -> "target " + t.host() + " " + t.port()).collect(Collectors.joining("\n")));
        assign(b, "AGENTLINT_PROBE_DECOYS", String.join("\n", s.decoys()));
        assign(b, "AGENTLINT_PROBE_PROTECT", String.join("\n", s.protect()));
        assign(b, "AGENTLINT_PROBE_TOKEN", s.decoyToken() == null ? "" : s.decoyToken());
        assign(b, "AGENTLINT_PROBE_SELF", s.selfPids().stream().map(String::valueOf).collect(Collectors.joining(" ")));
        assign(b, "AGENTLINT_PROBE_AGENTS", String.join(" ", AgentClis.executables()));
        b.append(body());
        return b.toString();
    }

    /** {@code NAME='value'}: single quotes keep every character literal; a quote is closed, escaped and reopened. */
    private static void assign(StringBuilder b, String name, String value) {
        b.append(name).append("='").append(value.replace("'", "'\\''")).append("'\n");
    }

    private static String body() {
        try (InputStream in = ProbeScript.class.getResourceAsStream("probe.sh")) {
            if (in == null) throw new IllegalStateException("probe.sh is missing from the build");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
