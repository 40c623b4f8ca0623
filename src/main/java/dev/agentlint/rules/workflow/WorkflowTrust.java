package dev.agentlint.rules.workflow;

import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Workflow;
import dev.agentlint.rules.common.GithubRefs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/** Where a workflow's untrusted code lands: privileged triggers, pull-request head checkouts and their directories. */
final class WorkflowTrust {

    private static final Pattern WORKSPACE_PREFIX = Pattern.compile("^\\$\\{\\{\\s*github\\.workspace\\s*\\}\\}/?");

    private WorkflowTrust() {}

    /** A job of a workflow started by an event that hands secrets to runs on outside input. */
    record PrivilegedJob(String trigger, Workflow.Job job) {}

    static List<PrivilegedJob> privilegedJobs(FileFacts facts) {
        List<PrivilegedJob> out = new ArrayList<>();
        for (Workflow w : facts.workflows()) {
            Optional<Located<String>> trigger = w.triggers().stream()
                    .filter(t -> GithubRefs.PRIVILEGED_TRIGGERS.contains(t.value())).findFirst();
            if (trigger.isEmpty()) continue;
            for (Workflow.Job job : w.jobs()) out.add(new PrivilegedJob(trigger.get().value(), job));
        }
        return out;
    }

    static boolean headCheckout(Workflow.Checkout c) {
        return c.ref() != null && GithubRefs.isPullRequestHead(c.ref().value())
                || c.repository() != null && GithubRefs.isPullRequestRepository(c.repository().value());
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
        String p = WORKSPACE_PREFIX.matcher(path.strip()).replaceAll("").replace('\\', '/');
        while (p.startsWith("./")) p = p.substring(2);
        while (p.endsWith("/")) p = p.substring(0, p.length() - 1);
        return p.equals(".") ? "" : p;
    }
}
