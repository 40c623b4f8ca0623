package dev.agentlint.extract.github;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a workflow {@code run:} script does that the workflow checks need beside its commands:
 * where it points an agent at configuration files, and whether it checks out a pull request's
 * head. Which agent the script starts is the shell stage's answer ({@code WorkflowExtractor}).
 */
final class RunScripts {

    private static final Pattern PR_CHECKOUT = Pattern.compile(
            "\\bgh\\s+pr\\s+checkout\\b|\\bgit\\s+fetch\\b[^\\n;&|]{0,200}?\\bpull/|\\bgit\\s+checkout\\s+FETCH_HEAD\\b");

    // The agent's configuration taken from a path: Claude Code's --mcp-config / --settings, Codex's CODEX_HOME.
    private static final Pattern CONFIG_PATH = Pattern.compile(
            "(?:(?<![\\w-])--(?:mcp-config|settings)(?:=|[ \t]+)|(?<![\\w])CODEX_HOME=)(\"[^\"\\n]{1,512}\"|'[^'\\n]{1,512}'|[^\\s;&|\"']{1,512})");

    private RunScripts() {}

    /**
     * Where a run script points an agent at configuration files ({@code --mcp-config pr/.mcp.json},
     * {@code --settings …}, {@code CODEX_HOME=…}), as start and end offsets of each path in the
     * script; inline JSON ({@code --settings '{…}'}) is not a path.
     */
    static List<int[]> configPaths(String script) {
        List<int[]> out = new ArrayList<>();
        Matcher m = CONFIG_PATH.matcher(script);
        while (m.find() && out.size() < 64) {
            if (commentedOut(script, m.start())) continue;
            String v = m.group(1);
            int start = m.start(1);
            int end = m.end(1);
            if (v.startsWith("\"") || v.startsWith("'")) {
                start++;
                end--;
            }
            if (end > start && script.charAt(start) != '{') out.add(new int[] {start, end});
        }
        return out;
    }

    /** Whether a shell comment ({@code #} at the start of a word) begins on the line before {@code at}. */
    private static boolean commentedOut(String script, int at) {
        int line = script.lastIndexOf('\n', at - 1) + 1;
        for (int i = line; i < at; i++) {
            if (script.charAt(i) == '#' && (i == line || Character.isWhitespace(script.charAt(i - 1)))) return true;
        }
        return false;
    }

    /** Offsets {@code [start, end)} of a command that checks out a pull request's head, or null. */
    static int[] pullRequestCheckout(String script) {
        if (script.length() > 1_000_000) return null;
        Matcher m = PR_CHECKOUT.matcher(script);
        return m.find() ? new int[] {m.start(), m.end()} : null;
    }
}
