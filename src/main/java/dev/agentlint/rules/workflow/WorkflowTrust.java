package dev.agentlint.rules.workflow;

import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;
import dev.agentlint.rules.common.GithubRefs;
import java.util.Optional;

/** Where a workflow's untrusted code lands: privileged triggers, pull-request head checkouts and their directories. */
final class WorkflowTrust {

    private WorkflowTrust() {}

    static Optional<Located<String>> privilegedTrigger(Workflow w) {
        return w.triggers().stream().filter(t -> GithubRefs.PRIVILEGED_TRIGGERS.contains(t.value())).findFirst();
    }

    static boolean headCheckout(Workflow.Checkout c) {
        return c.ref() != null && GithubRefs.isPullRequestHead(c.ref().value())
                || c.repository() != null && GithubRefs.isPullRequestHead(c.repository().value());
    }

    /** The checkout's directory relative to the workspace; empty for the workspace root. */
    static String checkoutDir(Workflow.Checkout c) {
        return c.path() == null ? "" : normalise(c.path().value());
    }

    /** Whether a path as an agent reads it (relative to the workspace) lies in the directory. */
    static boolean inside(String path, String dir) {
        String p = normalise(path);
        if (p.startsWith("/") || p.startsWith("~") || p.startsWith("$") || p.isEmpty()) return false;
        return dir.isEmpty() || p.equals(dir) || p.startsWith(dir + "/");
    }

    /** {@code ./pr/}, {@code ${{ github.workspace }}/pr} → {@code pr}. */
    private static String normalise(String path) {
        String p = path.strip().replaceAll("^\\$\\{\\{\\s*github\\.workspace\\s*\\}\\}/?", "").replace('\\', '/');
        while (p.startsWith("./")) p = p.substring(2);
        while (p.endsWith("/")) p = p.substring(0, p.length() - 1);
        return p.equals(".") ? "" : p;
    }
}
