package dev.agentlint.rules.agent;

import dev.agentlint.base.Format;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Level;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ClaudeSettings;
import dev.agentlint.model.CodexRequirements;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.LaunchProject;
import dev.agentlint.model.LaunchSettings;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An agent configured to skip its approval prompts (and possibly its sandbox) by default, or
 * launched that way by a CI job: a warning on a disposable GitHub-hosted runner, an error on a
 * self-hosted one. A Claude Code bypass that the project's effective
 * {@code permissions.disableBypassPermissionsMode: "disable"} refuses is only a note.
 */
public final class PermissionBypassByDefault implements Rule {

    @Override
    public String id() {
        return "permission-bypass-by-default";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        ClaudeSettings claude = facts.claudeSettings();
        for (AgentPolicy p : facts.policies()) {
            ExecContext where = p.context();
            Optional<Located<String>> lock = claude != null && claude.ownPolicy(p) ? bypassLock(claude) : stepLock(facts, p);
            profiles(facts, p, out);
            for (Located<String> b : p.permissionBypass()) {
                Optional<Located<List<String>>> refusing = refusing(facts, p, b);
                if (refusing.isPresent()) {
                    // Codex does not apply a value its requirements leave out: the setting is dead, not dangerous.
                    refused(b.location(), b.value(), facts.codexRequirements(), refusing.get(), List.of(), out);
                } else if (lock.isPresent()) {
                    // Claude Code refuses the bypass mode under the lock: the setting is dead, not dangerous.
                    // The user's own file is locked by the machine's managed tier, not by a project.
                    boolean user = claude != null && claude.ownPolicy(p) && p.scope() == AgentPolicy.Scope.USER;
                    locked(b.location(), b.value(), lock.get(), user ? "locked-user" : "locked", List.of(), out);
                } else if (where == null) {
                    out.add(b.location(), Message.of("no-context", "setting", b.value(), "effect", effect(p.agent())), b.value(), fix(b));
                } else {
                    boolean host = where.kind() == ExecContext.Kind.HOST;
                    out.add(b.location(), Message.of("in-context", "setting", b.value(), "where", where.description(),
                            "consequence", consequence(where.kind())), b.value(), host ? Level.ERROR : Level.WARNING, List.of(), fix(b));
                }
            }
        }
        stepSettings(facts, out);
    }

    /**
     * The settings an agent step names (claude-code-action's {@code settings} file, the profile
     * codex-action's {@code codex-args} select): their bypasses are reported at the input, where the
     * step says where the agent runs, related to the file.
     */
    private static void stepSettings(FileFacts facts, Findings out) {
        for (LaunchSettings s : facts.launchSettings()) {
            ExecContext where = s.settings().context();
            if (!s.input() || where == null) continue;
            Location at = new Location(facts.file(), s.named().span(), "");
            // codex-action's codex-args name a profile; claude-code-action's settings a file.
            String related = s.option().equals("codex-args") ? "related-profile" : "related-settings-file";
            boolean codex = s.option().equals("codex-args");
            Optional<Located<String>> lock = codex ? Optional.empty() : checkoutLock(facts);
            for (Located<String> b : s.settings().permissionBypass()) {
                String setting = s.option() + ": " + s.named().value() + " (" + b.value() + ")";
                // Settings written inline in the step have no file of their own to point at.
                List<Findings.Related> definition = s.file() == null ? List.of() : List.of(new Findings.Related(b.location(), Message.of(related)));
                Optional<Located<List<String>>> refusing = codex ? refusing(facts, AgentPolicy.Agent.CODEX, b) : Optional.empty();
                if (refusing.isPresent()) {
                    refused(at, setting, facts.codexRequirements(), refusing.get(), definition, out);
                } else if (lock.isPresent()) {
                    locked(at, setting, lock.get(), "locked", definition, out);
                } else {
                    boolean host = where.kind() == ExecContext.Kind.HOST;
                    out.add(at, Message.of("in-context", "setting", setting, "where", where.description(), "consequence", consequence(where.kind())),
                            setting, host ? Level.ERROR : Level.WARNING, definition);
                }
            }
        }
    }

    /** The requirement beside a Codex config that leaves its bypass out, if one does. */
    private static Optional<Located<List<String>>> refusing(FileFacts facts, AgentPolicy p, Located<String> b) {
        return p.scope() == AgentPolicy.Scope.MANAGED ? Optional.empty() : refusing(facts, p.agent(), b);
    }

    private static Optional<Located<List<String>>> refusing(FileFacts facts, AgentPolicy.Agent agent, Located<String> b) {
        CodexRequirements req = facts.codexRequirements();
        if (req == null || agent != AgentPolicy.Agent.CODEX) return Optional.empty();
        return req.refuses(skipsApprovals(b.value()));
    }

    /** Whether a bypass, as recorded, also skips approvals (so {@code allowed_approval_policies} can refuse it). */
    private static boolean skipsApprovals(String bypass) {
        return bypass.contains("approval_policy") || bypass.contains("--yolo") || bypass.contains("--dangerously-bypass-approvals-and-sandbox");
    }

    /** A bypass Codex's requirements leave out: a note at {@code at}, related to the constraint and {@code also}. */
    private static void refused(Location at, String setting, CodexRequirements req, Located<List<String>> constraint,
                                List<Findings.Related> also, Findings out) {
        List<Findings.Related> related = new ArrayList<>(List.of(new Findings.Related(constraint.location(), Message.of("related-requirements"))));
        related.addAll(also);
        out.add(at, Message.of("refused", "setting", setting, "file", req.file(), "allowed", req.written(constraint)), setting, Level.NOTE, related);
    }

    /** A bypass Claude Code's lock refuses: a note at {@code at}, related to the lock and {@code also}. */
    private static void locked(Location at, String setting, Located<String> lock, String message, List<Findings.Related> also, Findings out) {
        List<Findings.Related> related = new ArrayList<>(List.of(new Findings.Related(lock.location(), Message.of("related-lock"))));
        related.addAll(also);
        out.add(at, Message.of(message, "setting", setting, "file", lock.location().file().displayPath()), setting, Level.NOTE, related);
    }

    /** The lock of the project a claude-code-action step runs in, for the step's own policy. */
    private static Optional<Located<String>> stepLock(FileFacts facts, AgentPolicy p) {
        for (LaunchProject lp : facts.launchProjects()) {
            if (lp.policy() == p) return lp.bypassLock();
        }
        return Optional.empty();
    }

    /** The lock of the checkout this workflow's claude-code-action steps run in (one checkout for all of them). */
    private static Optional<Located<String>> checkoutLock(FileFacts facts) {
        for (LaunchProject lp : facts.launchProjects()) {
            if (lp.policy() != null) return lp.bypassLock();
        }
        return Optional.empty();
    }

    /**
     * A profile's bypass counts where the profile is selected: the file's own {@code profile = "…"}
     * (an error there, related to the definition); a profile nothing here selects is a note at its
     * definition (a launch that selects it with {@code --profile} is judged at the launch).
     */
    private static void profiles(FileFacts facts, AgentPolicy p, Findings out) {
        Located<String> selected = p.selectedProfile();
        for (Map.Entry<String, List<Located<String>>> e : p.profileBypasses().entrySet()) {
            if (selected != null && selected.value().equals(e.getKey())) {
                List<Findings.Related> related = new ArrayList<>();
                for (Located<String> b : e.getValue()) related.add(new Findings.Related(b.location(), Message.of("related-profile")));
                String setting = selected.value() + " (" + e.getValue().get(0).value() + ")";
                Optional<Located<List<String>>> refusing = refusingAll(facts, p, e.getValue());
                if (refusing.isPresent()) {
                    String written = "profile = " + setting;
                    refused(selected.location(), written, facts.codexRequirements(), refusing.get(), related, out);
                    continue;
                }
                out.add(selected.location(), Message.of("profile-selected", "profile", setting),
                        e.getKey(), out.defaultLevel(), related, e.getValue().size() == 1 ? fix(e.getValue().get(0)) : null);
                continue;
            }
            for (Located<String> b : e.getValue()) {
                out.add(b.location(), Message.of("profile-unselected", "setting", b.value(), "profile", e.getKey()), b.value(), Level.NOTE);
            }
        }
    }

    /** The requirement that refuses every bypass of a selected profile, if one does (one it lets through still bypasses). */
    private static Optional<Located<List<String>>> refusingAll(FileFacts facts, AgentPolicy p, List<Located<String>> bypasses) {
        Optional<Located<List<String>>> first = Optional.empty();
        for (Located<String> b : bypasses) {
            Optional<Located<List<String>>> r = refusing(facts, p, b);
            if (r.isEmpty()) return Optional.empty();
            if (first.isEmpty()) first = r;
        }
        return first;
    }

    /**
     * Codex's own {@code sandbox_mode = "danger-full-access"} in a config.toml becomes
     * {@code "workspace-write"}: commands stay in the sandbox, writing only the workspace. A Claude
     * Code settings file's {@code permissions.defaultMode: "bypassPermissions"} becomes
     * {@code "default"} (the agent asks again) and its {@code skipDangerousModePermissionPrompt}
     * false. Other bypasses ({@code default_permissions}, an inherited sandbox mode, a workflow
     * input, a command line) have no single replacement that keeps the set-up working, so no fix.
     */
    private static Fix.Intent fix(Located<String> bypass) {
        Location at = bypass.location();
        if (at.file().format() == Format.CLAUDE_SETTINGS) {
            return switch (at.path()) {
                case "/permissions/defaultMode" -> new Fix.Set(at, "default");
                case "/skipDangerousModePermissionPrompt" -> new Fix.Set(at, false);
                default -> null;
            };
        }
        if (at.file().format() != Format.CODEX_CONFIG || !(at.path().equals("/sandbox_mode") || at.path().endsWith("/sandbox_mode"))) return null;
        return new Fix.Set(at, "workspace-write");
    }

    /** {@code disableBypassPermissionsMode: "disable"} in effect for the project (it works from any layer). */
    private static Optional<Located<String>> bypassLock(ClaudeSettings claude) {
        return claude.effective(ClaudeSettings.BYPASS_LOCK).filter(v -> v.value().equals("disable"));
    }

    /** Why that matters where the agent runs, and what to do instead. */
    private static Message consequence(ExecContext.Kind kind) {
        return Message.of(switch (kind) {
            case HOST -> "consequence-host";
            case CI_RUNNER, VM -> "consequence-vm";
            case CONTAINER -> "consequence-container";
            default -> "consequence-unknown";
        });
    }

    private static Message effect(AgentPolicy.Agent agent) {
        return Message.of(switch (agent) {
            case CLAUDE_CODE -> "effect-claude-code";
            case CODEX -> "effect-codex";
            default -> "effect-other";
        });
    }
}
