package dev.agentlint.extract;

import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.OffsetMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A task runner's script handed to the interpreter it names ({@code set shell := ["bash", "-uc"]},
 * a {@code #!/usr/bin/env bash} body, mise's {@code shell = "pwsh -c"}), as the command the shell
 * stage can check: a POSIX shell's script is read as shell; PowerShell and {@code cmd} get their
 * text as the command-line argument their own readers take; any other interpreter (Python, Node,
 * nushell …) runs a program agentlint does not read, so nothing is recorded.
 */
public final class Interpreters {

    private static final Set<String> POSIX_SHELLS = Set.of("sh", "bash", "zsh", "dash", "ksh", "mksh", "ash", "busybox");
    private static final Set<String> POWERSHELL = Set.of("pwsh", "pwsh-preview", "powershell");

    private static final java.util.regex.Pattern BLANKS = java.util.regex.Pattern.compile("[ \t]+");

    private Interpreters() {}

    /** The program an interpreter line runs: {@code /usr/bin/env -S bash -x} is {@code bash}, {@code C:\…\pwsh.exe} is {@code pwsh}. */
    public static String program(List<String> words) {
        int k = 0;
        if (!words.isEmpty() && base(words.get(0)).equals("env")) {
            k = 1;
            while (k < words.size() && words.get(k).startsWith("-")) k++;
        }
        return k < words.size() ? base(words.get(k)) : "";
    }

    private static String base(String word) {
        String w = word.replace('\\', '/');
        String b = w.substring(w.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        return b.endsWith(".exe") ? b.substring(0, b.length() - 4) : b;
    }

    /** Words of an interpreter written as one string ({@code "bash -euo pipefail -c"}), split at blanks. */
    public static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        for (String w : BLANKS.split(line.strip())) if (!w.isEmpty()) out.add(w);
        return out;
    }

    /**
     * The script as {@code interpreter} runs it, or empty when agentlint does not read that language.
     *
     * @param interpreter the program and its arguments before the script text
     * @param fromFile    the script is saved to a file the interpreter runs (a shebang body), not given as its argument
     * @param offsets     where each character of {@code script} is written (null: all at {@code at})
     */
    public static Optional<EmbeddedScript> script(String origin, List<String> interpreter, boolean fromFile, String script,
                                                  OffsetMap offsets, Location at, ExecContext context) {
        String program = program(interpreter);
        if (program.isEmpty() || POSIX_SHELLS.contains(program)) {
            return Optional.of(EmbeddedScript.mapped(origin, script, at, offsets, context));
        }
        if (POWERSHELL.contains(program) || program.equals("cmd")) {
            List<Located<String>> argv = new ArrayList<>();
            List<OffsetMap> maps = new ArrayList<>();
            // A script saved to a file and run by the interpreter reads as the same text given to -Command or /c.
            List<String> before = fromFile ? List.of(program, program.equals("cmd") ? "/c" : "-Command") : interpreter;
            for (String w : before) {
                argv.add(new Located<>(w, at));
                maps.add(null);
            }
            argv.add(new Located<>(script, at));
            maps.add(offsets);
            return Optional.of(EmbeddedScript.exec(origin, argv, maps, at, context));
        }
        return Optional.empty();
    }
}
