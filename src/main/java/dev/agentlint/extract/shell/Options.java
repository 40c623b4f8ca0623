package dev.agentlint.extract.shell;

import java.util.List;
import java.util.Set;

/**
 * Skips the options of a wrapper command ({@code sudo -E -u root}, {@code timeout -k 5 30}) to find
 * where the command it runs starts. Knows {@code --name=value}, {@code --name value},
 * {@code -x value}, clusters such as {@code -Eu root} and {@code -uroot}, and {@code --}.
 */
final class Options {

    private final Set<String> withValue;
    private final boolean longOnlyWithEquals;

    /**
     * @param withValue options that take a value, spelled as written ({@code -u}, {@code --user})
     */
    Options(Set<String> withValue) {
        this(withValue, false);
    }

    /**
     * @param longOnlyWithEquals long options take a value only as {@code --name=value} (firejail)
     */
    Options(Set<String> withValue, boolean longOnlyWithEquals) {
        this.withValue = withValue;
        this.longOnlyWithEquals = longOnlyWithEquals;
    }

    /** Index of the first word at or after {@code from} that is not an option (or the size). */
    int skip(List<Arg> argv, int from) {
        int i = from;
        while (i < argv.size()) {
            String a = argv.get(i).value();
            if (a.equals("--")) return i + 1;
            if (!a.startsWith("-") || a.equals("-")) return i;
            if (a.startsWith("--")) {
                int eq = a.indexOf('=');
                if (eq < 0 && !longOnlyWithEquals && withValue.contains(a)) i++;
                i++;
                continue;
            }
            i += cluster(a) ? 2 : 1;
        }
        return Math.min(i, argv.size());
    }

    /** Value of an option anywhere before {@code to} ({@code -u root}, {@code --user=root}, {@code -uroot}), or null. */
    Arg value(List<Arg> argv, int from, int to, String shortName, String longName) {
        for (int i = from; i < to && i < argv.size(); i++) {
            String a = argv.get(i).value();
            if (longName != null && a.startsWith(longName + "=")) return argv.get(i).from(longName.length() + 1);
            if ((a.equals(shortName) || a.equals(longName)) && i + 1 < argv.size()) return argv.get(i + 1);
            if (shortName != null && shortName.length() == 2 && a.startsWith(shortName) && a.length() > 2
                    && !a.startsWith("--")) return argv.get(i).from(2);
        }
        return null;
    }

    /** For {@code -abc}: true when a letter takes a value and nothing follows it in the word (the value is the next word). */
    private boolean cluster(String a) {
        for (int k = 1; k < a.length(); k++) {
            if (withValue.contains("-" + a.charAt(k))) return k == a.length() - 1;
        }
        return false;
    }
}
