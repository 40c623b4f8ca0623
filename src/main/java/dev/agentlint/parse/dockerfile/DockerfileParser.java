package dev.agentlint.parse.dockerfile;

import dev.agentlint.parse.OffsetMap;
import dev.agentlint.parse.ParseException;
import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dockerfile (and Containerfile) syntax as BuildKit's parser reads it: parser directives before
 * anything else ({@code # escape=`} changes the escape character), comments as whole lines only, a
 * trailing escape character continuing the instruction on the next line (joined as written, with
 * no space put in; empty and comment lines inside a continuation dropped), the JSON form of an
 * instruction's arguments, and here-documents ({@code RUN <<EOF … EOF}) whose bodies follow the
 * instruction. Linear in the length of the text; never runs or fetches anything.
 */
public final class DockerfileParser {

    /** The instructions the builder knows; anything else stops a build ("unknown instruction"). */
    private static final Set<String> KEYWORDS = Set.of("ADD", "ARG", "CMD", "COPY", "ENTRYPOINT", "ENV", "EXPOSE", "FROM",
            "HEALTHCHECK", "LABEL", "MAINTAINER", "ONBUILD", "RUN", "SHELL", "STOPSIGNAL", "USER", "VOLUME", "WORKDIR");

    /** Instructions whose shell form may open here-documents (BuildKit's Dockerfile syntax 1.4 and later). */
    private static final Set<String> HEREDOC_KEYWORDS = Set.of("RUN", "COPY", "ADD");

    private static final Pattern DIRECTIVE = Pattern.compile("#[ \\t]*([A-Za-z][A-Za-z0-9]*)[ \\t]*=[ \\t]*(\\S*)[ \\t]*");
    private static final Pattern HEREDOC = Pattern.compile("(?<!<)<<(-?)([\"']?)([A-Za-z0-9_.\\-]{1,64})\\2");

    private DockerfileParser() {}

    public static List<Instruction> parse(String text) throws ParseException {
        return parse(new LineIndex(text));
    }

    public static List<Instruction> parse(LineIndex lines) throws ParseException {
        return parse(lines, null);
    }

    /**
     * As {@link #parse(LineIndex)}, recording in {@code comments} (may be null) every comment line:
     * parser directives, comment lines between and inside instructions; never a line of a
     * here-document's body, which is data.
     */
    public static List<Instruction> parse(LineIndex lines, CommentSpans.Recorder comments) throws ParseException {
        int n = lines.lineCount();
        char escape = '\\';
        int i = 1;
        // Parser directives: only before the first comment, blank line or instruction.
        for (; i <= n; i++) {
            Matcher m = DIRECTIVE.matcher(lines.lineText(i));
            if (!m.matches()) break;
            record(comments, lines, i);
            if (m.group(1).equalsIgnoreCase("escape")) {
                String v = m.group(2);
                if (!v.equals("\\") && !v.equals("`")) {
                    throw new ParseException("invalid escape character '" + abbreviate(v) + "': it must be \\ or `", Span.point(i, 1));
                }
                escape = v.charAt(0);
            }
        }
        List<Instruction> out = new ArrayList<>();
        while (i <= n) {
            String raw = lines.lineText(i);
            int start = firstNonBlank(raw);
            if (start == raw.length() || raw.charAt(start) == '#') {
                if (start < raw.length()) record(comments, lines, i);
                i++;
                continue;
            }
            int keywordEnd = start;
            while (keywordEnd < raw.length() && !isBlank(raw.charAt(keywordEnd))) keywordEnd++;
            String keyword = raw.substring(start, keywordEnd).toUpperCase(Locale.ROOT);
            int argsStart = keywordEnd;
            // RUN\ at the end of a line: the keyword alone, continued on the next line.
            if (keyword.length() > 1 && keyword.charAt(keyword.length() - 1) == escape && raw.stripTrailing().length() == keywordEnd) {
                keyword = keyword.substring(0, keyword.length() - 1);
                argsStart = keywordEnd - 1;
            }
            if (!KEYWORDS.contains(keyword)) {
                throw new ParseException("unknown instruction '" + abbreviate(raw.substring(start, keywordEnd)) + "'", Span.point(i, start + 1));
            }
            while (argsStart < raw.length() && isBlank(raw.charAt(argsStart))) argsStart++;
            StringBuilder args = new StringBuilder();
            OffsetMap.Builder pieces = new OffsetMap.Builder().piece(0, i, argsStart + 1);
            int line = i;
            String part = raw.substring(argsStart);
            int endColumn = raw.length() + 1;
            while (true) {
                if (endsWithEscape(part, escape)) {
                    String stripped = part.stripTrailing();
                    args.append(stripped, 0, stripped.length() - 1);
                    int next = line + 1;
                    // Empty lines and comment lines inside a continuation are dropped.
                    while (next <= n && droppedInContinuation(lines.lineText(next))) record(comments, lines, next++);
                    if (next > n) break;
                    line = next;
                    part = lines.lineText(next);
                    pieces.piece(args.length(), next, 1);
                    endColumn = part.length() + 1;
                } else {
                    args.append(part);
                    break;
                }
            }
            String arguments = args.toString().stripTrailing();
            OffsetMap offsets = pieces.build();
            List<String> exec = new ArrayList<>();
            List<Integer> execAt = new ArrayList<>();
            boolean json = jsonArray(arguments, exec, execAt);
            List<Instruction.HereDocument> heredocs = new ArrayList<>();
            if (!json && HEREDOC_KEYWORDS.contains(keyword) && arguments.contains("<<")) {
                Matcher h = HEREDOC.matcher(arguments);
                while (h.find()) {
                    boolean stripTabs = !h.group(1).isEmpty();
                    String name = h.group(3);
                    StringBuilder body = new StringBuilder();
                    OffsetMap.Builder bodyAt = new OffsetMap.Builder().piece(0, Math.min(line + 1, n), 1);
                    int l = line + 1;
                    for (; l <= n; l++) {
                        String text = lines.lineText(l);
                        String candidate = stripTabs ? stripLeadingTabs(text) : text;
                        if (candidate.equals(name)) break;
                        int dropped = text.length() - candidate.length();
                        bodyAt.piece(body.length(), l, dropped + 1);
                        body.append(candidate).append('\n');
                    }
                    heredocs.add(new Instruction.HereDocument(name, body.toString(), bodyAt.build(), h.start(), h.end()));
                    line = Math.min(l, n);
                    endColumn = lines.lineText(line).length() + 1;
                }
            }
            out.add(new Instruction(keyword, arguments, offsets, new Span(i, start + 1, line, Math.max(1, endColumn)),
                    json ? exec : null, json ? execAt : null, heredocs, escape));
            i = line + 1;
        }
        return out;
    }

    /**
     * Whether the arguments are a JSON array of strings (the exec form); if so its elements and
     * where each starts go to {@code values} and {@code starts}. Anything else is the shell form, as
     * the builder decides.
     */
    public static boolean jsonArray(String s, List<String> values, List<Integer> starts) {
        int i = skipBlanks(s, 0);
        if (i >= s.length() || s.charAt(i) != '[') return false;
        i = skipBlanks(s, i + 1);
        if (i < s.length() && s.charAt(i) == ']') return skipBlanks(s, i + 1) == s.length();
        while (i < s.length()) {
            if (s.charAt(i) != '"') return false;
            StringBuilder v = new StringBuilder();
            int at = i + 1;
            i++;
            boolean closed = false;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '"') {
                    closed = true;
                    i++;
                    break;
                }
                if (c == '\\') {
                    if (i + 1 >= s.length()) return false;
                    char e = s.charAt(i + 1);
                    switch (e) {
                        case '"', '\\', '/' -> v.append(e);
                        case 'b' -> v.append('\b');
                        case 'f' -> v.append('\f');
                        case 'n' -> v.append('\n');
                        case 'r' -> v.append('\r');
                        case 't' -> v.append('\t');
                        case 'u' -> {
                            if (i + 6 > s.length()) return false;
                            try {
                                v.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                            } catch (NumberFormatException x) {
                                return false;
                            }
                            i += 4;
                        }
                        default -> {
                            return false;
                        }
                    }
                    i += 2;
                    continue;
                }
                if (c < 0x20) return false;
                v.append(c);
                i++;
            }
            if (!closed) return false;
            values.add(v.toString());
            starts.add(at);
            i = skipBlanks(s, i);
            if (i >= s.length()) return false;
            if (s.charAt(i) == ']') return skipBlanks(s, i + 1) == s.length();
            if (s.charAt(i) != ',') return false;
            i = skipBlanks(s, i + 1);
        }
        return false;
    }

    private static boolean endsWithEscape(String line, char escape) {
        String s = line.stripTrailing();
        return !s.isEmpty() && s.charAt(s.length() - 1) == escape;
    }

    /** Line {@code i}, when a comment: from its {@code #} to its end. */
    private static void record(CommentSpans.Recorder comments, LineIndex lines, int i) {
        if (comments == null) return;
        String t = lines.lineText(i);
        int k = firstNonBlank(t);
        if (k == t.length() || t.charAt(k) != '#') return;
        int start = lines.offset(i, 1);
        comments.line(start + k, start + t.length(), 1);
    }

    private static boolean droppedInContinuation(String line) {
        int i = firstNonBlank(line);
        return i == line.length() || line.charAt(i) == '#';
    }

    private static int firstNonBlank(String s) {
        return skipBlanks(s, 0);
    }

    private static int skipBlanks(String s, int from) {
        int i = from;
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
        return i;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }

    private static String stripLeadingTabs(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == '\t') i++;
        return s.substring(i);
    }

    private static String abbreviate(String s) {
        return dev.agentlint.base.Texts.abbreviate(s, 40);
    }
}
