package dev.agentlint.rules.agent;

import dev.agentlint.base.Format;
import dev.agentlint.check.Findings;
import dev.agentlint.check.Fix;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.HostPath;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import java.util.ArrayList;
import java.util.List;

/** A sandbox that still lets commands read the user's credential stores. */
public final class CredentialsReadableInSandbox implements Rule {

    /** Where long-lived credentials usually live in a home directory. */
    static final List<String> CREDENTIAL_PATHS = List.of(
            "~/.ssh", "~/.aws", "~/.config/gcloud", "~/.azure", "~/.kube", "~/.gnupg", "~/.docker",
            "~/.netrc", "~/.git-credentials", "~/.config/gh");

    @Override
    public String id() {
        return "credentials-readable-in-sandbox";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        for (AgentPolicy p : facts.policies()) {
            AgentPolicy.Sandbox s = p.sandbox();
            if (s == null || !s.isEnabled()) continue;
            List<String> denied = new ArrayList<>();
            for (Located<HostPath> d : s.readDenies()) denied.add(d.value().globRoot());
            List<String> open = new ArrayList<>();
            List<String> sensitive = new ArrayList<>(CREDENTIAL_PATHS);
            // Paths the project's configuration adds (options.sensitive-paths).
            for (HostPath extra : facts.options().sensitiveHostPaths()) {
                if (!sensitive.contains(extra.normalised())) sensitive.add(extra.normalised());
            }
            for (String c : sensitive) {
                if (denied.stream().noneMatch(d -> c.equals(d) || c.startsWith(d + "/") || d.equals("~"))) open.add(c);
            }
            if (open.isEmpty()) continue;
            out.add(s.enabled().location(), Message.of("readable", "paths", Message.list("comma", open)), String.join(",", open), fix(s, open));
        }
    }

    /**
     * The open paths appended to the Claude Code settings file's {@code sandbox.filesystem.denyRead}
     * (created where missing). Unsafe: a command that needs one of them in the sandbox (git over
     * SSH, docker login, gh) then fails.
     */
    private static Fix.Intent fix(AgentPolicy.Sandbox s, List<String> open) {
        Location enabled = s.enabled().location();
        if (enabled.file().format() != Format.CLAUDE_SETTINGS || !enabled.path().equals("/sandbox/enabled")) return null;
        return new Fix.Add(new Location(enabled.file(), enabled.span(), "/sandbox/filesystem/denyRead"), open);
    }
}
