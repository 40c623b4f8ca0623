package dev.agentlint.extract.codex;

import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.Set;

/**
 * The sandbox and approval keys of one Codex settings layer: the top level of a file, or a legacy
 * {@code [profiles.<name>]} table, which inherits what it does not set from the top level.
 */
final class CodexLayer {

    private static final Set<String> AUTO_REVIEWERS = Set.of("auto_review", "guardian_subagent");

    private final SourceFile file;
    private final AgentPolicy policy;
    private String profile;

    CodexLayer(SourceFile file, AgentPolicy policy) {
        this.file = file;
        this.policy = policy;
    }

    /**
     * @param table  the layer's table
     * @param parent the layer it inherits from, or null for the top level
     * @param prefix how its keys are named in messages ({@code ""}, {@code "profiles.ci."})
     */
    void read(Node table, Node parent, String prefix) {
        read(table, parent, prefix, null);
    }

    /** @param profile the profile's name, whose bypasses count only where it is selected; null for the top level */
    void read(Node table, Node parent, String prefix, String profile) {
        this.profile = profile;
        if (!table.isMap()) return;
        Node sandbox = table.get("sandbox_mode");
        Node approval = table.get("approval_policy");
        boolean fullAccess = "danger-full-access".equals(inherited(table, parent, "sandbox_mode"));
        boolean never = "never".equals(inherited(table, parent, "approval_policy"));

        if (fullAccess && !sandbox.isMissing()) {
            bypass(prefix + "sandbox_mode = \"danger-full-access\"" + (never ? " with approval_policy = \"never\"" : ""), sandbox);
        }
        if (never && !approval.isMissing()) {
            if (fullAccess && sandbox.isMissing()) {
                bypass(prefix + "approval_policy = \"never\" with sandbox_mode = \"danger-full-access\"", approval);
            } else if (!fullAccess) {
                loosen(prefix + "approval_policy = \"never\"", approval);
            }
        }
        Node permissions = table.get("default_permissions");
        if (":danger-no-sandbox".equals(permissions.textOr(""))) {
            bypass(prefix + "default_permissions = \":danger-no-sandbox\"", permissions);
        }
        Node reviewer = table.get("approvals_reviewer");
        if (AUTO_REVIEWERS.contains(reviewer.textOr(""))) {
            loosen(prefix + "approvals_reviewer = \"" + reviewer.textOr("") + "\"", reviewer);
        }
        Node search = table.get("web_search");
        if ("live".equals(search.textOr(""))) loosen(prefix + "web_search = \"live\"", search);

        Node workspace = table.get("sandbox_workspace_write");
        Node network = workspace.get("network_access");
        if (network.isTrue()) {
            policy.sandboxNetwork().add(new Located<>(prefix + "sandbox_workspace_write.network_access = true",
                    Location.ofEntry(file, network)));
        }
        for (Node root : workspace.get("writable_roots").elements()) {
            root.text().ifPresent(r -> policy.loosenings().add(new Located<>(
                    prefix + "sandbox_workspace_write.writable_roots includes \"" + r + "\"", Location.of(file, root))));
        }
        Node windows = table.at("windows", "sandbox");
        windows.text().ifPresent(w -> policy.windowsSandbox().add(new Located<>(w, Location.ofEntry(file, windows))));
    }

    private static String inherited(Node table, Node parent, String key) {
        Node own = table.get(key);
        if (!own.isMissing() || parent == null) return own.textOr("");
        return parent.get(key).textOr("");
    }

    private void bypass(String what, Node at) {
        Located<String> b = new Located<>(what, Location.ofEntry(file, at));
        if (profile == null) policy.permissionBypass().add(b);
        else policy.profileBypasses().computeIfAbsent(profile, k -> new ArrayList<>()).add(b);
    }

    private void loosen(String what, Node at) {
        policy.loosenings().add(new Located<>(what, Location.ofEntry(file, at)));
    }
}
