package dev.agentlint.model;

import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Phrase;
import dev.agentlint.base.SourceFile;
import java.nio.file.Path;
import java.util.Collections;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Everything extracted from one file, in the shared vocabulary rules are written against. A rule
 * never sees the syntax a fact came from, only these facts and their locations.
 */
public final class FileFacts extends Fact {

    private final SourceFile file;
    private final RuleOptions options;
    private List<AgentPolicy> policies = new ArrayList<>();
    private List<EmbeddedScript> embeddedScripts = new ArrayList<>();
    private List<Command> commands = new ArrayList<>();
    private List<Mount> mounts = new ArrayList<>();
    private List<PublishedPort> publishedPorts = new ArrayList<>();
    private List<Workload> workloads = new ArrayList<>();
    private List<Unresolved> unresolved = new ArrayList<>();
    private List<SymlinkEscape> symlinkEscapes = new ArrayList<>();
    private List<Workflow> workflows = new ArrayList<>();
    private List<VirtualMachine> vms = new ArrayList<>();
    private List<ServiceUnit> units = new ArrayList<>();
    private List<Image> images = new ArrayList<>();
    private List<StoredCredential> storedCredentials = new ArrayList<>();
    private List<LaunchSettings> launchSettings = new ArrayList<>();
    private List<SettingsReference> settingsReferences = new ArrayList<>();
    private List<CodexActionLaunch> codexActionLaunches = new ArrayList<>();
    private List<ClaudeActionLaunch> claudeActionLaunches = new ArrayList<>();
    private List<LaunchProject> launchProjects = new ArrayList<>();
    private Set<Phrase> unchecked = new LinkedHashSet<>();
    private final Map<Phrase, Location> uncheckedAt = new HashMap<>();
    // By display path: this file's and those of the other files of the tree its extractor parsed.
    private final Map<String, CommentSpans.Recorder> comments = new HashMap<>(2);
    private ParseFailure parseFailure;
    private Path treeRoot;
    private ClaudeSettings claudeSettings;
    private CodexRequirements codexRequirements;

    /** Facts of a file scanned without configuration. */
    public FileFacts(SourceFile file) {
        this(file, RuleOptions.DEFAULTS);
    }

    public FileFacts(SourceFile file, RuleOptions options) {
        this.file = file;
        this.options = options;
    }

    public SourceFile file() {
        return file;
    }

    /**
     * Where the parser reading {@code source} (this file, or another file of the tree read for it)
     * records its comments, for the filter's inline ignores. Not a fact: no rule reads it.
     */
    public CommentSpans.Recorder commentRecorder(SourceFile source) {
        return comments.computeIfAbsent(source.displayPath(), k -> new CommentSpans.Recorder());
    }

    /** The comments a parser of ours recorded in {@code source}, or null when none read it. */
    public CommentSpans comments(SourceFile source) {
        CommentSpans.Recorder r = comments.get(source.displayPath());
        return r == null ? null : r.spans();
    }

    /** What the project's configuration adds for this file (defaults without one); never null. */
    public RuleOptions options() {
        return options;
    }

    public List<AgentPolicy> policies() {
        return policies;
    }

    /** Commands written inside this file's format, waiting for the shell stage. */
    public List<EmbeddedScript> embeddedScripts() {
        return embeddedScripts;
    }

    /** Every simple command of this file: its own script, and the commands embedded in it. */
    public List<Command> commands() {
        return commands;
    }

    /**
     * Every host path this file exposes to an isolated environment (container mounts, VM shares,
     * sandbox mapped folders). Extractors add each mount here as well as to its owning fact.
     */
    public List<Mount> mounts() {
        return mounts;
    }

    /** Every port this file makes reachable on the host (container publishes, VM port forwards). */
    public List<PublishedPort> publishedPorts() {
        return publishedPorts;
    }

    /** Containers this file describes (compose services, run commands, kube containers, Quadlet units, dev containers). */
    public List<Workload> workloads() {
        return workloads;
    }

    public List<Unresolved> unresolved() {
        return unresolved;
    }

    /**
     * What of this file agentlint read but did not check, and why (a limit that hostile or
     * generated input reached, a file it could not read): reported by the {@code not-checked}
     * rule, at error by default, so a partial result never passes silently (ADR 16).
     */
    public Set<Phrase> unchecked() {
        return unchecked;
    }

    /** As {@code unchecked().add(reason)}, with where checking stopped (the first place given wins). */
    public void unchecked(Phrase reason, Location stoppedAt) {
        requireOpen();
        unchecked.add(reason);
        if (stoppedAt != null) uncheckedAt.putIfAbsent(reason, stoppedAt);
    }

    /** Where checking stopped for this reason, or null when it was not said (the file as a whole). */
    public Location uncheckedAt(Phrase reason) {
        return uncheckedAt.get(reason);
    }

    public List<SymlinkEscape> symlinkEscapes() {
        return symlinkEscapes;
    }

    /**
     * The scanned tree the file belongs to (absolute), or null when unknown: a relative path that
     * climbs out of its directory but stays inside this tree stays inside the project.
     */
    public Path treeRoot() {
        return treeRoot;
    }

    public void treeRoot(Path root) {
        requireOpen();
        this.treeRoot = root;
    }

    /**
     * For a Claude Code settings file: the layers of its project merged as Claude Code merges them
     * (only its own when the tree holds no other); null for every other file.
     */
    /** The Codex requirements that constrain this file's Codex settings or launches, when the tree holds them; else null. */
    public CodexRequirements codexRequirements() {
        return codexRequirements;
    }

    public void codexRequirements(CodexRequirements r) {
        requireOpen();
        this.codexRequirements = r;
    }

    public ClaudeSettings claudeSettings() {
        return claudeSettings;
    }

    public void claudeSettings(ClaudeSettings s) {
        requireOpen();
        this.claudeSettings = s;
    }

    /** Settings files agent steps name by path, before they are read (see {@link SettingsReference}). */
    public List<SettingsReference> settingsReferences() {
        return settingsReferences;
    }

    /** The Codex command lines this workflow's agent steps run, judged after extraction like a {@code codex} launch. */
    public List<CodexActionLaunch> codexActionLaunches() {
        return codexActionLaunches;
    }

    /** The Claude Code sessions agent steps start (claude-code-action), judged with their checkout's project. */
    public List<ClaudeActionLaunch> claudeActionLaunches() {
        return claudeActionLaunches;
    }

    /** The projects the file's headless Claude Code launches start in, as the tree holds them. */
    public List<LaunchProject> launchProjects() {
        return launchProjects;
    }

    /** Settings files (or inline settings) the file's agent launches name on their command lines. */
    public List<LaunchSettings> launchSettings() {
        return launchSettings;
    }

    public List<Workflow> workflows() {
        return workflows;
    }

    /** Virtual machines and hypervisor sandboxes this file defines (Lima, Windows Sandbox, WSL). */
    public List<VirtualMachine> vms() {
        return vms;
    }

    /** Services this file defines for the host's service manager (systemd units, launchd jobs). */
    public List<ServiceUnit> units() {
        return units;
    }

    /** The image this file builds, when it is a Dockerfile or Containerfile. */
    public List<Image> images() {
        return images;
    }

    /** What a plaintext credential file (this file, when it is one) holds. */
    public List<StoredCredential> storedCredentials() {
        return storedCredentials;
    }

    /** Why the file could not be parsed, or null. */
    public ParseFailure parseFailure() {
        return parseFailure;
    }

    public void parseFailure(ParseFailure f) {
        requireOpen();
        this.parseFailure = f;
    }

    /** Every environment variable any fact of this file hands to something. */
    public List<EnvVar> allEnv() {
        List<EnvVar> all = new ArrayList<>();
        for (AgentPolicy p : policies) {
            all.addAll(p.env());
            for (McpServer s : p.mcpServers()) all.addAll(s.env());
        }
        for (Workflow w : workflows) all.addAll(w.env());
        for (Command c : commands) all.addAll(c.env());
        for (Workload w : workloads) all.addAll(w.env());
        for (VirtualMachine vm : vms) all.addAll(vm.env());
        for (ServiceUnit u : units) all.addAll(u.env());
        for (Image i : images) all.addAll(i.written());
        // A variable is inherited by every command its wrapper or unit runs: count each assignment once.
        return List.copyOf(new LinkedHashSet<>(all));
    }

    /** Every HTTP header any fact of this file makes a client send. */
    public List<Header> allHeaders() {
        List<Header> all = new ArrayList<>();
        for (AgentPolicy p : policies) {
            for (McpServer s : p.mcpServers()) all.addAll(s.headers());
        }
        return all;
    }

    @Override
    protected void seal() {
        policies = Collections.unmodifiableList(policies);
        embeddedScripts = Collections.unmodifiableList(embeddedScripts);
        commands = Collections.unmodifiableList(commands);
        mounts = Collections.unmodifiableList(mounts);
        publishedPorts = Collections.unmodifiableList(publishedPorts);
        workloads = Collections.unmodifiableList(workloads);
        unresolved = Collections.unmodifiableList(unresolved);
        symlinkEscapes = Collections.unmodifiableList(symlinkEscapes);
        workflows = Collections.unmodifiableList(workflows);
        vms = Collections.unmodifiableList(vms);
        units = Collections.unmodifiableList(units);
        images = Collections.unmodifiableList(images);
        storedCredentials = Collections.unmodifiableList(storedCredentials);
        launchSettings = Collections.unmodifiableList(launchSettings);
        settingsReferences = Collections.unmodifiableList(settingsReferences);
        codexActionLaunches = Collections.unmodifiableList(codexActionLaunches);
        claudeActionLaunches = Collections.unmodifiableList(claudeActionLaunches);
        launchProjects = Collections.unmodifiableList(launchProjects);
        unchecked = Collections.unmodifiableSet(unchecked);
        for (Workload w : workloads) w.freeze();
        for (ServiceUnit u : units) u.freeze();
        for (VirtualMachine v : vms) v.freeze();
        for (AgentPolicy p : policies) p.freeze();
    }
}
