package dev.agentlint.extract.shell;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code setx NAME value [/M]}: Windows stores the variable in the user's (or machine's)
 * environment, for every process started later. Read the same way from PowerShell and cmd.
 */
final class Setx {

    /** Switches that take a value (a remote machine, a user, a password, a registry key, a file, …). */
    private static final Set<String> VALUED = Set.of("/s", "/u", "/p", "/k", "/f", "/a", "/r", "/d");

    private Setx() {}

    /** Indexes of NAME and value among {@code words} (the program first), or null when it is not that form. */
    static int[] operands(List<String> words) {
        int name = -1;
        int value = -1;
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            if (w.startsWith("/")) {
                if (VALUED.contains(w.toLowerCase(Locale.ROOT))) i++;
            } else if (name < 0) {
                name = i;
            } else if (value < 0) {
                value = i;
            } else {
                return null;
            }
        }
        return value < 0 ? null : new int[] {name, value};
    }
}
