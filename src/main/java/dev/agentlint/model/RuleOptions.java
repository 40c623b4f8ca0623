package dev.agentlint.model;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * What a project's {@code .agentlint.yaml} tells extractors and rules, as seen from one file.
 * Immutable; {@link #DEFAULTS} when there is no configuration. Reach it through
 * {@link FileFacts#options()}.
 *
 * <p>Every list <em>extends</em> agentlint's built-in knowledge (in {@code rules/common}); nothing
 * here can make a built-in check weaker except {@link #allowsDomain}, which a team uses to
 * vouch for its own internal hosts.
 *
 * @param sensitivePaths    extra host paths that must never reach an agent (mounted, shared or readable),
 *                          as users write them: {@code ~/…} for the home directory, absolute otherwise
 * @param allowedDomains    hosts and {@code *.domain} patterns the team allows agents to reach
 *                          (internal registries, proxies), lower case
 * @param agentCommands     extra executable names that start a coding agent (beyond Claude Code,
 *                          Codex, Gemini CLI, …), e.g. an in-house wrapper
 * @param agentWorkloads    names of workloads (compose services, kube pods/containers, Quadlet units,
 *                          {@code --name} of a {@code run}) that run an agent even when agentlint
 *                          cannot see it in their command
 * @param agentWorkloadFile every workload defined in this file runs an agent (the file matches a
 *                          configured glob)
 */
public record RuleOptions(List<String> sensitivePaths, List<String> allowedDomains, List<String> agentCommands,
                          Set<String> agentWorkloads, boolean agentWorkloadFile) {

    public static final RuleOptions DEFAULTS = new RuleOptions(List.of(), List.of(), List.of(), Set.of(), false);

    public RuleOptions {
        sensitivePaths = List.copyOf(sensitivePaths);
        allowedDomains = allowedDomains.stream().map(d -> d.strip().toLowerCase(Locale.ROOT)).toList();
        agentCommands = List.copyOf(agentCommands);
        agentWorkloads = Set.copyOf(agentWorkloads);
    }

    /** {@link #sensitivePaths} normalised like every mount source, so {@code HostPath.contains} compares them. */
    public List<HostPath> sensitiveHostPaths() {
        return sensitivePaths.stream().map(HostPath::of).toList();
    }

    /**
     * The agent an executable starts: one agentlint knows ({@link AgentClis#byExecutable}) or one the
     * configuration names (then its own name). Extractors should ask this rather than
     * {@code AgentClis} directly, so a team's in-house agent wrappers count everywhere.
     */
    public Optional<String> agentByExecutable(String executable) {
        Optional<String> known = AgentClis.byExecutable(executable);
        if (known.isPresent() || executable == null) return known;
        String name = executable.substring(executable.lastIndexOf('/') + 1);
        return agentCommands.contains(name) ? Optional.of(name) : Optional.empty();
    }

    /** The same options for a file that is (or is not) marked as defining agent workloads. */
    public RuleOptions forFile(boolean markedAgentWorkloadFile) {
        if (markedAgentWorkloadFile == agentWorkloadFile) return this;
        return new RuleOptions(sensitivePaths, allowedDomains, agentCommands, agentWorkloads, markedAgentWorkloadFile);
    }

    /**
     * Whether the team allows agents to reach this host or host pattern: it equals an allowed
     * entry, or lies under an allowed {@code *.domain} (so {@code *.a.example} is allowed by
     * {@code *.example}, but {@code *.example} is not allowed by {@code *.a.example}).
     *
     * @param host a host name, IP literal or {@code *.}-pattern without scheme, port or path
     */
    public boolean allowsDomain(String host) {
        String h = host.strip().toLowerCase(Locale.ROOT);
        if (h.isEmpty()) return false;
        for (String allowed : allowedDomains) {
            if (h.equals(allowed)) return true;
            if (allowed.startsWith("*.")) {
                String suffix = allowed.substring(1);
                if (h.endsWith(suffix) && h.length() > suffix.length()) return true;
            }
        }
        return false;
    }

    /**
     * Whether configuration marks a workload as running an agent: the whole file is marked, or the
     * workload's name (service, pod, container or unit name) is listed.
     */
    public boolean markedAgentWorkload(String workloadName) {
        return agentWorkloadFile || (workloadName != null && agentWorkloads.contains(workloadName));
    }
}
