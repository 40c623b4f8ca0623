package dev.agentlint.link;

import dev.agentlint.model.Word;
import java.nio.file.Path;
import java.util.List;

/**
 * The directory a command runs in, as far as a script shows it. A script that never changes
 * directory runs wherever it was started from, which no file says: then it is {@link #started},
 * and a launch is looked up from the script's own directory upwards (where Compose's own search
 * from a directory below it would also end). {@code cd} to a literal path, to the script's
 * directory ({@code cd "$(dirname "$0")"}, {@code ${BASH_SOURCE[0]}}) or to the repository's top
 * ({@code git rev-parse --show-toplevel}, taken to be the scanned tree) is followed; any other
 * computed directory makes it {@link #unknown}.
 *
 * @param path    the directory, when known (possibly outside the scanned tree)
 * @param started true when the script has not changed directory: {@code path} is then its own directory
 * @param why     when {@code path} is null: the word agentlint could not follow
 */
record WorkingDirectory(Path path, boolean started, String why) {

    static WorkingDirectory startedIn(Path scriptDirectory) {
        return new WorkingDirectory(scriptDirectory, true, null);
    }

    static WorkingDirectory at(Path p) {
        return new WorkingDirectory(p.normalize(), false, null);
    }

    static WorkingDirectory unknown(String why) {
        return new WorkingDirectory(null, false, why);
    }

    boolean known() {
        return path != null;
    }

    /**
     * Where a path word leads from here: a literal path, or one built from the script's directory
     * or the repository's top; null when it is computed some other way.
     */
    static Path evaluate(Word w, Path from, Path scriptDirectory, Path treeRoot) {
        String v = w.value();
        if (w.literal()) {
            if (v.isEmpty() || v.startsWith("~") || v.equals("-")) return null;
            Path p = path(v);
            if (p == null) return null;
            if (p.isAbsolute()) return p.normalize();
            return from == null ? null : from.resolve(p).normalize();
        }
        String own = ownDirectoryPrefix(v);
        if (own != null) {
            if (scriptDirectory == null) return null;
            // What follows it: $PSScriptRoot\.., %~dp0sandbox (%~dp0 ends with a backslash).
            String rest = v.substring(own.length()).replace("\"", "").replace('\\', '/');
            if (rest.contains("$") || rest.contains("%") || rest.contains("`") || rest.contains("(")) return null;
            while (rest.startsWith("/")) rest = rest.substring(1);
            if (rest.isEmpty()) return scriptDirectory.normalize();
            Path tail = path(rest);
            return tail == null || tail.isAbsolute() ? null : scriptDirectory.resolve(tail).normalize();
        }
        Path base;
        if (v.contains("dirname") && (v.contains("$0") || v.contains("BASH_SOURCE"))) base = scriptDirectory;
        else if (v.contains("git rev-parse --show-toplevel")) base = treeRoot;
        else return null;
        if (base == null) return null;
        // What follows the substitution: $(dirname "$0")/.. or "$(cd "$(dirname "$0")" && pwd)/sandbox".
        int close = v.lastIndexOf(')');
        String rest = close < 0 ? "" : v.substring(close + 1).replace("\"", "").replace("'", "");
        if (rest.contains("$") || rest.contains("`")) return null;
        while (rest.startsWith("/")) rest = rest.substring(1);
        Path tail = rest.isEmpty() ? null : path(rest);
        if (!rest.isEmpty() && tail == null) return null;
        return tail == null ? base.normalize() : base.resolve(tail).normalize();
    }

    /**
     * How a PowerShell or batch path word names the running script's directory, if it starts with
     * it: {@code $PSScriptRoot} (also what {@code Split-Path -Parent $MyInvocation.MyCommand.Path}
     * gives) or {@code %~dp0}; else null.
     */
    private static String ownDirectoryPrefix(String v) {
        String unquoted = v.startsWith("\"") ? v.substring(1) : v;
        String prefix = v.substring(0, v.length() - unquoted.length());
        for (String own : List.of("${PSScriptRoot}", "$PSScriptRoot", "%~dp0")) {
            if (unquoted.regionMatches(true, 0, own, 0, own.length())) {
                String after = unquoted.substring(own.length());
                // $PSScriptRootX is another variable.
                if (own.startsWith("$PS") && !own.endsWith("}") && !after.isEmpty() && Character.isLetterOrDigit(after.charAt(0))) continue;
                return prefix + unquoted.substring(0, own.length());
            }
        }
        return null;
    }

    /** A path as written, or null when the platform cannot name it (a NUL byte, a reserved Windows name). */
    private static Path path(String v) {
        try {
            return Path.of(v);
        } catch (java.nio.file.InvalidPathException e) {
            return null;
        }
    }
}
