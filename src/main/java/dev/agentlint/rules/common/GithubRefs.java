package dev.agentlint.rules.common;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What GitHub Actions values refer to: the events that run with the base repository's secrets and
 * token on input from outside, expressions that name a pull request's head, and secrets other than
 * the job's own {@code GITHUB_TOKEN}.
 */
public final class GithubRefs {

    /** Events whose runs get secrets and a write token while acting on a pull request or comment from anyone. */
    public static final Set<String> PRIVILEGED_TRIGGERS = Set.of("pull_request_target", "workflow_run", "issue_comment");

    private static final String[] HEAD_MARKERS = {
        "github.event.pull_request.head.", "github.event.pull_request.merge_commit_sha", "github.head_ref",
        "github.event.workflow_run.head_", "github.event.workflow_run.pull_requests", "refs/pull/", "pull/",
        "gh pr checkout", "fetch_head"};

    private static final Pattern SECRET = Pattern.compile("secrets\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]{0,200})|secrets\\s*\\[\\s*'([^']{1,200})'");

    private GithubRefs() {}

    /** Whether a checkout {@code ref} or {@code repository} value points at a pull request's head (its author's code). */
    public static boolean isPullRequestHead(String value) {
        if (value == null || value.length() > 4096) return false;
        String v = value.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").replace("{{ ", "{{").replace(" }}", "}}");
        for (String m : HEAD_MARKERS) if (v.contains(m)) return true;
        return false;
    }

    /** The repository secret a value hands over, when it is not the job's own short-lived {@code GITHUB_TOKEN}. */
    public static Optional<String> longLivedSecret(String value) {
        if (value == null || value.length() > 4096) return Optional.empty();
        Matcher m = SECRET.matcher(value);
        while (m.find()) {
            String name = m.group(1) != null ? m.group(1) : m.group(2);
            if (!name.equalsIgnoreCase("GITHUB_TOKEN")) return Optional.of("secrets." + name);
        }
        return Optional.empty();
    }
}
