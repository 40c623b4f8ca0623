package dev.agentlint.parse.shell;

import dev.agentlint.parse.shell.ShellNode.Assignment;
import dev.agentlint.parse.shell.ShellWord.Part;
import java.util.ArrayList;
import java.util.List;

/** Reads one word: quoting, escapes, line continuations, expansions and substitutions. */
final class WordReader {

    private final Parser p;
    private final String s;
    private final int n;
    private final Source src;

    WordReader(Parser p) {
        this.p = p;
        this.s = p.s;
        this.n = p.n;
        this.src = p.src;
    }

    /** Collects literal characters (with origins) and expansion parts. */
    private final class Parts {
        final List<Part> parts = new ArrayList<>();
        final Origins lit = new Origins();
        boolean litQuoted;
        boolean quotedEmpty;

        void lit(char c, int at, boolean quoted) {
            if (!lit.isEmpty() && litQuoted != quoted) flush();
            litQuoted = quoted;
            lit.append(c, src.origin(at));
        }

        void litOrigin(char c, int origin) {
            if (!lit.isEmpty() && !litQuoted) flush();
            litQuoted = true;
            lit.append(c, origin);
        }

        void part(Part part) {
            flush();
            parts.add(part);
        }

        void flush() {
            if (!lit.isEmpty()) {
                parts.add(new ShellWord.Literal(lit.text(), lit.origins(), litQuoted));
                lit.clear();
            }
        }

        List<Part> done() {
            flush();
            if (parts.isEmpty() && quotedEmpty) parts.add(new ShellWord.Literal("", new int[0], true));
            return List.copyOf(parts);
        }
    }

    ShellWord word() {
        return read(false, false);
    }

    /** A word of fixed text (the operators inside {@code [[ … ]]}). */
    ShellWord literal(String text, int at) {
        return new ShellWord(List.of(new ShellWord.Literal(text, src.origins(at, at + text.length()), false)), null,
                src.origin(at), src.originEnd(at + text.length()));
    }

    /**
     * @param brace    reading the argument of {@code ${NAME op word}}: ends at an unquoted {@code }},
     *                 and blanks and operators are part of it
     * @param inQuotes inside double quotes
     */
    private ShellWord read(boolean brace, boolean inQuotes) {
        p.spend();
        int start = p.pos;
        Parts b = new Parts();
        while (p.pos < n) {
            char c = s.charAt(p.pos);
            if (brace && c == '}') break;
            if (!brace && Parser.isMeta(c)) {
                if (c == '(' && p.pos > start && "@?*+!".indexOf(s.charAt(p.pos - 1)) >= 0) {
                    extglob(b, inQuotes);
                    continue;
                }
                break;
            }
            switch (c) {
                case '\\' -> backslash(b, inQuotes, brace);
                case '\'' -> {
                    if (inQuotes) {
                        b.lit(c, p.pos, true);
                        p.pos++;
                    } else {
                        singleQuoted(b);
                    }
                }
                case '"' -> doubleQuoted(b, brace);
                case '$' -> dollar(b, inQuotes);
                case '`' -> backquoted(b, inQuotes);
                default -> {
                    b.lit(c, p.pos, inQuotes);
                    p.pos++;
                }
            }
        }
        return new ShellWord(b.done(), null, src.origin(start), src.originEnd(p.pos));
    }

    private void backslash(Parts b, boolean inQuotes, boolean brace) {
        int cont = p.continuationAt(p.pos);
        if (cont > 0) {
            p.pos += cont;
            return;
        }
        if (p.pos + 1 >= n) {
            b.lit('\\', p.pos, inQuotes);
            p.pos++;
            return;
        }
        char d = s.charAt(p.pos + 1);
        if (!inQuotes || d == '$' || d == '`' || d == '"' || d == '\\' || brace && d == '}') {
            b.lit(d, p.pos + 1, true);
            p.pos += 2;
        } else {
            b.lit('\\', p.pos, true);
            p.pos++;
        }
    }

    private void singleQuoted(Parts b) {
        int open = p.pos;
        int close = s.indexOf('\'', open + 1);
        if (close < 0) {
            p.problem("unterminated single quote", open);
            close = n;
        }
        for (int i = open + 1; i < close; i++) b.lit(s.charAt(i), i, true);
        b.quotedEmpty = true;
        p.pos = Math.min(close + 1, n);
    }

    private void doubleQuoted(Parts b, boolean brace) {
        int open = p.pos;
        p.pos++;
        b.quotedEmpty = true;
        if (!p.enter()) return;
        try {
            while (p.pos < n) {
                char c = s.charAt(p.pos);
                if (c == '"') {
                    p.pos++;
                    return;
                }
                switch (c) {
                    case '\\' -> backslash(b, true, brace);
                    case '$' -> dollar(b, true);
                    case '`' -> backquoted(b, true);
                    default -> {
                        b.lit(c, p.pos, true);
                        p.pos++;
                    }
                }
            }
            p.problem("unterminated double quote", open);
        } finally {
            p.leave();
        }
    }

    private void dollar(Parts b, boolean inQuotes) {
        int start = p.pos;
        if (start + 1 >= n) {
            b.lit('$', start, inQuotes);
            p.pos++;
            return;
        }
        char d = s.charAt(start + 1);
        if (d == '\'' && !inQuotes) {
            ansiC(b);
        } else if (d == '"' && !inQuotes) {
            p.pos++;
            doubleQuoted(b, false);
        } else if (d == '(') {
            if (start + 2 < n && s.charAt(start + 2) == '(') {
                int close = p.matchDoubleParen(start + 1);
                if (close >= 0) {
                    p.pos = close;
                    b.part(new ShellWord.Arithmetic(inQuotes, s.substring(start, close), src.origin(start), src.originEnd(close)));
                    return;
                }
            }
            commandSubstitution(b, inQuotes, start, 2);
        } else if (d == '{') {
            braceParameter(b, inQuotes);
        } else if (isNameStart(d)) {
            int i = start + 1;
            while (i < n && isNameChar(s.charAt(i))) i++;
            p.pos = i;
            b.part(new ShellWord.Parameter(s.substring(start + 1, i), null, "", null, inQuotes, s.substring(start, i),
                    src.origin(start), src.originEnd(i)));
        } else if (d >= '0' && d <= '9' || "@*#?$!-".indexOf(d) >= 0) {
            p.pos = start + 2;
            b.part(new ShellWord.Parameter(String.valueOf(d), null, "", null, inQuotes, s.substring(start, start + 2),
                    src.origin(start), src.originEnd(start + 2)));
        } else {
            b.lit('$', start, inQuotes);
            p.pos++;
        }
    }

    /** {@code $(…)} and, with {@code skip} 2 after {@code <} or {@code >}, process substitutions. */
    private void commandSubstitution(Parts b, boolean inQuotes, int start, int skip) {
        p.pos = start + skip;
        List<ShellNode.AndOr> body = p.list(Parser.Stops.PAREN);
        p.skipLinebreaks();
        if (p.pos < n && s.charAt(p.pos) == ')') p.pos++;
        else p.problem("unterminated '$('", start);
        b.part(new ShellWord.CommandSubstitution(new ShellScript(body, List.of()), inQuotes, s.substring(start, p.pos),
                src.origin(start), src.originEnd(p.pos)));
    }

    private void braceParameter(Parts b, boolean inQuotes) {
        int start = p.pos;
        p.pos += 2;
        if (!p.enter()) return;
        try {
            boolean special = false;
            if (p.pos + 1 < n && (s.charAt(p.pos) == '#' || s.charAt(p.pos) == '!') && s.charAt(p.pos + 1) != '}') {
                special = true;
                p.pos++;
            }
            int nameStart = p.pos;
            if (p.pos < n && isNameStart(s.charAt(p.pos))) {
                while (p.pos < n && isNameChar(s.charAt(p.pos))) p.pos++;
            } else if (p.pos < n && s.charAt(p.pos) >= '0' && s.charAt(p.pos) <= '9') {
                while (p.pos < n && s.charAt(p.pos) >= '0' && s.charAt(p.pos) <= '9') p.pos++;
            } else if (p.pos < n && "@*#?$!-".indexOf(s.charAt(p.pos)) >= 0) {
                p.pos++;
            }
            String name = s.substring(nameStart, p.pos);
            String index = null;
            if (p.pos < n && s.charAt(p.pos) == '[') {
                int i = p.pos + 1;
                while (i < n && s.charAt(i) != ']' && s.charAt(i) != '}') i++;
                index = s.substring(p.pos + 1, i);
                p.pos = i < n && s.charAt(i) == ']' ? i + 1 : i;
            }
            String op = "";
            ShellWord arg = null;
            if (p.pos < n && s.charAt(p.pos) != '}') {
                for (String o : new String[] {":-", ":=", ":+", ":?", "-", "=", "+", "?"}) {
                    if (p.startsWith(o)) {
                        op = o;
                        break;
                    }
                }
                p.pos += op.length();
                if (op.isEmpty()) op = "other";
                arg = read(true, inQuotes);
            }
            if (p.pos < n && s.charAt(p.pos) == '}') p.pos++;
            else p.problem("unterminated '${'", start);
            if (special) op = "other";
            b.part(new ShellWord.Parameter(name, index, op, arg, inQuotes, s.substring(start, p.pos), src.origin(start),
                    src.originEnd(p.pos)));
        } finally {
            p.leave();
        }
    }

    /** {@code $'…'}: ANSI-C quoting with backslash escapes. */
    private void ansiC(Parts b) {
        int open = p.pos;
        p.pos += 2;
        b.quotedEmpty = true;
        while (p.pos < n) {
            char c = s.charAt(p.pos);
            if (c == '\'') {
                p.pos++;
                return;
            }
            if (c != '\\' || p.pos + 1 >= n) {
                b.lit(c, p.pos, true);
                p.pos++;
                continue;
            }
            int at = src.origin(p.pos);
            char d = s.charAt(p.pos + 1);
            p.pos += 2;
            switch (d) {
                case 'n' -> b.litOrigin('\n', at);
                case 't' -> b.litOrigin('\t', at);
                case 'r' -> b.litOrigin('\r', at);
                case 'a' -> b.litOrigin('\u0007', at);
                case 'b' -> b.litOrigin('\b', at);
                case 'e', 'E' -> b.litOrigin('\u001b', at);
                case 'f' -> b.litOrigin('\f', at);
                case 'v' -> b.litOrigin('\u000b', at);
                case 'c' -> {
                    if (p.pos < n) b.litOrigin((char) (s.charAt(p.pos++) & 0x1f), at);
                }
                case 'x' -> codePoint(b, at, 16, 2);
                case 'u' -> codePoint(b, at, 16, 4);
                case 'U' -> codePoint(b, at, 16, 8);
                case '0', '1', '2', '3', '4', '5', '6', '7' -> {
                    p.pos--;
                    codePoint(b, at, 8, 3);
                }
                case '\\', '\'', '"', '?' -> b.litOrigin(d, at);
                default -> {
                    b.litOrigin('\\', at);
                    b.litOrigin(d, at + 1);
                }
            }
        }
        p.problem("unterminated $'", open);
    }

    private void codePoint(Parts b, int at, int radix, int maxDigits) {
        int value = 0;
        int digits = 0;
        while (digits < maxDigits && p.pos < n && Character.digit(s.charAt(p.pos), radix) >= 0 && s.charAt(p.pos) < 128) {
            value = value * radix + Character.digit(s.charAt(p.pos), radix);
            p.pos++;
            digits++;
        }
        if (!Character.isValidCodePoint(value)) value = 0xFFFD;
        for (char c : Character.toChars(value)) b.litOrigin(c, at);
    }

    /** {@code `…`}: the content, with its backslash escapes removed, is parsed as a script of its own. */
    private void backquoted(Parts b, boolean inQuotes) {
        int start = p.pos;
        p.pos++;
        Origins content = new Origins();
        boolean closed = false;
        while (p.pos < n) {
            char c = s.charAt(p.pos);
            if (c == '`') {
                p.pos++;
                closed = true;
                break;
            }
            if (c == '\\' && p.pos + 1 < n) {
                char d = s.charAt(p.pos + 1);
                if (d != '$' && d != '`' && d != '\\' && !(inQuotes && d == '"')) content.append('\\', src.origin(p.pos));
                content.append(d, src.origin(p.pos + 1));
                p.pos += 2;
                continue;
            }
            content.append(c, src.origin(p.pos));
            p.pos++;
        }
        if (!closed) p.problem("unterminated backquote", start);
        ShellScript inner = p.nested(content.text(), content.origins());
        b.part(new ShellWord.CommandSubstitution(inner, inQuotes, s.substring(start, p.pos), src.origin(start),
                src.originEnd(p.pos)));
    }

    /** {@code @(a|b)} and friends: kept as literal pattern text up to the closing parenthesis or line end. */
    private void extglob(Parts b, boolean inQuotes) {
        int level = 0;
        while (p.pos < n) {
            char c = s.charAt(p.pos);
            if (Parser.isNewline(c)) break;
            b.lit(c, p.pos, inQuotes);
            p.pos++;
            if (c == '(') level++;
            else if (c == ')' && --level == 0) break;
        }
    }

    /** Reads a process substitution {@code <(…)} or {@code >(…)} as a word. */
    ShellWord processSubstitution() {
        int start = p.pos;
        Parts b = new Parts();
        commandSubstitution(b, false, start, 2);
        return new ShellWord(b.done(), null, src.origin(start), src.originEnd(p.pos));
    }

    /** {@code NAME=(a b c)}: the word read so far is {@code NAME=}; reads the elements. */
    ShellWord array(ShellWord prefix) {
        p.pos++;
        List<ShellWord> elements = new ArrayList<>();
        while (true) {
            p.skipLinebreaks();
            if (p.pos >= n) {
                p.problem("unterminated array", p.pos);
                break;
            }
            if (s.charAt(p.pos) == ')') {
                p.pos++;
                break;
            }
            int before = p.pos;
            ShellWord e = word();
            if (p.pos == before) {
                p.problem("unexpected '" + s.charAt(p.pos) + "' in an array", p.pos);
                p.pos++;
            } else {
                elements.add(e);
            }
        }
        return new ShellWord(prefix.parts(), List.copyOf(elements), prefix.start(), src.originEnd(p.pos));
    }

    // ---- assignments and here-document delimiters -----------------------------------------------

    static boolean isNameStart(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_';
    }

    static boolean isNameChar(char c) {
        return isNameStart(c) || c >= '0' && c <= '9';
    }

    /** Index of the {@code =} of a leading {@code NAME=}, {@code NAME+=} or {@code NAME[i]=}, or -1. */
    static int assignmentEquals(ShellWord w) {
        if (w.parts().isEmpty() || !(w.parts().get(0) instanceof ShellWord.Literal l) || l.quoted()) return -1;
        String t = l.text();
        if (t.isEmpty() || !isNameStart(t.charAt(0))) return -1;
        int i = 1;
        while (i < t.length() && isNameChar(t.charAt(i))) i++;
        if (i < t.length() && t.charAt(i) == '[') {
            int close = t.indexOf(']', i);
            if (close < 0) return -1;
            i = close + 1;
        }
        if (i < t.length() && t.charAt(i) == '+') i++;
        return i < t.length() && t.charAt(i) == '=' ? i : -1;
    }

    /** The word is exactly {@code NAME=} (or {@code NAME+=}), as before an array. */
    static boolean isAssignmentPrefix(ShellWord w) {
        int eq = assignmentEquals(w);
        return eq >= 0 && w.parts().size() == 1 && eq == ((ShellWord.Literal) w.parts().get(0)).text().length() - 1;
    }

    /** Splits {@code NAME=value} into an assignment; null when the word is not one. */
    static Assignment assignment(ShellWord w) {
        int eq = assignmentEquals(w);
        if (eq < 0) return null;
        ShellWord.Literal first = (ShellWord.Literal) w.parts().get(0);
        String t = first.text();
        boolean append = t.charAt(eq - 1) == '+';
        int nameEnd = append ? eq - 1 : eq;
        int bracket = t.indexOf('[');
        if (bracket >= 0 && bracket < nameEnd) nameEnd = bracket;
        String name = t.substring(0, nameEnd);
        int[] o = first.origins();
        List<Part> rest = new ArrayList<>();
        if (eq + 1 < t.length()) {
            rest.add(new ShellWord.Literal(t.substring(eq + 1), java.util.Arrays.copyOfRange(o, eq + 1, o.length), false));
        }
        rest.addAll(w.parts().subList(1, w.parts().size()));
        int valueStart = eq + 1 < o.length ? o[eq + 1] : o[eq] + 1;
        ShellWord value = new ShellWord(List.copyOf(rest), w.arrayElements(), Math.min(valueStart, w.end()), w.end());
        return new Assignment(name, append, value, w.start(), w.end());
    }

    /** A here-document delimiter: the word with quotes removed, expansions as written. */
    static String delimiter(ShellWord w) {
        StringBuilder b = new StringBuilder();
        for (Part part : w.parts()) {
            if (part instanceof ShellWord.Literal l) b.append(l.text());
            else if (part instanceof ShellWord.Parameter x) b.append(x.raw());
            else if (part instanceof ShellWord.CommandSubstitution x) b.append(x.raw());
            else if (part instanceof ShellWord.Arithmetic x) b.append(x.raw());
        }
        return b.toString();
    }
}
