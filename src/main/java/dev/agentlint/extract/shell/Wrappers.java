package dev.agentlint.extract.shell;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Programs that run another program: privilege and environment wrappers ({@code sudo},
 * {@code env}, {@code gosu}), scheduling wrappers ({@code nice}, {@code timeout}, {@code nohup}), a
 * container's init ({@code tini}, {@code dumb-init}), a virtual display ({@code xvfb-run}), shells given a
 * command string ({@code bash -c}, {@code eval}), and OS sandboxes ({@code bwrap}, {@code srt},
 * {@code sandbox-exec}). Package runners and isolation launchers live in {@link PackageRunners}
 * and {@link Launchers}.
 */
final class Wrappers {

    static final Set<String> SHELLS = Set.of("sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "yash", "posh", "fish");
    /** Sandboxes that keep the command on the host, under OS-level restrictions. */
    static final Set<String> SANDBOXES = Set.of("bwrap", "bubblewrap", "firejail", "sandbox-exec", "srt", "nsjail");

    private static final Options SUDO = new Options(Set.of("-u", "-g", "-p", "-C", "-h", "-D", "-r", "-t", "-T", "-U",
            "--user", "--group", "--prompt", "--close-from", "--host", "--chdir", "--role", "--type", "--command-timeout",
            "--other-user"));
    private static final Options DOAS = new Options(Set.of("-u", "-C"));
    private static final Options ENV = new Options(Set.of("-u", "--unset", "-C", "--chdir", "-S", "--split-string", "-P"));
    private static final Options EXEC = new Options(Set.of("-a"));
    private static final Options TIMEOUT = new Options(Set.of("-k", "--kill-after", "-s", "--signal"));
    private static final Options NICE = new Options(Set.of("-n", "--adjustment"));
    private static final Options IONICE = new Options(Set.of("-c", "--class", "-n", "--classdata"));
    private static final Options STDBUF = new Options(Set.of("-i", "-o", "-e", "--input", "--output", "--error"));
    private static final Options XARGS = new Options(Set.of("-I", "-L", "-n", "-P", "-s", "-d", "-E", "-a", "--arg-file",
            "--delimiter", "--eof", "--replace", "--max-lines", "--max-args", "--max-procs", "--max-chars",
            "--process-slot-var"));
    private static final Options TIME = new Options(Set.of("-f", "--format", "-o", "--output"));
    private static final Options CAFFEINATE = new Options(Set.of("-t", "-w"));
    private static final Options FLOCK = new Options(Set.of("-w", "--wait", "--timeout", "-E", "--conflict-exit-code"));
    private static final Options SU = new Options(Set.of("-c", "--command", "-g", "--group", "-G", "--supp-group",
            "-s", "--shell", "-w", "--whitelist-environment", "-u", "--user"));
    private static final Options SYSTEMD_RUN = new Options(Set.of("-p", "--property", "-u", "--unit", "-E", "--setenv",
            "-d", "--working-directory", "--description", "--slice", "-M", "--machine", "-H", "--host", "--uid", "--gid",
            "--nice", "--on-active", "--on-calendar", "--timer-property", "--path-property", "--socket-property"));
    private static final Options TINI = new Options(Set.of("-p", "-e", "-l"));
    private static final Options DUMB_INIT = new Options(Set.of("-r", "--rewrite"));
    private static final Options XVFB_RUN = new Options(Set.of("-s", "--server-args", "-n", "--server-num", "-e", "--error-file",
            "-f", "--auth-file", "-w", "--wait", "-p", "--xauth-protocol"));
    private static final Options SANDBOX_EXEC = new Options(Set.of("-f", "-n", "-p", "-D"));
    private static final Options SRT = new Options(Set.of("-s", "--settings", "--control-fd", "-c"));
    private static final Set<String> BWRAP_ONE = Set.of("--args", "--userns", "--userns2", "--pidns", "--uid", "--gid",
            "--hostname", "--chdir", "--unsetenv", "--lock-file", "--sync-fd", "--remount-ro", "--proc", "--dev", "--tmpfs",
            "--mqueue", "--dir", "--seccomp", "--add-seccomp-fd", "--block-fd", "--userns-block-fd", "--info-fd",
            "--json-status-fd", "--cap-add", "--cap-drop", "--exec-label", "--file-label", "--argv0", "--size", "--perms",
            "--overlay-src");
    private static final Set<String> BWRAP_TWO = Set.of("--setenv", "--bind", "--bind-try", "--dev-bind", "--dev-bind-try",
            "--ro-bind", "--ro-bind-try", "--file", "--bind-data", "--ro-bind-data", "--symlink", "--chmod", "--bind-fd",
            "--ro-bind-fd", "--tmp-overlay", "--ro-overlay");
    private static final Set<String> BWRAP_THREE = Set.of("--overlay");

    private Wrappers() {}

    /** What the first word of {@code argv} does, if it is a wrapper this class knows. */
    static Step next(List<Arg> argv) {
        String name = Probes.base(argv.get(0).value());
        String lower = name.toLowerCase(Locale.ROOT);
        if (POWERSHELLS.contains(lower)) return powerShell(lower, argv);
        switch (name) {
            case "sudo":
                return withAssignments("sudo", argv, SUDO.skip(argv, 1));
            case "doas":
                return new Step.Unwrap("doas", DOAS.skip(argv, 1));
            case "env":
                return env(argv);
            case "exec":
                return new Step.Unwrap("exec", EXEC.skip(argv, 1), List.of(), true, false);
            case "nohup", "setsid", "unbuffer", "chronic", "builtin", "catchsegv", "proxychains", "proxychains4",
                    "torsocks", "tsocks":
                return new Step.Unwrap(name, new Options(Set.of()).skip(argv, 1));
            case "time":
                return new Step.Unwrap("time", TIME.skip(argv, 1));
            case "timeout":
                return new Step.Unwrap("timeout", Math.min(argv.size(), TIMEOUT.skip(argv, 1) + 1));
            case "nice":
                return new Step.Unwrap("nice", NICE.skip(argv, 1));
            case "ionice":
                return new Step.Unwrap("ionice", IONICE.skip(argv, 1));
            case "stdbuf":
                return new Step.Unwrap("stdbuf", STDBUF.skip(argv, 1));
            case "caffeinate":
                return new Step.Unwrap("caffeinate", CAFFEINATE.skip(argv, 1));
            case "taskset":
                return new Step.Unwrap("taskset", Math.min(argv.size(), new Options(Set.of()).skip(argv, 1) + 1));
            case "xargs":
                return new Step.Unwrap("xargs", XARGS.skip(argv, 1));
            case "tini", "tini-static":
                return new Step.Unwrap(name, TINI.skip(argv, 1));
            case "dumb-init":
                return new Step.Unwrap("dumb-init", DUMB_INIT.skip(argv, 1));
            case "xvfb-run":
                return new Step.Unwrap("xvfb-run", XVFB_RUN.skip(argv, 1));
            case "gosu", "su-exec":
                // gosu USER[:GROUP] command …: the first word is who it runs as.
                return new Step.Unwrap(name, Math.min(argv.size(), 2));
            case "command":
                return command(argv);
            case "flock":
                return flock(argv);
            case "su", "runuser":
                return su(name, argv);
            case "systemd-run":
                return systemdRun(argv);
            case "eval":
                return argv.size() > 1 ? new Step.Script("eval", argv.size(), join(argv, 1), false) : new Step.None();
            case "busybox":
                return argv.size() > 1 && SHELLS.contains(Probes.base(argv.get(1).value()))
                        ? shell("busybox " + argv.get(1).value(), argv, 2) : new Step.None();
            case "sandbox-exec":
                return new Step.Unwrap("sandbox-exec", SANDBOX_EXEC.skip(argv, 1), List.of(), false, true);
            case "srt":
                return srt(argv);
            case "bwrap", "bubblewrap":
                return new Step.Unwrap(name, bwrap(argv), List.of(), false, true);
            case "firejail":
                return new Step.Unwrap("firejail", new Options(Set.of(), true).skip(argv, 1), List.of(), false, true);
            case "cmd", "cmd.exe", "CMD", "CMD.EXE":
                return cmd(argv);
            case "nsjail":
                int dashes = indexOf(argv, "--");
                return dashes < 0 ? new Step.None() : new Step.Unwrap("nsjail", dashes + 1, List.of(), false, true);
            default:
                return SHELLS.contains(name) ? shell(name, argv, 1) : new Step.None();
        }
    }

    /**
     * {@code cmd /c npx -y server}: how MCP clients on native Windows start package runners, which
     * cannot be started directly there. Switches before {@code /c} or {@code /k} ({@code /d},
     * {@code /s}, {@code /q}) are skipped; the words after it are the command.
     */
    private static Step cmd(List<Arg> argv) {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i).value();
            if (a.equalsIgnoreCase("/c") || a.equalsIgnoreCase("/k")) {
                if (i + 1 >= argv.size()) return new Step.None();
                // cmd /c "claude -p x": one string is a command line for cmd to read
                Arg only = argv.get(i + 1);
                if (i + 2 == argv.size() && (only.value().indexOf(' ') >= 0 || only.value().indexOf('\n') >= 0)) {
                    return new Step.Batch("cmd " + a, argv.size(), only);
                }
                return new Step.Unwrap("cmd " + a, i + 1);
            }
            if (!a.startsWith("/")) break;
        }
        return new Step.None();
    }

    /**
     * {@code pwsh -Command …} / {@code powershell.exe -c …} (the words after it, joined, are the
     * command), {@code -EncodedCommand} (Base64 of UTF-16LE text, decoded: it is a common way to hide
     * what a launcher runs) and {@code powershell.exe "…"}, whose first word that is not an option
     * starts a command (pwsh's starts a script file, which is checked where it is in the tree).
     */
    private static Step powerShell(String name, List<Arg> argv) {
        boolean windowsPowerShell = name.startsWith("powershell");
        String shown = name.endsWith(".exe") ? name.substring(0, name.length() - 4) : name;
        for (int i = 1; i < argv.size(); i++) {
            String w = argv.get(i).value().toLowerCase(Locale.ROOT);
            if (!w.startsWith("-") && !(windowsPowerShell && w.startsWith("/"))) {
                return windowsPowerShell ? new Step.PowerShell(shown, argv.size(), join(argv, i)) : new Step.None();
            }
            String p = w.substring(1);
            int colon = p.indexOf(':');
            if (colon >= 0) p = p.substring(0, colon);
            if (POWERSHELL_VALUED.contains(p)) {
                i++;
            } else if (p.equals("c") || (p.length() >= 3 && "command".startsWith(p))) {
                return i + 1 < argv.size() ? new Step.PowerShell(shown + " -Command", argv.size(), join(argv, i + 1)) : new Step.None();
            } else if (p.equals("e") || p.equals("ec") || (p.length() >= 2 && "encodedcommand".startsWith(p))) {
                if (i + 1 >= argv.size()) return new Step.None();
                Arg encoded = argv.get(i + 1);
                String decoded = decodeCommand(encoded.value());
                return decoded == null ? new Step.None() : new Step.PowerShell(shown + " -EncodedCommand", argv.size(),
                        Arg.at(decoded, encoded.start(), encoded.literal(), encoded.start(), encoded.end()));
            } else if (p.equals("f") || (p.length() >= 2 && "file".startsWith(p))) {
                return new Step.None();
            }
        }
        return new Step.None();
    }

    private static final Set<String> POWERSHELLS = Set.of("pwsh", "pwsh.exe", "powershell", "powershell.exe", "pwsh-preview");
    /** Options of pwsh and powershell.exe that take a value. */
    private static final Set<String> POWERSHELL_VALUED = Set.of("executionpolicy", "ep", "ex", "exec", "windowstyle", "w",
            "win", "version", "v", "psconsolefile", "inputformat", "inp", "if", "outputformat", "o", "of", "out",
            "configurationname", "config", "workingdirectory", "wd", "settingsfile", "settings", "custompipename",
            "encodedarguments", "ea", "encodeda");
    private static final int MAX_ENCODED = 64 * 1024;

    /** The text of an {@code -EncodedCommand}: Base64 of UTF-16LE. Null when it is not that. */
    static String decodeCommand(String base64) {
        if (base64.length() > MAX_ENCODED) return null;
        try {
            byte[] bytes = Base64.getDecoder().decode(base64.strip());
            if (bytes.length % 2 != 0) return null;
            return new String(bytes, StandardCharsets.UTF_16LE);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static Step withAssignments(String name, List<Arg> argv, int from) {
        List<Arg> assignments = new ArrayList<>();
        int i = from;
        while (i < argv.size() && isAssignment(argv.get(i).value())) assignments.add(argv.get(i++));
        return new Step.Unwrap(name, i, assignments, false, false);
    }

    private static Step env(List<Arg> argv) {
        Arg split = ENV.value(argv, 1, argv.size(), "-S", "--split-string");
        int i = ENV.skip(argv, 1);
        if (split != null && i >= argv.size()) return new Step.Script("env -S", argv.size(), split, false);
        return withAssignments("env", argv, i);
    }

    /** {@code command -v x} asks where x is; only {@code command [-p] x} runs it. */
    private static Step command(List<Arg> argv) {
        for (int i = 1; i < argv.size(); i++) {
            String a = argv.get(i).value();
            if (a.equals("-v") || a.equals("-V")) return new Step.None();
            if (!a.startsWith("-")) break;
        }
        return new Step.Unwrap("command", new Options(Set.of()).skip(argv, 1));
    }

    private static Step flock(List<Arg> argv) {
        Arg script = FLOCK.value(argv, 1, argv.size(), "-c", "--command");
        if (script != null) return new Step.Script("flock -c", argv.size(), script, false);
        int file = FLOCK.skip(argv, 1);
        return file + 1 < argv.size() ? new Step.Unwrap("flock", file + 1) : new Step.None();
    }

    private static Step su(String name, List<Arg> argv) {
        Arg script = SU.value(argv, 1, argv.size(), "-c", "--command");
        if (script != null) return new Step.Script(name + " -c", argv.size(), script, false);
        if (name.equals("runuser")) {
            int dashes = indexOf(argv, "--");
            if (dashes >= 0 && dashes + 1 < argv.size()) return new Step.Unwrap("runuser", dashes + 1);
        }
        return new Step.None();
    }

    private static Step systemdRun(List<Arg> argv) {
        int i = SYSTEMD_RUN.skip(argv, 1);
        List<Arg> env = new ArrayList<>();
        for (int k = 1; k < i; k++) {
            String a = argv.get(k).value();
            if ((a.equals("-E") || a.equals("--setenv")) && k + 1 < i) env.add(argv.get(k + 1));
            else if (a.startsWith("--setenv=")) env.add(argv.get(k).from("--setenv=".length()));
        }
        return new Step.Unwrap("systemd-run", i, env, false, false);
    }

    private static Step srt(List<Arg> argv) {
        Arg script = SRT.value(argv, 1, argv.size(), "-c", null);
        if (script != null) return new Step.Script("srt -c", argv.size(), script, true);
        return new Step.Unwrap("srt", SRT.skip(argv, 1), List.of(), false, true);
    }

    /** bwrap options take zero to three values; the command is the first word that is not one. */
    private static int bwrap(List<Arg> argv) {
        int i = 1;
        while (i < argv.size()) {
            String a = argv.get(i).value();
            if (a.equals("--")) return i + 1;
            if (!a.startsWith("--")) return i;
            i += 1 + (BWRAP_THREE.contains(a) ? 3 : BWRAP_TWO.contains(a) ? 2 : BWRAP_ONE.contains(a) ? 1 : 0);
        }
        return argv.size();
    }

    /**
     * {@code bash -c 'script' [name args…]}, {@code bash -lc …}, {@code sh -ec …}; {@code bash}
     * or {@code bash -s} alone read stdin; {@code bash file.sh} runs a file (not followed).
     */
    private static Step shell(String name, List<Arg> argv, int from) {
        boolean command = false;
        boolean stdin = false;
        int i = from;
        while (i < argv.size()) {
            String a = argv.get(i).value();
            if (a.equals("--") || a.equals("-")) {
                i++;
                break;
            }
            if (!(a.startsWith("-") || a.startsWith("+")) || a.length() < 2) break;
            if (a.startsWith("--")) {
                i += a.equals("--rcfile") || a.equals("--init-file") ? 2 : 1;
                continue;
            }
            String letters = a.substring(1);
            if (letters.indexOf('c') >= 0 && a.charAt(0) == '-') command = true;
            if (letters.indexOf('s') >= 0 && a.charAt(0) == '-') stdin = true;
            i += letters.endsWith("o") || letters.endsWith("O") ? 2 : 1;
        }
        if (command) return i < argv.size() ? new Step.Script(name + " -c", argv.size(), argv.get(i), false) : new Step.None();
        if (i >= argv.size() || stdin) return new Step.Stdin(name);
        return new Step.None();
    }

    /** Joins words with single spaces, as {@code eval} and {@code ssh} do; positions follow each word. */
    static Arg join(List<Arg> argv, int from) {
        StringBuilder text = new StringBuilder();
        List<Integer> origins = new ArrayList<>();
        boolean literal = true;
        for (int i = from; i < argv.size(); i++) {
            Arg a = argv.get(i);
            if (i > from) {
                text.append(' ');
                origins.add(Math.max(0, a.start() - 1));
            }
            text.append(a.value());
            for (int o : a.origins()) origins.add(o);
            literal &= a.literal();
        }
        int[] o = new int[origins.size()];
        for (int k = 0; k < o.length; k++) o[k] = origins.get(k);
        return new Arg(text.toString(), o, literal, argv.get(from).start(), argv.get(argv.size() - 1).end());
    }

    static boolean isAssignment(String word) {
        int eq = word.indexOf('=');
        if (eq <= 0) return false;
        for (int i = 0; i < eq; i++) {
            char c = word.charAt(i);
            if (!(Character.isLetterOrDigit(c) && c < 128 || c == '_') || i == 0 && Character.isDigit(c)) return false;
        }
        return true;
    }

    static int indexOf(List<Arg> argv, String word) {
        for (int i = 1; i < argv.size(); i++) if (argv.get(i).value().equals(word)) return i;
        return -1;
    }
}
