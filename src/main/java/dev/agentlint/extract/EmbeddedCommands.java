package dev.agentlint.extract;

import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.OffsetMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** Turns commands written in other formats into {@link EmbeddedScript}s for the shell stage. */
public final class EmbeddedCommands {

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private static final Set<String> SHELLS = Set.of("sh", "bash", "dash", "zsh", "ksh", "ash", "mksh", "busybox");

    private EmbeddedCommands() {}

    /**
     * An argv as the exec form, except that {@code sh -c 'script'} becomes the script itself (the
     * shell is what gives its words meaning).
     */
    public static EmbeddedScript fromArgv(String origin, List<Located<String>> argv, Location whole, ExecContext context) {
        return fromArgv(origin, argv, null, whole, context);
    }

    /**
     * As above; {@code offsets} (null, or one per element, each null when unknown) says where each
     * character of an element is written, so the findings in a {@code sh -c} script land on its words.
     */
    public static EmbeddedScript fromArgv(String origin, List<Located<String>> argv, List<OffsetMap> offsets, Location whole,
                                          ExecContext context) {
        if (argv.size() >= 3 && SHELLS.contains(basename(argv.get(0).value()))) {
            for (int i = 1; i + 1 < argv.size(); i++) {
                String opt = argv.get(i).value();
                if (!opt.startsWith("-") || opt.startsWith("--")) break;
                if (opt.indexOf('c') > 0) {
                    Located<String> script = argv.get(i + 1);
                    OffsetMap map = offsets == null || i + 1 >= offsets.size() ? null : offsets.get(i + 1);
                    return EmbeddedScript.mapped(origin, script.value(), script.location(), map, context);
                }
            }
        }
        return EmbeddedScript.exec(origin, argv, offsets, whole, context);
    }

    /** True when a script is shell source: no {@code #!} line, or one naming a POSIX-family shell. */
    public static boolean isShellScript(String script) {
        String s = script.stripLeading();
        if (!s.startsWith("#!")) return true;
        int nl = s.indexOf('\n');
        String line = (nl < 0 ? s : s.substring(0, nl)).substring(2).strip();
        String[] words = WHITESPACE.split(line);
        if (words.length == 0 || words[0].isEmpty()) return true;
        String interpreter = basename(words[0]);
        if (interpreter.equals("env")) {
            for (int i = 1; i < words.length; i++) {
                if (words[i].startsWith("-") || words[i].contains("=")) continue;
                return SHELLS.contains(basename(words[i]));
            }
            return false;
        }
        return SHELLS.contains(interpreter);
    }

    private static String basename(String word) {
        return word.substring(word.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
    }
}
