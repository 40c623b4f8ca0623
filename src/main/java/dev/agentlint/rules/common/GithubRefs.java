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

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /** Events whose runs get secrets and a write token while acting on a pull request or comment from anyone. */
    public static final Set<String> PRIVILEGED_TRIGGERS = Set.of("pull_request_target", "workflow_run", "issue_comment");

    /**
     * Refs that name the pull request's own commits. Commits of a fork are reachable through the base
     * repository, so these check out the author's code wherever they are fetched from. Branch names
     * ({@code github.head_ref}, {@code head.ref}, {@code workflow_run.head_branch}) are not here: fetched
     * from the base repository they name its own branch, and only with {@code repository:} set to the
     * head repository do they reach the fork.
     */
    private static final String[] HEAD_COMMITS = {
        "github.event.pull_request.head.sha", "github.event.pull_request.merge_commit_sha", "github.event.workflow_run.head_sha",
        "github.event.workflow_run.head_commit.id", "refs/pull/", "pull/", "gh pr checkout", "fetch_head"};

    /** Repositories that are the pull request's head (the fork). */
    private static final String[] HEAD_REPOSITORIES = {
        "github.event.pull_request.head.repo.", "github.event.workflow_run.head_repository."};

    private static final Pattern SECRET = Pattern.compile("secrets\\s*\\.\\s*([A-Za-z_][A-Za-z0-9_]{0,200})|secrets\\s*\\[\\s*'([^']{1,200})'");

    private GithubRefs() {}

    /** Whether a checkout {@code ref} names a pull request's own commits (its author's code). */
    public static boolean isPullRequestHead(String ref) {
        return containsAny(ref, HEAD_COMMITS);
    }

    /** Whether a checkout {@code repository} is the pull request's head repository (a fork, for outside contributions). */
    public static boolean isPullRequestRepository(String repository) {
        return containsAny(repository, HEAD_REPOSITORIES);
    }

    private static boolean containsAny(String value, String[] markers) {
        if (value == null || value.length() > 4096) return false;
        String v = WHITESPACE.matcher(value.toLowerCase(Locale.ROOT)).replaceAll("");
        for (String m : markers) if (v.contains(m.replace(" ", ""))) return true;
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
