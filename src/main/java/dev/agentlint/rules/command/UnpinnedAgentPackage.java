package dev.agentlint.rules.command;

import dev.agentlint.check.Findings;
import dev.agentlint.check.Message;
import dev.agentlint.check.Rule;
import dev.agentlint.model.AgentClis;
import dev.agentlint.model.AgentPolicy;
import dev.agentlint.model.Command;
import dev.agentlint.model.FileFacts;
import dev.agentlint.model.McpServer;
import dev.agentlint.model.Word;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * An agent CLI installed without a pinned version, or a package run ({@code npx -y},
 * {@code uvx}, {@code pnpm dlx} …) that fetches whatever version is newest, as MCP servers often are.
 *
 * <p>npx, npm exec and bunx run a locally installed package when there is one, so a bare
 * {@code npx prettier} in a project's script is the lockfile's version. They fetch when told to
 * ({@code -y}), when the spec asks for a tag or range ({@code pkg@latest}, {@code pkg@^1}: the
 * registry decides), and when they start an MCP server: npm assumes yes when standard input is
 * not a terminal, so {@code -y} changes nothing there, and nothing says the package is installed
 * where the client starts it. {@code --no} ({@code --no-install}) forbids fetching.
 */
public final class UnpinnedAgentPackage implements Rule {

    private static final Pattern EXACT = Pattern.compile("v?\\d{1,6}(?:\\.\\d{1,6}){1,3}(?:[-+][0-9A-Za-z.-]{1,64})?");
    private static final Pattern COMMIT = Pattern.compile("[0-9a-f]{40}|[0-9a-f]{64}");
    /** Runners that always fetch the package; npx, npm exec and bunx use a local install when there is one. */
    private static final Set<String> FETCHING = Set.of("pnpm dlx", "pnpx", "yarn dlx", "uvx", "uv tool run", "pipx run");
    private static final Set<String> RUNNERS = Set.of("npx", "npm exec", "npm x", "bunx", "bun x", "pnpm dlx", "pnpx",
            "yarn dlx", "uvx", "uv tool run", "pipx run");

    @Override
    public String id() {
        return "unpinned-agent-package";
    }

    @Override
    public void check(FileFacts facts, Findings out) {
        Set<String> reported = new HashSet<>();
        Set<String> mcpServers = mcpServerCommands(facts);
        for (Command c : facts.commands()) {
            for (Command.Wrapper w : c.wrappers()) {
                if (!RUNNERS.contains(w.name()) || w.target() == null || local(w.target().value())) continue;
                boolean mayFetch = !w.words().stream().anyMatch(x -> x.value().equals("--no") || x.value().equals("--no-install"));
                boolean fetches = FETCHING.contains(w.name()) || c.agent().isPresent()
                        || w.words().stream().anyMatch(x -> x.value().equals("-y") || x.value().equals("--yes"))
                        || mayFetch && AgentClis.pinnedVersion(w.target().value()).isPresent()
                        || mayFetch && !w.words().isEmpty() && mcpServers.contains(w.words().get(0).span().toString());
                Word spec = w.target();
                // Other packages matter where they run on the developer's machine (MCP servers, hooks, scripts).
                boolean matters = c.agent().isPresent() || Isolation.hostSide(c);
                if (fetches && matters && !pinned(spec.value()) && reported.add(spec.span().toString())) {
                    out.add(c.location().withSpan(spec.span()), Message.of("runner", "runner", w.name(), "spec", spec.value(), "name", name(spec.value())),
                            w.name() + " " + spec.value());
                }
            }
            install(c, out, reported);
        }
    }

    /** {@code npm i -g @anthropic-ai/claude-code}, {@code pipx install aider-chat}, {@code uv tool install …}. */
    private static void install(Command c, Findings out, Set<String> reported) {
        List<Word> args = c.args();
        if (args.isEmpty()) return;
        String program = c.program();
        String sub = args.get(0).value();
        boolean global = args.stream().anyMatch(w -> w.value().equals("-g") || w.value().equals("--global")
                || w.value().equals("--location=global"));
        boolean install = switch (program) {
            case "npm" -> Set.of("install", "i", "add", "in", "ins", "inst", "insta", "instal", "isntall").contains(sub) && global;
            case "pnpm", "bun" -> Set.of("add", "install", "i").contains(sub) && global;
            case "yarn" -> sub.equals("global") && args.size() > 1 && args.get(1).value().equals("add");
            case "pipx" -> sub.equals("install");
            case "uv" -> sub.equals("tool") && args.size() > 1 && args.get(1).value().equals("install");
            case "pip", "pip3" -> sub.equals("install");
            default -> false;
        };
        if (!install) return;
        for (Word w : args.subList(1, args.size())) {
            String v = w.value();
            if (v.startsWith("-")) continue;
            Optional<String> agent = AgentClis.byPackage(v);
            if (agent.isEmpty() || pinned(v) || !reported.add(w.span().toString())) continue;
            out.add(c.location().withSpan(w.span()), Message.of("install", "program", program, "spec", v, "agent", agent.get(), "name", name(v)),
                    program + " install " + v);
        }
    }

    /** Where the MCP servers' commands are written: a package run there starts a server. */
    private static Set<String> mcpServerCommands(FileFacts facts) {
        Set<String> out = new HashSet<>();
        for (AgentPolicy p : facts.policies()) {
            for (McpServer s : p.mcpServers()) {
                if (!s.argv().isEmpty()) out.add(s.argv().get(0).location().span().toString());
            }
        }
        return out;
    }

    /** A package from the file system ({@code ./tools/server}, {@code file:../x}): nothing is fetched. */
    private static boolean local(String spec) {
        return spec.startsWith(".") || spec.startsWith("/") || spec.startsWith("~") || spec.startsWith("file:");
    }

    static boolean pinned(String spec) {
        Optional<String> v = AgentClis.pinnedVersion(spec);
        if (v.isEmpty()) return false;
        String version = v.get().strip();
        // A VCS source pinned to a full commit (uvx --from git+https://…@<sha>) cannot change under the same spec.
        return EXACT.matcher(version).matches() || spec.startsWith("git+") && COMMIT.matcher(version).matches();
    }

    private static String name(String spec) {
        return AgentClis.packageName(spec);
    }
}
