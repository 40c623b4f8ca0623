package dev.agentlint.model;

/**
 * A Claude Code permission rule ({@code Bash(npm test *)}, {@code Read}, {@code mcp__github}),
 * read once: the tool and, in parentheses, what of it the rule covers.
 *
 * @param written   as written (messages and fingerprints quote it so)
 * @param tool      the tool's name, before any {@code (}
 * @param specifier inside the parentheses ({@code npm test *}); null for a bare tool name, and
 *                  for a rule whose parentheses are not closed, which Claude Code does not read
 *                  as covering anything
 */
public record PermissionRule(String written, String tool, String specifier) {

    public static PermissionRule of(String written) {
        String s = written.strip();
        int open = s.indexOf('(');
        if (open <= 0) return new PermissionRule(written, s, null);
        String specifier = s.endsWith(")") ? s.substring(open + 1, s.length() - 1) : null;
        return new PermissionRule(written, s.substring(0, open), specifier);
    }

    /** Parentheses opened and not closed ({@code Bash(npm}): a rule of no known meaning. */
    public boolean malformed() {
        return specifier == null && !tool.equals(written.strip());
    }

    /** A rule for the shell tools ({@code Bash}, {@code PowerShell}). */
    public boolean isShell() {
        return !malformed() && (tool.equals("Bash") || tool.equals("PowerShell"));
    }

    /**
     * Whether this deny rule takes {@code allow} away: a deny wins at any layer (agent-configs.md
     * §1.1); the same rule, a tool's bare name or {@code Tool(*)} denies every use of it, and
     * {@code *} every tool.
     */
    public boolean denies(PermissionRule allow) {
        String d = written.strip();
        if (d.equals(allow.written.strip()) || d.equals("*")) return true;
        return d.equals(allow.tool) || d.equals(allow.tool + "(*)") || d.equals(allow.tool + "(:*)");
    }

    @Override
    public String toString() {
        return written;
    }
}
