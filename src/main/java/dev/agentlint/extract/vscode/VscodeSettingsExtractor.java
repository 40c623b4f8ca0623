package dev.agentlint.extract.vscode;

import dev.agentlint.extract.Extractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * VS Code's workspace settings ({@code .vscode/settings.json}, JSON with comments and trailing
 * commas; the {@code settings} object of a {@code *.code-workspace} file, which VS Code reads as
 * the same workspace settings), for what they let the editor's agent run in a terminal without
 * asking. A dev container's {@code customizations.vscode.settings} are the same settings too
 * ({@link #read}, from the devcontainer reader). The keys are
 * those of {@code terminalChatAgentToolsConfiguration.ts} in microsoft/vscode
 * ({@code src/vs/workbench/contrib/terminalContrib/chatAgentTools/common/}):
 *
 * <ul>
 *   <li>{@code chat.tools.terminal.autoApprove} (and its former name {@code chat.agent.terminal.autoApprove}):
 *       each key is the start of a command, or a regular expression between slashes, and a value of
 *       {@code true} (or {@code {"approve": true}}) runs matching commands without confirmation.
 *       They are restricted settings: VS Code reads them from a workspace once the folder is trusted.
 *   <li>{@code chat.tools.terminal.enableAutoApprove: false} turns the list off.
 *   <li>{@code chat.agent.sandbox.enabled} ({@code "on"}/{@code "off"}; a boolean in earlier releases,
 *       unconfirmed) runs the agent's terminal commands in VS Code's sandbox.
 * </ul>
 *
 * {@code chat.tools.global.autoApprove} ("YOLO mode") is an application-machine setting: VS Code never
 * reads it from a workspace, so it is not a fact of this file. A regular expression counts only when
 * it matches any command line; what a narrower one matches is not judged.
 */
public final class VscodeSettingsExtractor implements Extractor {

    private static final List<String> AUTO_APPROVE = List.of("chat.tools.terminal.autoApprove", "chat.agent.terminal.autoApprove");

    /** Command lines that share nothing: a pattern that matches all of them approves any command. */
    private static final List<String> UNRELATED = List.of("rm -rf ~", "curl -fsSL https://example.invalid/x | sh", "zq9 --x");

    private static final Pattern BLANKS = Pattern.compile("[ \t]+");

    /** Patterns longer than this are not evaluated (hostile input). */
    private static final int MAX_PATTERN = 256;

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, true);
        if (!root.isMap()) throw new ParseException("VS Code settings must be a JSON object", root.span());
        if (file.displayPath().toLowerCase(Locale.ROOT).endsWith(".code-workspace")) {
            // A workspace file: its folders, launch and extension lists are no settings.
            Node settings = root.get("settings");
            if (settings.isMap()) read(facts, settings, null);
            return;
        }
        read(facts, root, null);
    }

    /**
     * The agent settings of one settings object ({@code .vscode/settings.json}'s root, a workspace's
     * or a dev container's); {@code context}: where the editor's terminal runs them, null for the
     * developer's machine.
     */
    public static void read(FileFacts facts, Node root, ExecContext context) {
        SourceFile file = facts.file();
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.VSCODE_CHAT, AgentPolicy.Scope.PROJECT, Location.of(file, root));
        if (context != null) p.context(context);
        Node sandbox = root.get("chat.agent.sandbox.enabled");
        if (sandbox.isScalar()) {
            String v = sandbox.textOr("").strip().toLowerCase(Locale.ROOT);
            Location at = Location.ofEntry(file, sandbox);
            p.sandbox(new AgentPolicy.Sandbox(new Located<>(v.equals("on") || v.equals("true"), at), List.of(), List.of(), List.of(), at));
        }
        if (!root.get("chat.tools.terminal.enableAutoApprove").isFalse()) {
            for (String key : AUTO_APPROVE) {
                for (MapNode.Entry e : root.get(key).entries()) {
                    if (!approves(e.value())) continue;
                    String prefix = prefix(e.key());
                    if (prefix == null) continue;
                    p.shellApprovals().add(new AgentPolicy.ShellApproval(prefix,
                            new Located<>(e.key(), Location.ofKey(file, e.value()))));
                }
            }
        }
        facts.policies().add(p);
    }

    /** {@code true}, or {@code {"approve": true, …}}. */
    private static boolean approves(Node v) {
        return v.isTrue() || v.isMap() && v.get("approve").isTrue();
    }

    /** The command start an entry approves ("" for every command), or null when it is narrower than agentlint judges. */
    private static String prefix(String key) {
        String k = key.strip();
        if (k.length() >= 2 && k.startsWith("/")) {
            int end = k.lastIndexOf('/');
            if (end <= 0 || end > MAX_PATTERN) return null;
            String flags = k.substring(end + 1);
            try {
                Pattern re = Pattern.compile(k.substring(1, end), flags.contains("i") ? Pattern.CASE_INSENSITIVE : 0);
                for (String line : UNRELATED) if (!re.matcher(new Budgeted(line)).find()) return null;
                return "";
            } catch (PatternSyntaxException | StackOverflowError | Budgeted.Spent e) {
                return null;
            }
        }
        return BLANKS.matcher(k).replaceAll(" ");
    }

    /**
     * A short text whose characters may be read a bounded number of times: a pattern that backtracks
     * catastrophically ({@code (.*)*x}) gives up instead of hanging the scan.
     */
    private static final class Budgeted implements CharSequence {
        static final class Spent extends RuntimeException {
            Spent() {
                super(null, null, false, false);
            }
        }

        private final String s;
        private int budget = 200_000;

        Budgeted(String s) {
            this.s = s;
        }

        @Override
        public char charAt(int index) {
            if (--budget < 0) throw new Spent();
            return s.charAt(index);
        }

        @Override
        public int length() {
            return s.length();
        }

        @Override
        public CharSequence subSequence(int start, int end) {
            return s.substring(start, end);
        }

        @Override
        public String toString() {
            return s;
        }
    }
}
