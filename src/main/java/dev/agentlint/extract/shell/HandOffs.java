package dev.agentlint.extract.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Commands that hand a command line to another shell or terminal to run there, on the same
 * machine: {@code tmux new-session|new-window|split-window|respawn-pane … cmd}, text typed with
 * {@code tmux send-keys} or {@code screen -X stuff}, {@code screen -dm cmd}, {@code script -c cmd},
 * Windows Terminal ({@code wt new-tab … ; split-pane …}), {@code osascript -e 'tell app "Terminal"
 * to do script "…"'}, and the terminal emulators' {@code -e}/{@code --} ({@code gnome-terminal},
 * {@code konsole}, {@code xterm} …). Unlike a wrapper, one such command can start several command
 * lines ({@code tmux … \; send-keys …}); each is walked as a command of its own.
 */
final class HandOffs {

    private static final Options TMUX_GLOBAL = new Options(Set.of("-f", "-L", "-S", "-T"));
    private static final Options TMUX_NEW_SESSION = new Options(Set.of("-c", "-e", "-f", "-F", "-n", "-s", "-t", "-x", "-y"));
    private static final Options TMUX_NEW_WINDOW = new Options(Set.of("-c", "-e", "-F", "-n", "-t"));
    private static final Options TMUX_SPLIT = new Options(Set.of("-c", "-e", "-F", "-l", "-p", "-t"));
    private static final Options TMUX_RESPAWN = new Options(Set.of("-c", "-e", "-t"));
    private static final Options TMUX_SEND_KEYS = new Options(Set.of("-N", "-t", "-c"));
    /** tmux key names that type no text; {@code Enter} and its synonyms end a line, {@code Space} is a blank. */
    private static final Set<String> TMUX_ENTER = Set.of("Enter", "C-m", "KPEnter", "C-j");
    private static final Set<String> TMUX_KEYS = Set.of("Escape", "BSpace", "BTab", "Tab", "Up", "Down", "Left", "Right", "Home",
            "End", "DC", "IC", "NPage", "PPage", "PageUp", "PageDown", "PgUp", "PgDn");
    private static final Options SCREEN = new Options(Set.of("-S", "-t", "-c", "-e", "-h", "-p", "-T", "-s", "-Logfile"));
    private static final Set<String> SCREEN_NO_COMMAND = Set.of("-r", "-R", "-x", "-ls", "-list", "-wipe", "-v", "-D");
    private static final Options SCRIPT = new Options(Set.of("-E", "--echo", "-O", "--log-out", "-B", "--log-io", "-I",
            "--log-in", "-T", "--log-timing", "-m", "--logging-format", "-F"));
    private static final Options WT_GLOBAL = new Options(Set.of("-w", "--window", "--size", "--pos"));
    private static final Options WT_TAB = new Options(Set.of("-p", "--profile", "-d", "--startingDirectory", "--title",
            "--tabColor", "--colorScheme", "-s", "--size"));
    private static final Set<String> WT_RUNS = Set.of("new-tab", "nt", "split-pane", "sp");
    private static final Set<String> WT_OTHER = Set.of("focus-tab", "ft", "move-focus", "mf", "swap-pane", "focus-pane", "fp",
            "move-pane", "mp");
    /** Terminal emulators that run the rest of their command line after {@code -e} (or {@code -x}, {@code --}). */
    private static final Set<String> TERMINALS = Set.of("gnome-terminal", "konsole", "xterm", "uxterm", "x-terminal-emulator",
            "xfce4-terminal", "mate-terminal", "terminator", "tilix", "lxterminal", "alacritty", "kitty", "foot", "urxvt",
            "rxvt", "st", "wezterm");
    /** Those whose {@code -e} takes one string, a command line the terminal splits, as {@code -x} takes the words. */
    private static final Set<String> STRING_E = Set.of("gnome-terminal", "xfce4-terminal", "mate-terminal", "terminator",
            "tilix", "lxterminal");

    private HandOffs() {}

    /** The command lines {@code argv} hands on, if it is a hand-off this class knows. */
    static Step next(List<Arg> argv) {
        String name = Probes.base(argv.get(0).value()).toLowerCase(Locale.ROOT);
        if (name.endsWith(".exe")) name = name.substring(0, name.length() - 4);
        List<Step.Inner> inner = switch (name) {
            case "tmux" -> tmux(argv);
            case "screen" -> screen(argv);
            case "script" -> script(argv);
            case "wt" -> windowsTerminal(argv);
            case "osascript" -> osascript(argv);
            default -> TERMINALS.contains(name) ? terminal(name, argv) : List.of();
        };
        return inner.isEmpty() ? new Step.None() : new Step.HandOff(name, inner);
    }

    // ---- tmux ----------------------------------------------------------------------------------

    private static List<Step.Inner> tmux(List<Arg> argv) {
        List<Step.Inner> out = new ArrayList<>();
        int i = TMUX_GLOBAL.skip(argv, 1);
        // `tmux new -d -s x \; send-keys …`: commands are separated by a lone `;`.
        while (i < argv.size()) {
            int end = i;
            while (end < argv.size() && !argv.get(end).value().equals(";")) end++;
            tmuxCommand(argv, i, end, out);
            i = end + 1;
        }
        return out;
    }

    private static void tmuxCommand(List<Arg> argv, int from, int end, List<Step.Inner> out) {
        if (from >= end) return;
        List<Arg> cmd = argv.subList(from, end);
        String sub = cmd.get(0).value();
        Options options = switch (sub) {
            case "new-session", "new" -> TMUX_NEW_SESSION;
            case "new-window", "neww" -> TMUX_NEW_WINDOW;
            case "split-window", "splitw" -> TMUX_SPLIT;
            case "respawn-pane", "respawnp", "respawn-window", "respawnw" -> TMUX_RESPAWN;
            case "send-keys", "send" -> TMUX_SEND_KEYS;
            default -> null;
        };
        if (options == null) return;
        int rest = options.skip(cmd, 1);
        if (rest >= cmd.size()) return;
        List<Arg> own = cmd.subList(0, rest);
        if (sub.startsWith("send")) {
            boolean literal = false;
            for (Arg a : own) literal |= a.value().startsWith("-") && !a.value().startsWith("--") && a.value().indexOf('l') > 0;
            Arg typed = typedKeys(cmd.subList(rest, cmd.size()), literal);
            if (typed != null) out.add(new Step.Inner(own, null, typed));
        } else {
            out.add(command(own, cmd.subList(rest, cmd.size())));
        }
    }

    /** One word is a command line for the shell; several are the program and its arguments (tmux 3.0 and later). */
    private static Step.Inner command(List<Arg> own, List<Arg> words) {
        return words.size() == 1 ? new Step.Inner(own, null, words.get(0)) : new Step.Inner(own, List.copyOf(words), null);
    }

    /**
     * What {@code send-keys} types: its arguments one after another, {@code Enter} (and {@code C-m})
     * as a line break, {@code Space} as a blank; other key names ({@code C-c}, {@code Escape},
     * {@code Up}) type nothing. With {@code -l} every argument is text.
     */
    private static Arg typedKeys(List<Arg> keys, boolean literal) {
        List<Arg> pieces = new ArrayList<>();
        for (Arg k : keys) {
            String v = k.value();
            if (!literal && TMUX_ENTER.contains(v)) pieces.add(Arg.at("\n", k.start(), true, k.start(), k.end()));
            else if (!literal && v.equals("Space")) pieces.add(Arg.at(" ", k.start(), true, k.start(), k.end()));
            else if (literal || !isKeyName(v)) pieces.add(k);
        }
        return pieces.isEmpty() ? null : concat(pieces);
    }

    /** {@code C-c}, {@code M-x}, {@code Escape}, {@code BSpace}, {@code F5}, {@code Up}: a key, not text. */
    private static boolean isKeyName(String v) {
        if (v.length() >= 3 && (v.charAt(0) == 'C' || v.charAt(0) == 'M' || v.charAt(0) == 'S') && v.charAt(1) == '-') return true;
        if (TMUX_KEYS.contains(v)) return true;
        // F1 … F12
        return v.length() >= 2 && v.length() <= 3 && v.charAt(0) == 'F' && Character.isDigit(v.charAt(1))
                && (v.length() == 2 || Character.isDigit(v.charAt(2)));
    }

    // ---- screen and script ---------------------------------------------------------------------

    private static List<Step.Inner> screen(List<Arg> argv) {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i).value();
            if (a.equals("-X")) {
                // `screen -S agent -X stuff 'claude …\n'`: text typed into the session's window.
                if (i + 2 < argv.size() && argv.get(i + 1).value().equals("stuff")) {
                    return List.of(new Step.Inner(argv.subList(0, i + 2), null, screenText(argv.get(i + 2))));
                }
                return List.of();
            }
            if (SCREEN_NO_COMMAND.contains(a)) return List.of();
        }
        // `screen -dmS agent claude …`: the program and its arguments, run without a shell.
        int rest = SCREEN.skip(argv, 1);
        return rest < argv.size() ? List.of(new Step.Inner(argv.subList(0, rest), List.copyOf(argv.subList(rest, argv.size())), null))
                : List.of();
    }

    /** screen's {@code stuff} text with its line ends ({@code \n}, {@code \r}, {@code ^M}) as line breaks. */
    private static Arg screenText(Arg text) {
        String v = text.value();
        StringBuilder b = new StringBuilder();
        int[] o = new int[v.length()];
        int n = 0;
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            boolean escaped = i + 1 < v.length() && (c == '\\' && (v.charAt(i + 1) == 'n' || v.charAt(i + 1) == 'r')
                    || c == '^' && (v.charAt(i + 1) == 'M' || v.charAt(i + 1) == 'J'));
            o[n++] = text.origins().length > i ? text.origins()[i] : text.start();
            if (escaped) {
                b.append('\n');
                i++;
            } else {
                b.append(c);
            }
        }
        return new Arg(b.toString(), java.util.Arrays.copyOf(o, n), text.literal(), text.start(), text.end());
    }

    /** {@code script -qc 'cmd' /dev/null} (util-linux), {@code script -q /dev/null cmd args} (BSD, macOS). */
    private static List<Step.Inner> script(List<Arg> argv) {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i).value();
            if (a.startsWith("--command=")) return List.of(new Step.Inner(argv.subList(0, i + 1), null, argv.get(i).from(10)));
            boolean shortC = a.startsWith("-") && !a.startsWith("--") && a.endsWith("c");
            if ((a.equals("--command") || shortC) && i + 1 < argv.size()) {
                return List.of(new Step.Inner(argv.subList(0, i + 2), null, argv.get(i + 1)));
            }
        }
        int file = SCRIPT.skip(argv, 1);
        if (file + 1 >= argv.size()) return List.of();
        return List.of(new Step.Inner(argv.subList(0, file + 1), List.copyOf(argv.subList(file + 1, argv.size())), null));
    }

    // ---- Windows Terminal, macOS Terminal, terminal emulators ----------------------------------

    /** {@code wt [-w 0] [new-tab] [-p profile] [-d dir] cmd args ; split-pane … cmd}: each part starts a command line. */
    private static List<Step.Inner> windowsTerminal(List<Arg> argv) {
        List<Step.Inner> out = new ArrayList<>();
        int i = WT_GLOBAL.skip(argv, 1);
        while (i < argv.size()) {
            int end = i;
            while (end < argv.size() && !argv.get(end).value().equals(";")) end++;
            List<Arg> part = argv.subList(i, end);
            if (!part.isEmpty() && !WT_OTHER.contains(part.get(0).value())) {
                int from = WT_RUNS.contains(part.get(0).value()) ? 1 : 0;
                int rest = WT_TAB.skip(part, from);
                if (rest < part.size()) out.add(new Step.Inner(part.subList(0, rest), List.copyOf(part.subList(rest, part.size())), null));
            }
            i = end + 1;
        }
        return out;
    }

    /**
     * {@code osascript -e 'tell application "Terminal" to do script "claude …"'} (and iTerm's
     * {@code write text "…"}): the AppleScript string is a command line typed into a new terminal.
     */
    private static List<Step.Inner> osascript(List<Arg> argv) {
        List<Step.Inner> out = new ArrayList<>();
        for (int i = 1; i + 1 < argv.size(); i++) {
            if (!argv.get(i).value().equals("-e")) continue;
            Arg source = argv.get(i + 1);
            for (String verb : List.of("do script ", "write text ")) {
                int at = source.value().indexOf(verb);
                while (at >= 0) {
                    Arg text = appleScriptString(source, at + verb.length());
                    if (text != null) out.add(new Step.Inner(argv.subList(0, i + 2), null, text));
                    at = source.value().indexOf(verb, at + verb.length());
                }
            }
        }
        return out;
    }

    /** The AppleScript string literal starting at {@code from} ({@code "…"} with {@code \"} and {@code \\}), or null. */
    private static Arg appleScriptString(Arg source, int from) {
        String v = source.value();
        if (from >= v.length() || v.charAt(from) != '"') return null;
        StringBuilder b = new StringBuilder();
        int[] o = new int[v.length()];
        int n = 0;
        for (int i = from + 1; i < v.length(); i++) {
            char c = v.charAt(i);
            if (c == '"') {
                int start = n == 0 ? source.start() : o[0];
                return new Arg(b.toString(), java.util.Arrays.copyOf(o, n), source.literal(), start, n == 0 ? start : o[n - 1] + 1);
            }
            if (c == '\\' && i + 1 < v.length()) c = v.charAt(++i);
            b.append(c);
            o[n++] = i < source.origins().length ? source.origins()[i] : source.start();
        }
        return null;
    }

    /** {@code xterm -e cmd args}, {@code gnome-terminal -- cmd args}, {@code gnome-terminal -e 'cmd args'}, {@code kitty cmd}. */
    private static List<Step.Inner> terminal(String name, List<Arg> argv) {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i).value();
            boolean rest = a.equals("--") || a.equals("-x") || a.equals("--execute") || a.equals("-e") && !STRING_E.contains(name)
                    || a.equals("--command") && name.equals("konsole");
            if (rest && i + 1 < argv.size()) {
                return List.of(new Step.Inner(argv.subList(0, i + 1), List.copyOf(argv.subList(i + 1, argv.size())), null));
            }
            // gnome-terminal -e 'claude --yolo': one string the terminal splits into words with shell quoting.
            if ((a.equals("-e") || a.equals("--command")) && i + 1 < argv.size()) {
                return List.of(new Step.Inner(argv.subList(0, i + 2), null, argv.get(i + 1)));
            }
            if (a.startsWith("--command=")) return List.of(new Step.Inner(argv.subList(0, i + 1), null, argv.get(i).from(10)));
        }
        return List.of();
    }

    /** Pieces of text one after another, each character keeping its origin. */
    static Arg concat(List<Arg> pieces) {
        StringBuilder text = new StringBuilder();
        int total = 0;
        for (Arg p : pieces) total += p.value().length();
        int[] o = new int[total];
        int n = 0;
        boolean literal = true;
        for (Arg p : pieces) {
            text.append(p.value());
            for (int k = 0; k < p.value().length(); k++) o[n++] = k < p.origins().length ? p.origins()[k] : p.start();
            literal &= p.literal();
        }
        return new Arg(text.toString(), o, literal, pieces.get(0).start(), pieces.get(pieces.size() - 1).end());
    }
}
