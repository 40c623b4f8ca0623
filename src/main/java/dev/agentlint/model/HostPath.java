package dev.agentlint.model;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host path as a mount, share or allowlist writes it, normalised so every spelling of the same
 * place compares equal: the home directory in any form ({@code ~}, {@code $HOME}, {@code ${HOME}},
 * {@code %h}, {@code ${localEnv:HOME}}, {@code {{.Home}}}, {@code %UserProfile%},
 * {@code $env:USERPROFILE}, {@code C:\Users\me}, {@code /Users/me}, {@code /home/me}) becomes
 * {@code ~}, and Windows' {@code %APPDATA%} / {@code %LOCALAPPDATA%} (in any of those spellings)
 * {@code ~/AppData/Roaming} / {@code ~/AppData/Local}; the runtime directory ({@code $XDG_RUNTIME_DIR}, {@code %t}, {@code /run/user/1000})
 * becomes {@code /run/user/$UID}; Windows paths use {@code /} and a lower-case drive; trailing
 * slashes and {@code .} segments go. {@code ..} is resolved in an absolute path and kept in a
 * relative one (and reported by {@link #escapesUpward()}).
 *
 * @param written    the path as written
 * @param normalised the canonical form described above
 * @param resolved   false when part of it is a variable or template agentlint cannot resolve
 */
public record HostPath(String written, String normalised, boolean resolved) {

    private static final Pattern HOME_PREFIX = Pattern.compile(
            "^(?:~(?=/|$)|\\$HOME(?![A-Za-z0-9_])|\\$\\{HOME\\}|\\$\\{HOME:-[^}]*\\}|%h(?=/|$)"
                    // VS Code's cross-platform idiom ${localEnv:HOME}${localEnv:USERPROFILE}: one of the two is empty.
                    + "|(?:\\$\\{(?:localEnv|env):(?:HOME|USERPROFILE)(?::[^}]*)?\\}){1,2}"
                    + "|\\{\\{\\s*\\.Home\\s*\\}\\}|%USERPROFILE%|\\$env:USERPROFILE"
                    + "|[a-z]:/users/[^/]+|/users/[^/]+|/home/[^/]+|/var/home/[^/]+)",
            Pattern.CASE_INSENSITIVE);
    /** Windows' per-user application data: {@code %APPDATA%} is {@code ~/AppData/Roaming}, {@code %LOCALAPPDATA%} {@code ~/AppData/Local}. */
    private static final Pattern APPDATA_PREFIX = Pattern.compile(
            "^(?:%(LOCAL)?APPDATA%|\\$env:(LOCAL)?APPDATA(?![A-Za-z0-9_])|\\$\\{(?:env|localEnv):(LOCAL)?APPDATA\\})(?=/|$)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern RUNTIME_PREFIX = Pattern.compile(
            "^(?:\\$XDG_RUNTIME_DIR|\\$\\{XDG_RUNTIME_DIR(?::-[^}]*)?\\}|%t(?=/|$)|/run/user/[0-9]+|/run/user/\\$\\{?UID\\}?)");
    private static final Pattern UNRESOLVED = Pattern.compile("\\$\\{?[A-Za-z_]|\\{\\{|%[a-zA-Z](?=/|$)|\\$\\(");
    private static final Pattern DRIVE = Pattern.compile("^([A-Za-z]):(?:/|$)");

    /**
     * The directory a read or write rule with a trailing glob covers ({@code ~/.ssh/**},
     * {@code ~/.ssh/*} and {@code ~/.ssh/} all cover {@code ~/.ssh}), normalised.
     */
    public String globRoot() {
        String p = normalised;
        while (p.endsWith("/**") || p.endsWith("/*")) p = p.substring(0, p.lastIndexOf('/'));
        return p;
    }

    public static HostPath of(String written) {
        String p = written == null ? "" : written.strip();
        // Windows: \\?\C:\x, C:\x, c:/x → c:/x
        p = p.replace('\\', '/');
        if (p.startsWith("//?/")) p = p.substring(4);
        Matcher drive = DRIVE.matcher(p);
        if (drive.find()) p = drive.group(1).toLowerCase(Locale.ROOT) + p.substring(1);
        if (p.contains("..") && (p.startsWith("/") || p.startsWith("~") || DRIVE.matcher(p).find())) p = climb(collapse(p));
        Matcher appData = APPDATA_PREFIX.matcher(p);
        if (appData.find()) {
            boolean local = appData.group(1) != null || appData.group(2) != null || appData.group(3) != null;
            p = (local ? "~/AppData/Local" : "~/AppData/Roaming") + p.substring(appData.end());
        }
        Matcher home = HOME_PREFIX.matcher(p);
        if (home.find()) {
            p = "~" + p.substring(home.end());
        } else {
            Matcher run = RUNTIME_PREFIX.matcher(p);
            if (run.find()) p = "/run/user/$UID" + p.substring(run.end());
        }
        if (p.startsWith("/var/run/")) p = "/run/" + p.substring("/var/run/".length());
        else if (p.equals("/var/run")) p = "/run";
        p = collapse(p);
        boolean resolved = !UNRESOLVED.matcher(p.replace("/run/user/$UID", "/run/user/0")).find();
        return new HostPath(written, p, resolved);
    }

    /** The home directory itself. */
    public boolean isHome() {
        return normalised.equals("~");
    }

    /** Under the home directory (or the home itself). */
    public boolean underHome() {
        return normalised.equals("~") || normalised.startsWith("~/");
    }

    /** True when {@code other} is this path or below it. */
    public boolean contains(String other) {
        return other.equals(normalised) || normalised.equals("/") && other.startsWith("/")
                || other.startsWith(normalised.endsWith("/") ? normalised : normalised + "/");
    }

    /** The path climbs out of where it starts ({@code ../x}, {@code ./a/../../b}). */
    public boolean escapesUpward() {
        int depth = 0;
        for (String seg : normalised.split("/")) {
            if (seg.equals("..")) {
                if (--depth < 0) return true;
            } else if (!seg.isEmpty() && !seg.equals(".")) {
                depth++;
            }
        }
        return false;
    }

    /** Relative to the file or project that declares it ({@code ./src}, {@code src}), not absolute. */
    public boolean isRelative() {
        return !normalised.startsWith("/") && !normalised.startsWith("~") && !DRIVE.matcher(normalised).find()
                && !normalised.startsWith("$") && !normalised.startsWith("%") && !normalised.startsWith("{{");
    }

    /**
     * {@code ..} resolved in an absolute path ({@code /etc/..} is {@code /}, {@code /..} is
     * {@code /} as the kernel reads it), so {@code /var/lib/../run/docker.sock} is judged as the
     * socket it names. A {@code ..} that climbs above {@code ~} stays: the home's parent is not known.
     */
    private static String climb(String p) {
        String[] segs = p.split("/", -1);
        java.util.ArrayDeque<String> out = new java.util.ArrayDeque<>();
        int floor = 1;
        out.addLast(segs[0]);
        for (int i = 1; i < segs.length; i++) {
            String s = segs[i];
            if (s.equals("..")) {
                if (out.size() > floor && !out.peekLast().equals("..")) {
                    out.removeLast();
                    continue;
                }
                // Above the root of a drive or of / is the root itself.
                if (!segs[0].equals("~")) continue;
            }
            out.addLast(s);
        }
        String joined = String.join("/", out);
        return joined.isEmpty() ? "/" : joined;
    }

    private static String collapse(String p) {
        StringBuilder b = new StringBuilder();
        String[] segs = p.split("/", -1);
        for (int i = 0; i < segs.length; i++) {
            String s = segs[i];
            if (i > 0 && (s.isEmpty() || s.equals("."))) continue;
            if (b.length() > 0 || i > 0) b.append('/');
            b.append(s);
        }
        String out = b.toString();
        if (out.isEmpty()) return p.startsWith("/") ? "/" : p.isEmpty() ? "" : ".";
        if (out.length() > 1 && out.endsWith("/")) out = out.substring(0, out.length() - 1);
        return out;
    }
}
