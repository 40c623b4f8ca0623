package dev.agentlint.model;

import dev.agentlint.base.Phrase;
import java.util.Collections;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A service the host's service manager runs (a systemd unit with its drop-ins, a launchd job): what
 * it runs, whether it starts by itself, how it is stopped, and the sandboxing it asks for.
 */
public final class ServiceUnit extends Fact {

    public enum Manager { SYSTEMD, LAUNCHD }

    /** Whose service manager runs it: this decides which directives take effect. */
    public enum Scope { SYSTEM, USER, UNKNOWN }

    private final Manager manager;
    private final String name;
    private final Location anchor;
    private List<EmbeddedScript> commands = new ArrayList<>();
    private Map<String, Setting<String>> directives = new LinkedHashMap<>();
    private final Map<String, Boolean> flags = new HashMap<>();
    private List<Located<String>> autostart = new ArrayList<>();
    private List<EnvVar> env = new ArrayList<>();
    private List<String> dropIns = new ArrayList<>();
    private List<Located<String>> privilegedCommands = new ArrayList<>();
    private Scope scope = Scope.UNKNOWN;
    private Phrase scopeReason = Phrase.untranslated("");
    private Located<String> agent;
    private Setting<String> restart;
    private Setting<Boolean> childrenSurviveStop;
    private boolean dropInOnly;

    public ServiceUnit(Manager manager, String name, Location anchor) {
        this.manager = manager;
        this.name = name;
        this.anchor = anchor;
    }

    /**
     * The directory its commands start in ({@code WorkingDirectory=}, after drop-ins),
     * without systemd's leading {@code -} (which only means "ignore a missing directory"); null when not set.
     */
    public Located<String> workingDirectory() {
        Setting<String> wd = directives.get("WorkingDirectory");
        if (wd == null) return null;
        String path = wd.value().strip();
        return new Located<>(path.startsWith("-") ? path.substring(1) : path, wd.location());
    }

    /** What its sandboxing and limit directives mean (systemd units; a launchd job sets none). */
    public ServiceSandbox sandbox() {
        return new ServiceSandbox(this);
    }

    public Manager manager() {
        return manager;
    }

    /** The unit file name ({@code agent.service}) or the launchd label. */
    public String name() {
        return name;
    }

    /** Where to report what the unit lacks: its {@code [Service]} header or the plist's top dict. */
    public Location anchor() {
        return anchor;
    }

    /** The commands it runs ({@code ExecStart*}, {@code ExecStop*}, {@code ProgramArguments}), on the host. */
    public List<EmbeddedScript> commands() {
        return commands;
    }

    /**
     * Sandboxing and resource directives in effect after drop-ins are applied (the last assignment
     * wins), by their systemd name ({@code NoNewPrivileges}, {@code ProtectHome}, {@code MemoryMax}, …).
     */
    public Map<String, Setting<String>> directives() {
        return directives;
    }

    /**
     * Records a directive's assignment (the last one wins), with its value read as the service
     * manager reads a boolean ({@code yes}/{@code no}, {@code 1}/{@code 0}, …), or null when it is
     * not one ({@code ProtectSystem=strict}).
     */
    public void directive(String name, Setting<String> value, Boolean flag) {
        requireOpen();
        directives.put(name, value);
        if (flag == null) flags.remove(name);
        else flags.put(name, flag);
    }

    /** The directive in effect as a boolean, as the service manager reads it; null when unset or not a boolean. */
    public Boolean flag(String name) {
        return flags.get(name);
    }

    /** What makes it start by itself: {@code WantedBy=default.target}, launchd {@code RunAtLoad}, {@code KeepAlive}. */
    public List<Located<String>> autostart() {
        return autostart;
    }

    public List<EnvVar> env() {
        return env;
    }

    /** Commands that run with full privileges, outside the unit's sandboxing (systemd's {@code +} prefix). */
    public List<Located<String>> privilegedCommands() {
        return privilegedCommands;
    }

    /** Drop-in files merged into this unit, as display paths, in the order applied. */
    public List<String> dropIns() {
        return dropIns;
    }

    public Scope scope() {
        return scope;
    }

    /** Why the scope was decided ("installed under ~/.config/systemd/user"), for messages. */
    public Phrase scopeReason() {
        return scopeReason;
    }

    public void scope(Scope s, Phrase reason) {
        requireOpen();
        this.scope = s;
        this.scopeReason = reason;
    }

    /** The coding agent its commands run, with where that is written; null when it runs none agentlint recognises. */
    public Located<String> agent() {
        return agent;
    }

    public void agent(Located<String> a) {
        requireOpen();
        this.agent = a;
    }

    /** When it is restarted ({@code Restart=}, launchd {@code KeepAlive}); null when the format says nothing. */
    public Setting<String> restart() {
        return restart;
    }

    public void restart(Setting<String> r) {
        requireOpen();
        this.restart = r;
    }

    /** Whether its child processes survive stopping it ({@code KillMode=process|none}, launchd {@code AbandonProcessGroup}). */
    public Setting<Boolean> childrenSurviveStop() {
        return childrenSurviveStop;
    }

    public void childrenSurviveStop(Setting<Boolean> s) {
        requireOpen();
        this.childrenSurviveStop = s;
    }

    /** True for a drop-in whose unit is not in the scanned tree: what it lacks cannot be judged. */
    public boolean dropInOnly() {
        return dropInOnly;
    }

    public void dropInOnly(boolean b) {
        requireOpen();
        this.dropInOnly = b;
    }

    @Override
    protected void seal() {
        commands = Collections.unmodifiableList(commands);
        directives = Collections.unmodifiableMap(directives);
        autostart = Collections.unmodifiableList(autostart);
        env = Collections.unmodifiableList(env);
        dropIns = Collections.unmodifiableList(dropIns);
        privilegedCommands = Collections.unmodifiableList(privilegedCommands);
    }
}
