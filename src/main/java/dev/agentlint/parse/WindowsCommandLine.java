package dev.agentlint.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * A Windows command line split into arguments the way the C runtime and
 * {@code CommandLineToArgvW} do it: blanks separate arguments outside double quotes; {@code 2n}
 * backslashes before a quote become {@code n} and the quote toggles quoting, {@code 2n+1} become
 * {@code n} and a literal quote; {@code ""} inside quotes is a literal quote; other backslashes are
 * literal (so {@code C:\Users\x} needs no escaping).
 */
public final class WindowsCommandLine {

    /** One argument and where it is written ({@code [start, end)} in the command line). */
    public record Arg(String value, int start, int end) {}

    private WindowsCommandLine() {}

    public static List<Arg> split(String line) {
        List<Arg> out = new ArrayList<>();
        int i = 0, n = line.length();
        while (i < n) {
            while (i < n && (line.charAt(i) == ' ' || line.charAt(i) == '\t' || line.charAt(i) == '\r' || line.charAt(i) == '\n')) i++;
            if (i >= n) break;
            int start = i;
            StringBuilder arg = new StringBuilder();
            boolean quoted = false;
            while (i < n) {
                char c = line.charAt(i);
                if (!quoted && (c == ' ' || c == '\t' || c == '\r' || c == '\n')) break;
                if (c == '\\') {
                    int slashes = 0;
                    while (i < n && line.charAt(i) == '\\') {
                        slashes++;
                        i++;
                    }
                    if (i < n && line.charAt(i) == '"') {
                        arg.append("\\".repeat(slashes / 2));
                        if (slashes % 2 == 1) {
                            arg.append('"');
                            i++;
                        }
                    } else {
                        arg.append("\\".repeat(slashes));
                    }
                } else if (c == '"') {
                    if (quoted && i + 1 < n && line.charAt(i + 1) == '"') {
                        arg.append('"');
                        i += 2;
                    } else {
                        quoted = !quoted;
                        i++;
                    }
                } else {
                    arg.append(c);
                    i++;
                }
            }
            out.add(new Arg(arg.toString(), start, i));
        }
        return out;
    }
}
