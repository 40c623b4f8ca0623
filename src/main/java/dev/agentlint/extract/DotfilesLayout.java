package dev.agentlint.extract;

/**
 * Where a dotfiles repository keeps a user's agent directory ({@code ~/.codex}, {@code ~/.claude})
 * under the name the agent reads in a project ({@code .codex/}, {@code .claude/}): a GNU stow
 * package named after the agent ({@code codex/.codex/}), chezmoi's {@code dot_codex/}, a
 * {@code home/} directory, or anything inside a {@code dotfiles}/{@code .dotfiles} tree (ADR 11).
 * A file there is the user's own configuration, not a repository's for everyone who opens it.
 */
public final class DotfilesLayout {

    private DotfilesLayout() {}

    /**
     * @param path     the file's '/'-separated path in the scanned tree
     * @param agentDir the agent's directory name in a home ({@code .codex}, {@code .claude})
     */
    public static boolean isUserHome(String path, String agentDir) {
        String p = "/" + path.replace('\\', '/');
        if (p.contains("/dot_" + agentDir.substring(1) + "/")) return true;
        int dir = p.lastIndexOf("/" + agentDir + "/");
        if (dir < 0) return false;
        String above = p.substring(0, dir);
        String holder = above.substring(above.lastIndexOf('/') + 1);
        return holder.equals(agentDir.substring(1)) || holder.equals("home") || above.contains("/dotfiles") || above.contains("/.dotfiles");
    }
}
