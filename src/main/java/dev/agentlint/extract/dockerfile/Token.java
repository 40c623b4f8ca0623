package dev.agentlint.extract.dockerfile;

import java.util.ArrayList;
import java.util.List;

/**
 * A word of a Dockerfile instruction's arguments as the builder splits them ({@code ENV},
 * {@code ARG}, {@code FROM}, {@code USER}, {@code RUN}'s options): blanks separate words outside
 * quotes, single and double quotes group and are removed, the escape character keeps the next
 * character as it is. Variables are left as written.
 *
 * @param value the word without its quotes and escapes
 * @param start where it starts in the arguments
 * @param end   where it ends there
 */
record Token(String value, int start, int end) {

    static List<Token> split(String s, char escape) {
        List<Token> out = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n) {
            while (i < n && Character.isWhitespace(s.charAt(i))) i++;
            if (i >= n) break;
            int start = i;
            StringBuilder v = new StringBuilder();
            char quote = 0;
            while (i < n) {
                char c = s.charAt(i);
                if (quote == 0 && Character.isWhitespace(c)) break;
                if (c == escape && quote != '\'' && i + 1 < n) {
                    v.append(s.charAt(i + 1));
                    i += 2;
                    continue;
                }
                if (quote == 0 && (c == '"' || c == '\'')) {
                    quote = c;
                } else if (c == quote) {
                    quote = 0;
                } else {
                    v.append(c);
                }
                i++;
            }
            out.add(new Token(v.toString(), start, i));
        }
        return out;
    }
}
