package dev.agentlint.extract.mcp;

import dev.agentlint.base.Phrase;
import dev.agentlint.extract.Extractor;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.AgentPolicy.Scope;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.JsonTreeParser;
import dev.agentlint.parse.ParseException;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.SourceFile;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Gemini CLI's {@code .gemini/settings.json}, read as Gemini CLI reads it (JSON with comments,
 * {@code packages/cli/src/config/settings.ts}: {@code JSON.parse(stripJsonComments(content))}), with
 * the keys of {@code packages/cli/src/config/settingsSchema.ts}:
 *
 * <ul>
 *   <li>{@code mcpServers} ({@code command}/{@code args}/{@code env}, {@code url}, {@code httpUrl},
 *       {@code headers}), which Gemini CLI starts or connects to when it starts in the project: MCP
 *       facts like those of {@code .mcp.json}, judged by the MCP and command rules.
 *   <li>{@code tools.sandbox}: Gemini CLI runs in a container or Seatbelt profile when it is
 *       {@code true} or names one ({@code "docker"}, {@code "podman"}, {@code "sandbox-exec"}, …),
 *       and on the host otherwise (its default).
 *   <li>{@code tools.allowed}: tools that skip the confirmation dialog; a shell entry
 *       ({@code run_shell_command} or its old name {@code ShellTool}) approves every command, and
 *       {@code run_shell_command(git)} every command that is {@code git} or starts with {@code "git "}
 *       ({@code doesToolInvocationMatch} in {@code packages/core/src/utils/tool-utils.ts}).
 *   <li>The flat keys of the settings before they were nested ({@code sandbox}, {@code allowedTools}),
 *       which Gemini CLI migrated to those until release 0.24 ({@code MIGRATION_MAP} in
 *       {@code settings.ts}): read where the nested key is absent.
 * </ul>
 *
 * A server's {@code trust: true} makes Gemini CLI run every tool call the server offers without
 * confirmation ({@code docs/tools/mcp-server.md}; {@code shouldConfirmExecute} in
 * {@code packages/core/src/tools/mcp-tool.ts}): one more thing the project makes run.
 *
 * Not facts, on purpose: {@code tools.core}/{@code coreTools} and {@code tools.exclude}/{@code excludeTools}
 * only narrow the tools; {@code general.defaultApprovalMode} cannot select YOLO ({@code config.ts}
 * ignores {@code "yolo"} from settings; only {@code --yolo}/{@code --approval-mode=yolo} can, which are
 * checked where Gemini CLI is launched); {@code tools.autoAccept}/{@code autoAccept} approves read-only
 * tools only; {@code security.folderTrust.enabled} is read from the user's and system settings only, never
 * from a project's.
 */
public final class GeminiSettingsExtractor implements Extractor {

    private static final java.util.regex.Pattern BLANKS = java.util.regex.Pattern.compile("[ \t]+");
    private static final List<String> SHELL_TOOLS = List.of("run_shell_command", "ShellTool");

    @Override
    public void extract(FileFacts facts) throws ParseException {
        SourceFile file = facts.file();
        Node root = JsonTreeParser.parse(file, true);
        if (!root.isMap()) throw new ParseException("Gemini CLI settings must be a JSON object", root.span());
        AgentPolicy p = new AgentPolicy(AgentPolicy.Agent.GEMINI_CLI, Scope.PROJECT, Location.of(file, root));
        for (MapNode.Entry e : root.get("mcpServers").entries()) {
            if (!e.value().isMap()) continue;
            McpConfigExtractor.read(file, e.key(), e.value()).ifPresent(s -> McpServers.record(facts, p, s, "Gemini CLI", List.of()));
            // `trust: true`: Gemini CLI runs every tool call of the server without asking
            // (docs/tools/mcp-server.md; `shouldConfirmExecute` in packages/core/src/tools/mcp-tool.ts).
            Node trust = e.value().get("trust");
            if (trust.isTrue()) {
                p.runsOnLoad().add(new AgentPolicy.Execution(Phrase.of("trust: true (every tool call of MCP server {server},"
                        + " without confirmation)", "server", e.key()), "", Location.ofEntry(file, trust)));
            }
        }
        Node tools = root.get("tools");
        sandbox(file, p, tools.get("sandbox").isMissing() ? root.get("sandbox") : tools.get("sandbox"));
        Node allowed = tools.get("allowed").isMissing() ? root.get("allowedTools") : tools.get("allowed");
        for (Node entry : allowed.elements()) {
            if (!entry.isScalar()) continue;
            String t = entry.textOr("").strip();
            shellApproval(t).ifPresent(prefix -> p.shellApprovals().add(
                    new AgentPolicy.ShellApproval(prefix, new Located<>(t, Location.ofEntry(file, entry)))));
        }
        facts.policies().add(p);
    }

    /** {@code true}, a sandbox command or profile: on; {@code false} or an empty string: off. */
    private static void sandbox(SourceFile file, AgentPolicy p, Node value) {
        if (value.isMissing() || value instanceof ScalarNode s && s.type() == ScalarNode.Type.NULL) return;
        boolean on;
        if (value.isMap()) {
            on = true; // an explicit sandbox configuration (command, image)
        } else {
            String v = value.textOr("").strip().toLowerCase(Locale.ROOT);
            on = !(v.isEmpty() || v.equals("false") || v.equals("0"));
        }
        Location at = Location.ofEntry(file, value);
        p.sandbox(new AgentPolicy.Sandbox(new Located<>(on, at), List.of(), List.of(), List.of(), at));
    }

    /** The command prefix a {@code tools.allowed} entry approves for the shell tool ("" for all), or empty for other tools. */
    static Optional<String> shellApproval(String entry) {
        for (String tool : SHELL_TOOLS) {
            if (entry.equals(tool)) return Optional.of("");
            if (entry.startsWith(tool + "(") && entry.endsWith(")")) {
                String prefix = entry.substring(tool.length() + 1, entry.length() - 1).strip();
                prefix = BLANKS.matcher(prefix).replaceAll(" ");
                return Optional.of(prefix);
            }
        }
        return Optional.empty();
    }
}
