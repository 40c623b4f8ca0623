package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.util.Collections;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What an agent's own configuration allows: permission mode, the engine sandbox and its escape
 * hatches, egress, readable paths, environment, and what runs when the configuration is loaded.
 * Built from Claude Code settings, Codex config, sandbox-runtime settings and MCP configs, so one
 * rule covers every agent that can express the same thing.
 */
public final class AgentPolicy extends Fact {

    public enum Agent { CLAUDE_CODE, CODEX, SANDBOX_RUNTIME, MCP_CLIENT, GEMINI_CLI, VSCODE_CHAT }

    /**
     * Which settings layer the file is; it decides which keys take effect. {@code COMMAND_LINE}:
     * settings a launch names ({@code claude --settings FILE}), above the local file and below managed.
     */
    public enum Scope { PROJECT, PROJECT_LOCAL, USER, MANAGED, COMMAND_LINE }

    /**
     * A shell command line the agent may run without asking, judged by how it starts: Gemini CLI's
     * {@code tools.allowed: ["run_shell_command(git)"]} and VS Code's
     * {@code "chat.tools.terminal.autoApprove": {"git": true}} approve every command line that starts
     * with {@code git}, whatever follows.
     *
     * @param prefix  the start of the command line that is approved, words separated by one blank; empty
     *                when every command line is
     * @param written the approval as written, and where
     */
    public record ShellApproval(String prefix, Located<String> written) {}

    /** Something the configuration makes run: a hook, a helper command, an auto-approved server. */
    public record Execution(Phrase kind, String command, Location location) {}

    private final Agent agent;
    private final Scope scope;
    private final Location anchor;

    private List<Located<String>> permissionBypass = new ArrayList<>();
    private Map<String, List<Located<String>>> profileBypasses = new LinkedHashMap<>();
    private Located<String> selectedProfile;
    private final Set<String> definedProfiles = new HashSet<>();
    private List<Located<PermissionRule>> allowRules = new ArrayList<>();
    private List<Located<PermissionRule>> denyRules = new ArrayList<>();
    private List<ShellApproval> shellApprovals = new ArrayList<>();
    private List<EnvVar> env = new ArrayList<>();
    private List<Execution> runsOnLoad = new ArrayList<>();
    private List<McpServer> mcpServers = new ArrayList<>();
    private List<Located<String>> loosenings = new ArrayList<>();
    private List<Located<String>> sandboxNetwork = new ArrayList<>();
    private List<Located<String>> windowsSandbox = new ArrayList<>();
    private List<Located<String>> trustedPaths = new ArrayList<>();
    private Sandbox sandbox;
    private Egress egress;
    private Location networkProxy;
    private ShellEnvironment shellEnvironment;
    private ExecContext context;

    public AgentPolicy(Agent agent, Scope scope, Location anchor) {
        this.agent = agent;
        this.scope = scope;
        this.anchor = anchor;
    }

    public Agent agent() {
        return agent;
    }

    public Scope scope() {
        return scope;
    }

    /** The configuration object itself: where to report what it lacks. */
    public Location anchor() {
        return anchor;
    }

    /** Settings that turn approval prompts and/or the sandbox off (e.g. {@code defaultMode: bypassPermissions}). */
    public List<Located<String>> permissionBypass() {
        return permissionBypass;
    }

    /**
     * Bypasses a named profile states (Codex {@code [profiles.<name>]}), by profile name: in effect
     * only for a session that selects the profile ({@link #selectedProfile()}, {@code codex --profile}).
     */
    public Map<String, List<Located<String>>> profileBypasses() {
        return profileBypasses;
    }

    /** Whether the file defines a profile of that name (Codex {@code [profiles.<name>]}), bypassing or not. */
    public boolean definesProfile(String name) {
        return definedProfiles.contains(name) || profileBypasses.containsKey(name);
    }

    public void defineProfile(String name) {
        requireOpen();
        definedProfiles.add(name);
    }

    /** The profile the file selects for every session (Codex top-level {@code profile = "…"}), or null. */
    public Located<String> selectedProfile() {
        return selectedProfile;
    }

    public void selectedProfile(Located<String> p) {
        requireOpen();
        this.selectedProfile = p;
    }

    /** Permission rules that pre-approve tool calls ({@code Bash(npm test *)}). */
    public List<Located<PermissionRule>> allowRules() {
        return allowRules;
    }

    /** Claude Code deny rules ({@code permissions.deny}, {@code --disallowedTools}): a deny at any layer beats an allow. */
    public List<Located<PermissionRule>> denyRules() {
        return denyRules;
    }

    /** Shell command lines approved by how they start (see {@link ShellApproval}). */
    public List<ShellApproval> shellApprovals() {
        return shellApprovals;
    }

    public List<EnvVar> env() {
        return env;
    }

    public List<Execution> runsOnLoad() {
        return runsOnLoad;
    }

    /** MCP servers the configuration starts or connects to. */
    public List<McpServer> mcpServers() {
        return mcpServers;
    }

    /**
     * Settings that widen the sandbox or approvals beyond the agent's defaults without turning them
     * off (those are {@link #permissionBypass()}): e.g. Codex {@code approval_policy = "never"},
     * {@code sandbox_workspace_write.writable_roots}.
     */
    public List<Located<String>> loosenings() {
        return loosenings;
    }

    /** Settings that give sandboxed commands network access (Codex {@code sandbox_workspace_write.network_access = true}). */
    public List<Located<String>> sandboxNetwork() {
        return sandboxNetwork;
    }

    /** Where an enabled network-proxy policy filters that access, or null when the file configures none. */
    public Location networkProxy() {
        return networkProxy;
    }

    public void networkProxy(Location l) {
        requireOpen();
        this.networkProxy = l;
    }

    /** The Windows sandbox implementations selected, as written ({@code elevated}, {@code unelevated}). */
    public List<Located<String>> windowsSandbox() {
        return windowsSandbox;
    }

    /** Directories marked trusted, so their own agent configuration loads (Codex {@code [projects."…"]}). */
    public List<Located<String>> trustedPaths() {
        return trustedPaths;
    }

    /** Which of the agent's environment its commands inherit; null when the file does not say. */
    public ShellEnvironment shellEnvironment() {
        return shellEnvironment;
    }

    public void shellEnvironment(ShellEnvironment e) {
        requireOpen();
        this.shellEnvironment = e;
    }

    /**
     * Where the agent runs when the configuration is part of a launch (an agent step of a CI
     * workflow); null for a settings file, which cannot know where it will be loaded.
     */
    public ExecContext context() {
        return context;
    }

    public void context(ExecContext c) {
        requireOpen();
        this.context = c;
    }

    /** The engine's OS sandbox; null when the configuration does not mention one. */
    public Sandbox sandbox() {
        return sandbox;
    }

    public void sandbox(Sandbox s) {
        requireOpen();
        this.sandbox = s;
    }

    /** Egress settings; null when the configuration has none. */
    public Egress egress() {
        return egress;
    }

    public void egress(Egress e) {
        requireOpen();
        this.egress = e;
    }

    /**
     * A way the agent's commands reach the bare host when the sandbox refuses or is missing.
     *
     * @param setting  the setting responsible, as users write it (e.g. {@code sandbox.allowUnsandboxedCommands})
     * @param explicit whether it is written in the file (false: the built-in default applies)
     */
    public record Fallback(String setting, boolean explicit, Location location) {}

    /**
     * The engine sandbox for the agent's shell commands.
     *
     * @param enabled          the switch that turns it on, or null when this file does not turn it on
     * @param hostFallbacks    ways commands escape to the bare host
     * @param excludedCommands commands configured to always run outside the sandbox
     * @param readDenies       paths the sandbox refuses to read
     * @param location         the sandbox settings object
     */
    public record Sandbox(Located<Boolean> enabled, List<Fallback> hostFallbacks,
                          List<Located<String>> excludedCommands, List<Located<HostPath>> readDenies,
                          Location location) {

        public boolean isEnabled() {
            return enabled != null && Boolean.TRUE.equals(enabled.value());
        }
    }

    /**
     * What the agent's network sandbox lets out.
     *
     * @param allowedHosts       hosts, domains, wildcards or IPs allowed, each read as an endpoint (its text as written)
     * @param localBinding       where binding local ports is allowed, or null
     * @param unixSockets        Unix socket paths allowed
     * @param allUnixSockets     where all Unix sockets are allowed, or null
     * @param exposedProxies     the managed proxy's own listeners allowed beyond loopback (Codex)
     * @param location           the egress settings object
     */
    public record Egress(List<Located<Endpoint>> allowedHosts, Location localBinding, List<Located<String>> unixSockets,
                         Location allUnixSockets, List<ExposedProxy> exposedProxies, Location location) {

        public Egress {
            allowedHosts = List.copyOf(allowedHosts);
            unixSockets = List.copyOf(unixSockets);
            exposedProxies = List.copyOf(exposedProxies);
        }

        /** An egress policy whose proxy (if any) listens on loopback only. */
        public Egress(List<Located<Endpoint>> allowedHosts, Location localBinding, List<Located<String>> unixSockets,
                      Location allUnixSockets, Location location) {
            this(allowedHosts, localBinding, unixSockets, allUnixSockets, List.of(), location);
        }
    }

    /**
     * A proxy the agent's traffic goes through that may listen beyond loopback (Codex
     * {@code dangerously_allow_non_loopback_proxy = true}): whatever reaches its listener gets the
     * agent's egress.
     *
     * @param optIn     where listening beyond loopback is allowed
     * @param addresses the listen addresses written beside it ({@code proxy_url}, {@code socks_url}), each
     *                  read as an endpoint; none means the defaults ({@code 127.0.0.1:3128}, {@code 127.0.0.1:8081})
     */
    public record ExposedProxy(Location optIn, List<Located<Endpoint>> addresses) {

        public ExposedProxy {
            addresses = List.copyOf(addresses);
        }
    }

    /**
     * What part of the agent's own environment the commands it runs inherit (Codex
     * {@code [shell_environment_policy]}); absent settings are null.
     *
     * @param inherit               {@code all}, {@code core} or {@code none}
     * @param ignoreDefaultExcludes whether the built-in KEY/SECRET/TOKEN name filter is switched off
     * @param includeOnly           name patterns that alone are passed on
     * @param exclude               name patterns removed
     * @param set                   variables injected into every command (also in {@link #env()})
     * @param location              the policy's table
     */
    public record ShellEnvironment(Located<String> inherit, Located<Boolean> ignoreDefaultExcludes,
                                   List<Located<String>> includeOnly, List<Located<String>> exclude,
                                   List<EnvVar> set, Location location) {}

    @Override
    protected void seal() {
        permissionBypass = Collections.unmodifiableList(permissionBypass);
        profileBypasses = Collections.unmodifiableMap(profileBypasses);
        allowRules = Collections.unmodifiableList(allowRules);
        denyRules = Collections.unmodifiableList(denyRules);
        shellApprovals = Collections.unmodifiableList(shellApprovals);
        env = Collections.unmodifiableList(env);
        runsOnLoad = Collections.unmodifiableList(runsOnLoad);
        mcpServers = Collections.unmodifiableList(mcpServers);
        loosenings = Collections.unmodifiableList(loosenings);
        sandboxNetwork = Collections.unmodifiableList(sandboxNetwork);
        windowsSandbox = Collections.unmodifiableList(windowsSandbox);
        trustedPaths = Collections.unmodifiableList(trustedPaths);
    }
}
