package dev.agentlint.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A deliberately small reading of a one-line shell command, for places that only need to know
 * which word is the program ({@code wsl.conf [boot] command}, {@code sh -c '…'} in a unit): quotes
 * and backslashes respected, split into simple commands at {@code ; & | ( ) newline}, leading
 * {@code VAR=value} assignments and {@code if/then/do} keywords dropped. Not a shell parser.
 */
public final class ShellWords {

    private ShellWords() {}

    /** Words of each simple command, split at ; & | newlines and parentheses, quotes respected. */
    public static List<List<String>> simpleCommands(String s) {
        List<List<String>> out = new ArrayList<>();
        List<String> cur = new ArrayList<>();
        StringBuilder w = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        boolean comment = false;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (comment) {
                if (c == '\n') comment = false;
                else continue;
            }
            if (quote != 0) {
                if (c == quote) quote = 0;
                else w.append(c);
                continue;
            }
            if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < s.length()) {
                w.append(s.charAt(++i));
                inWord = true;
            } else if (c == '#' && !inWord) {
                comment = true;
            } else if (Character.isWhitespace(c) && c != '\n' || ";&|()\n`{}".indexOf(c) >= 0) {
                if (inWord) cur.add(w.toString());
                w.setLength(0);
                inWord = false;
                if (!Character.isWhitespace(c) || c == '\n') {
                    if (!cur.isEmpty()) out.add(cur);
                    cur = new ArrayList<>();
                }
            } else {
                w.append(c);
                inWord = true;
            }
        }
        if (inWord) cur.add(w.toString());
        if (!cur.isEmpty()) out.add(cur);
        // Assignments before a command (FOO=1 claude) are not the command.
        for (List<String> cmd : out) {
            while (!cmd.isEmpty() && isAssignment(cmd.get(0))) cmd.remove(0);
            if (!cmd.isEmpty() && Set.of("then", "do", "else", "!", "if", "while", "until").contains(cmd.get(0))) cmd.remove(0);
        }
        return out;
    }

    /** {@code NAME=value}: a variable assignment before a command, not the command. */
    public static boolean isAssignment(String word) {
        int eq = word.indexOf('=');
        if (eq <= 0) return false;
        for (int i = 0; i < eq; i++) {
            char c = word.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '_')) return false;
        }
        return !Character.isDigit(word.charAt(0));
    }
}
