package dev.agentlint.probe;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the probe ran, as RUN-033 asks a report to record: system, kernel, the isolation layers
 * it could recognise from inside, and the agents it found.
 */
public record ProbeEnvironment(String os, String kernel, String uid, List<String> isolation, List<Agent> agents,
        List<String> tools, String gateway, boolean proxyVariables) {

    /** An agent executable on PATH, with its npm package's version when readable ("unknown" otherwise). */
    public record Agent(String name, String version, String path) {
    }

    static ProbeEnvironment of(Evidence e) {
        List<String> layers = new ArrayList<>();
        String engine = e.value("env", "containerenv").orElse("");
        boolean containerenv = e.all("env", "marker").stream().anyMatch(l -> l.rest(1).equals("/run/.containerenv"));
        boolean dockerenv = e.all("env", "marker").stream().anyMatch(l -> l.rest(1).equals("/.dockerenv"));
        String containerVar = e.value("env", "container-var").orElse("");
        String cgroup = e.value("env", "pid1-cgroup").orElse("");
        if (containerenv) layers.add("container: podman" + (engine.isEmpty() ? "" : " (" + engine + ")"));
        else if (dockerenv) layers.add("container: docker (/.dockerenv)");
        else if (!containerVar.isEmpty()) layers.add("container: " + containerVar);
        else if (cgroup.contains("kubepods")) layers.add("container: kubernetes pod");
        else if (cgroup.contains("/docker")) layers.add("container: docker (cgroup)");
        else if (cgroup.contains("/lxc")) layers.add("container: lxc");
        String version = e.value("env", "proc-version").orElse("").toLowerCase(Locale.ROOT);
        boolean wslInterop = e.all("env", "marker").stream().anyMatch(l -> l.rest(1).equals("WSLInterop"));
        if (version.contains("microsoft") || wslInterop || e.value("env", "wsl-distro").isPresent()) {
            layers.add("wsl" + e.value("env", "wsl-distro").map(d -> ": " + d).orElse(""));
        }
        String product = e.value("env", "dmi-product").orElse("") + " " + e.value("env", "dmi-vendor").orElse("");
        boolean hypervisor = e.all("env", "marker").stream().anyMatch(l -> l.rest(1).equals("hypervisor"));
        if (hypervisor || !product.isBlank()) layers.add("virtual machine" + (product.isBlank() ? "" : ": " + product.trim()));
        String pidNs = e.value("ns", "pid").orElse("");
        if (!pidNs.isEmpty() && !pidNs.equals(KernelChecks.INITIAL_PID_NAMESPACE)) layers.add("pid namespace");
        String uidMap = firstRest(e, "uidmap");
        if (!uidMap.isBlank() && !words(uidMap).equals(List.of("0", "0", "4294967295"))) layers.add("user namespace: " + uidMap.trim());
        if (e.value("status", "Seccomp").orElse("0").equals("2")) layers.add("seccomp filter");

        List<Agent> agents = new ArrayList<>();
        for (Evidence.Line l : e.all("env", "agent")) agents.add(new Agent(l.field(1), l.field(2), l.rest(3)));
        List<String> tools = new ArrayList<>();
        for (Evidence.Line l : e.all("env", "tool")) tools.add(l.rest(1));
        return new ProbeEnvironment(e.value("env", "os").orElse("unknown"), e.value("env", "kernel").orElse("unknown"),
                e.value("env", "uid").orElse("unknown"), layers, agents, tools, e.value("env", "gateway").orElse(""),
                e.value("env", "proxy-variables").isPresent());
    }

    private static String firstRest(Evidence e, String kind) {
        List<Evidence.Line> ls = e.all(kind);
        return ls.isEmpty() ? "" : ls.get(0).text();
    }

    static List<String> words(String s) {
        List<String> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(s.charAt(i))) i++;
            int start = i;
            while (i < n && !Character.isWhitespace(s.charAt(i))) i++;
            if (i > start) out.add(s.substring(start, i));
        }
        return out;
    }

    /** One line for the text report. */
    public String summary() {
        return os + ", " + kernel + ", uid " + uid + (isolation.isEmpty() ? ", no isolation recognised" : ", " + String.join(", ", isolation));
    }
}
