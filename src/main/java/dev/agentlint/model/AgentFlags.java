package dev.agentlint.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The command-line switches of coding-agent CLIs that matter for isolation: those that skip
 * approval prompts and/or the agent's own sandbox, those that make a run unattended, and Codex's
 * sandbox selection. Sources: agent-configs.md §2 (Claude Code) and §5 (Codex 0.144.3); Gemini CLI
 * and Qwen Code docs; GitHub Copilot CLI reference; Cursor, Amp and Aider flags as their help
 * texts are quoted by third parties (reported as warnings, not errors).
 */
public final class AgentFlags {

    /**
     * One switch that turns approvals or the sandbox off.
     *
     * @param what      as users write it ({@code --dangerously-skip-permissions}, {@code --sandbox danger-full-access})
     * @param confirmed true when a primary source documents it
     */
    public record Bypass(String what, Word at, boolean confirmed) {}

    /** Options whose next word is a value (a model, a system prompt), so it is never read as a flag. */
    private static final Set<String> VALUE_OPTIONS = Set.of("-m", "--model", "--append-system-prompt", "--system-prompt",
            "--message", "--output-format", "--resume", "-r");
    /** Prompt options of the agents where {@code -p} takes the prompt (not Claude Code's or Cursor's {@code --print}). */
    private static final Set<String> PROMPT_OPTIONS = Set.of("-p", "--prompt", "-i", "--prompt-interactive", "-x", "--execute");

    private static final String CODEX_SHORT_VALUES = "scmpCaio";

    private AgentFlags() {}

    /** The approval- or sandbox-skipping switches on this agent command. */
    public static List<Bypass> bypasses(Command c) {
        Optional<String> agent = c.agent();
        if (agent.isEmpty()) return List.of();
        List<Bypass> out = new ArrayList<>();
        List<Word> args = optionWords(c);
        switch (agent.get()) {
            case "claude" -> claude(c.args(), out);
            case "codex" -> codex(args, out);
            case "gemini", "qwen" -> {
                flags(args, out, true, "--yolo", "-y");
                for (Args.Option o : new Args(args, "").longOptions(true, "--approval-mode")) {
                    if ("yolo".equals(o.value())) out.add(new Bypass("--approval-mode yolo", o.at(), true));
                }
            }
            case "copilot" -> flags(args, out, true, "--allow-all", "--yolo", "--allow-all-tools");
            case "cursor-agent" -> flags(args, out, false, "--force", "-f", "--yolo");
            case "amp" -> flags(args, out, false, "--dangerously-allow-all", "--dangerously-skip-permissions");
            case "aider" -> flags(args, out, false, "--yes-always");
            default -> { }
        }
        return out;
    }

    /** Claude Code's bypasses, read with its own grammar ({@link ClaudeOptions}). */
    private static void claude(List<Word> args, List<Bypass> out) {
        List<String> texts = args.stream().map(Word::value).toList();
        for (ClaudeOptions.Option o : ClaudeOptions.read(texts)) {
            Word w = args.get(o.at());
            if (o.name().equals("--dangerously-skip-permissions") && (o.inline() == null || o.inline().equals("true"))) {
                out.add(new Bypass("--dangerously-skip-permissions", w, true));
            } else if (o.name().equals("--permission-mode")) {
                boolean inline = o.inline() != null;
                String mode = inline ? o.inline() : o.values().isEmpty() ? null : args.get(o.values().get(0)).value();
                if (!"bypassPermissions".equals(mode)) continue;
                Word at = inline ? w : joined(w, args.get(o.values().get(0)));
                out.add(new Bypass("--permission-mode bypassPermissions", at, true));
            }
        }
    }

    /** An option and its value written as two words, underlined together. */
    private static Word joined(Word option, Word value) {
        return new Word(option.value() + " " + value.value(), option.span().union(value.span()), option.literal() && value.literal());
    }

    /**
     * The bypasses of a Codex command line given as words ({@code codex-action}'s {@code codex-args}
     * behind the {@code --sandbox} the action passes), read as a script's {@code codex} launch is.
     */
    public static List<Bypass> codexBypasses(List<Word> args) {
        List<Bypass> out = new ArrayList<>();
        codex(args, out);
        return out;
    }

    private static void codex(List<Word> args, List<Bypass> out) {
        flags(args, out, true, "--dangerously-bypass-approvals-and-sandbox", "--yolo");
        Args a = new Args(args, CODEX_SHORT_VALUES);
        List<Args.Option> sandbox = new ArrayList<>(a.longOptions(true, "--sandbox"));
        sandbox.addAll(a.shortOption('s'));
        for (Args.Option o : sandbox) {
            if ("danger-full-access".equals(unquote(o.value()))) {
                out.add(new Bypass("--sandbox danger-full-access" + neverApprovals(a), o.at(), true));
            }
        }
        // A sandbox flag (-s, --sandbox, --full-auto) is a typed session override, which Codex applies
        // above every -c key=value: a -c sandbox_mode beside it never takes effect.
        boolean typed = typedSandbox(a) != null;
        for (Args.Option o : configOverrides(a)) {
            CodexOverrides.of(o.value()).filter(x -> x.effect() == CodexOverrides.Effect.BYPASS)
                    .filter(x -> !(typed && x.key().equals("sandbox_mode")))
                    .ifPresent(x -> out.add(new Bypass(x.written() + neverApprovals(a), o.at(), true)));
        }
    }

    /** The sandbox mode the typed flags name ({@code -s MODE}, {@code --sandbox MODE}, the last one; {@code --full-auto}), or null. */
    private static String typedSandbox(Args a) {
        String mode = null;
        List<Args.Option> sandbox = new ArrayList<>(a.longOptions(true, "--sandbox"));
        sandbox.addAll(a.shortOption('s'));
        for (Args.Option o : sandbox) if (o.value() != null) mode = unquote(o.value());
        if (mode == null && a.has("--full-auto", (char) 0)) mode = "workspace-write";
        return mode;
    }

    /** Codex {@code -c key=value} / {@code --config key=value} overrides among a Codex command line's words. */
    public static List<Args.Option> codexConfigOverrides(List<Word> args) {
        return configOverrides(new Args(args, CODEX_SHORT_VALUES));
    }

    /** Codex {@code -c key=value} / {@code --config key=value} overrides. */
    public static List<Args.Option> configOverrides(Args a) {
        List<Args.Option> out = new ArrayList<>(a.longOptions(true, "--config"));
        out.addAll(a.shortOption('c'));
        return out;
    }

    /** The last {@code -c key=…} / {@code --config key=…} override of {@code key} on this Codex launch. */
    public static Optional<Args.Option> codexOverride(Command c, String key) {
        return codexOverride(c.args(), key);
    }

    /** The last {@code -c key=…} / {@code --config key=…} override of {@code key} among a Codex command line's words. */
    public static Optional<Args.Option> codexOverride(List<Word> args, String key) {
        Args.Option last = null;
        for (Args.Option o : configOverrides(new Args(args, CODEX_SHORT_VALUES))) {
            if (CodexOverrides.valueOf(o.value(), key).isPresent()) last = o;
        }
        return Optional.ofNullable(last);
    }

    private static String neverApprovals(Args a) {
        for (Args.Option o : configOverrides(a)) {
            String kv = o.value() == null ? "" : o.value().replace(" ", "").replace("\"", "").replace("'", "");
            if (kv.equals("approval_policy=never")) return " (with approval_policy=never: no prompts either)";
        }
        for (Args.Option o : a.longOptions(true, "--ask-for-approval")) if ("never".equals(o.value())) return " (with -a never: no prompts either)";
        for (Args.Option o : a.shortOption('a')) if ("never".equals(o.value())) return " (with -a never: no prompts either)";
        return "";
    }

    /**
     * The agent runs without a person at the keyboard: print/exec modes and any bypass.
     * ({@code claude -p}, {@code codex exec}, {@code gemini -p}, {@code cursor-agent -p}, {@code amp -x} …)
     */
    public static boolean unattended(Command c) {
        Optional<String> agent = c.agent();
        if (agent.isEmpty()) return false;
        if (!bypasses(c).isEmpty()) return true;
        List<Word> args = c.args();
        return switch (agent.get()) {
            case "claude", "cursor-agent" -> any(args, "-p", "--print");
            case "codex" -> isCodexExec(c);
            case "gemini", "qwen", "copilot" -> any(args, "-p", "--prompt") || args.stream().anyMatch(w -> w.value().startsWith("--prompt="));
            case "amp" -> any(args, "-x", "--execute");
            case "aider" -> any(args, "-m", "--message", "--message-file", "-f");
            default -> false;
        };
    }

    private static final Set<String> CODEX_LONG_VALUES = Set.of("--config", "--model", "--profile", "--sandbox",
            "--ask-for-approval", "--cd", "--add-dir", "--image", "--enable", "--disable", "--local-provider",
            "--output-last-message", "--output-schema", "--color");

    /** {@code codex exec …} (alias {@code codex e}), options before the subcommand allowed. */
    public static boolean isCodexExec(Command c) {
        if (!"codex".equals(c.agent().orElse(""))) return false;
        List<Word> pos = new Args(c.args(), CODEX_SHORT_VALUES).positionals(CODEX_LONG_VALUES);
        return !pos.isEmpty() && (pos.get(0).value().equals("exec") || pos.get(0).value().equals("e"));
    }

    /** The sandbox mode Codex is told on the command line ({@code read-only}, {@code workspace-write}, …), if any. */
    public static Optional<String> codexSandbox(Command c) {
        return codexSandbox(c.args());
    }

    /**
     * The sandbox mode a Codex command line's words tell it: a typed flag ({@code -s},
     * {@code --sandbox}, {@code --full-auto}) above any {@code -c sandbox_mode=…}, as Codex applies
     * them; a {@code -c default_permissions=":danger-no-sandbox"} still turns it off.
     */
    public static Optional<String> codexSandbox(List<Word> args) {
        Args a = new Args(args, CODEX_SHORT_VALUES);
        String mode = typedSandbox(a);
        boolean typed = mode != null;
        for (Args.Option o : configOverrides(a)) {
            if (typed && CodexOverrides.valueOf(o.value(), "sandbox_mode").isPresent()) continue;
            Optional<String> selected = CodexOverrides.sandboxMode(o.value());
            if (selected.isPresent()) mode = unquote(selected.get());
        }
        return Optional.ofNullable(mode);
    }

    /** Arguments up to {@code --}, without the values of prompt/model options (a prompt saying "--yolo" is not a flag). */
    private static List<Word> optionWords(Command c) {
        List<Word> out = new ArrayList<>();
        List<Word> args = c.args();
        for (int i = 0; i < args.size(); i++) {
            String v = args.get(i).value();
            if (v.equals("--")) break;
            out.add(args.get(i));
            String agent = c.agent().orElse("");
            boolean printFlag = agent.equals("claude") || agent.equals("cursor-agent");
            if (VALUE_OPTIONS.contains(v) || PROMPT_OPTIONS.contains(v) && !printFlag) i++;
        }
        return out;
    }

    private static void flags(List<Word> args, List<Bypass> out, boolean confirmed, String... names) {
        for (Word w : args) {
            for (String n : names) {
                if (w.value().equals(n) || n.startsWith("--") && w.value().equals(n + "=true")) {
                    out.add(new Bypass(n, w, confirmed));
                }
            }
        }
    }

    private static boolean any(List<Word> args, String... names) {
        for (Word w : args) for (String n : names) if (w.value().equals(n)) return true;
        return false;
    }

    private static String unquote(String v) {
        if (v == null) return null;
        String s = v.strip();
        if (s.length() >= 2 && (s.startsWith("\"") && s.endsWith("\"") || s.startsWith("'") && s.endsWith("'"))) {
            s = s.substring(1, s.length() - 1);
        }
        return s.toLowerCase(Locale.ROOT);
    }
}
