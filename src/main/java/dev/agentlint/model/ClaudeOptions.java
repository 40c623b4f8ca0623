package dev.agentlint.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Claude Code's command-line grammar, in one place for every format that passes Claude Code
 * arguments (a script's command line, claude-code-action's {@code claude_args}): which options
 * take one value, which take several ({@code --allowedTools "Bash(git diff *)" Read}, up to the
 * next option), and their two spellings (agent-configs.md §2.2). Options end at {@code --}.
 * Callers keep their own words (a command's {@link Word}s, an input's located strings): the
 * grammar works on the texts and answers with positions in them.
 */
public final class ClaudeOptions {

    /**
     * One option as written.
     *
     * @param name   its canonical spelling ({@code --allowedTools} for {@code --allowed-tools} too)
     * @param at     the index of the option's word
     * @param inline the value written in the same word ({@code --settings=FILE}), else null
     * @param values the indices of the words that are its values (empty for a flag or an inline value)
     */
    public record Option(String name, int at, String inline, List<Integer> values) {
        public Option {
            values = List.copyOf(values);
        }
    }

    private static final Map<String, String> SPELLINGS = Map.of("--allowed-tools", "--allowedTools",
            "--disallowed-tools", "--disallowedTools");
    /** Options whose values run up to the next option. */
    private static final Set<String> MANY_VALUES = Set.of("--allowedTools", "--disallowedTools", "--mcp-config", "--add-dir",
            "--plugin-dir", "--betas");
    /** Options that take the next word. */
    private static final Set<String> ONE_VALUE = Set.of("--settings", "--permission-mode", "--model", "--fallback-model",
            "--append-system-prompt", "--system-prompt", "--append-system-prompt-file", "--system-prompt-file",
            "--output-format", "--input-format", "--resume", "-r", "--max-turns", "--setting-sources", "--tools",
            "--permission-prompt-tool", "--agents", "--agent", "--session-id", "--debug-file", "--json-schema");

    private ClaudeOptions() {}

    /** The options of a Claude Code command line, in order. */
    public static List<Option> read(List<String> args) {
        List<Option> out = new ArrayList<>();
        for (int i = 0; i < args.size(); i++) {
            String word = args.get(i);
            if (word.equals("--")) break;
            if (!word.startsWith("-") || word.length() < 2) continue;
            String name = word;
            String inline = null;
            int eq = word.indexOf('=');
            if (word.startsWith("--") && eq > 0) {
                name = word.substring(0, eq);
                inline = word.substring(eq + 1);
            }
            name = SPELLINGS.getOrDefault(name, name);
            List<Integer> values = new ArrayList<>();
            if (inline == null && ONE_VALUE.contains(name) && i + 1 < args.size()) {
                values.add(++i);
            } else if (inline == null && MANY_VALUES.contains(name)) {
                while (i + 1 < args.size() && !args.get(i + 1).startsWith("-")) values.add(++i);
            }
            out.add(new Option(name, i - values.size(), inline, values));
        }
        return out;
    }

    /** The option values of {@code name} on the line, each as its own text: inline or following words. */
    public static List<Integer> valuesOf(List<Option> options, String name) {
        List<Integer> out = new ArrayList<>();
        for (Option o : options) {
            if (!o.name().equals(name)) continue;
            if (o.inline() != null) out.add(o.at());
            else out.addAll(o.values());
        }
        return out;
    }

    /** The value text at {@code index}: an inline value's part after {@code =}, else the word. */
    public static String text(List<String> args, List<Option> options, int index) {
        for (Option o : options) {
            if (o.at() == index && o.inline() != null) return o.inline();
        }
        return args.get(index);
    }

    /** Whether the flag {@code name} is on the line. */
    public static boolean has(List<Option> options, String name) {
        return options.stream().anyMatch(o -> o.name().equals(name));
    }

    /**
     * The permission rules one value of {@code --allowedTools}/{@code --disallowedTools} holds:
     * comma- or space-separated, a space inside a rule's parentheses ({@code Bash(git diff *)}) kept.
     */
    public static List<String> toolRules(String value) {
        List<String> out = new ArrayList<>();
        StringBuilder rule = new StringBuilder();
        int depth = 0;
        for (int k = 0; k < value.length(); k++) {
            char ch = value.charAt(k);
            if (ch == '(') depth++;
            if (ch == ')' && depth > 0) depth--;
            if (depth == 0 && (ch == ',' || Character.isWhitespace(ch))) {
                if (!rule.isEmpty()) out.add(rule.toString());
                rule.setLength(0);
            } else {
                rule.append(ch);
            }
        }
        if (!rule.isEmpty()) out.add(rule.toString());
        return out;
    }
}
