package dev.agentlint.extract.github;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a string of command-line arguments the way the agent actions do before handing them to
 * the CLI (shell-style quoting, no expansion): {@code --allowedTools "Bash(npm test *)" Read}.
 * Lines that start with {@code #} are comments, as claude-code-action strips them.
 */
final class ArgWords {

    /** One argument and the characters {@code [start, end)} of the input it was written in. */
    record Word(String value, int start, int end) {}

    private ArgWords() {}

    static List<Word> split(String text) {
        List<Word> out = new ArrayList<>();
        int n = text.length();
        int i = 0;
        boolean lineStart = true;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                lineStart = true;
                i++;
                continue;
            }
            if (c == ' ' || c == '\t') {
                i++;
                continue;
            }
            if (lineStart && c == '#') {
                while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
                continue;
            }
            lineStart = false;
            int start = i;
            StringBuilder b = new StringBuilder();
            while (i < n) {
                c = text.charAt(i);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') break;
                if (c == '\'') {
                    int close = text.indexOf('\'', i + 1);
                    int end = close < 0 ? n : close;
                    b.append(text, i + 1, end);
                    i = close < 0 ? n : close + 1;
                } else if (c == '"') {
                    i++;
                    while (i < n && text.charAt(i) != '"') {
                        char d = text.charAt(i);
                        if (d == '\\' && i + 1 < n && "\"\\$`".indexOf(text.charAt(i + 1)) >= 0) {
                            b.append(text.charAt(i + 1));
                            i += 2;
                        } else {
                            b.append(d);
                            i++;
                        }
                    }
                    i = Math.min(n, i + 1);
                } else if (c == '\\' && i + 1 < n) {
                    char d = text.charAt(i + 1);
                    if (d != '\n' && d != '\r') b.append(d);
                    i += 2;
                } else {
                    b.append(c);
                    i++;
                }
            }
            out.add(new Word(b.toString(), start, i));
        }
        return out;
    }
}
