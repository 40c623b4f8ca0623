package dev.agentlint.filter;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.RuleMeta;
import dev.agentlint.base.CommentSpans;
import dev.agentlint.base.Span;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads {@code agentlint: ignore[<rule-id or RUN-id>, …] <reason>} directives from a file's
 * comments: those its parser recorded ({@link ParsedComments}), or, for the formats whose parser
 * is a library that drops comments (YAML, JSONC, XML), those {@link Comments} lexes. A directive covers the line it is on; a directive alone on its line (with only other
 * comments between) also covers the next line. A finding is covered when it starts on a covered line.
 */
public final class InlineIgnores {

    static final String MARKER = "agentlint:";
    private static final int MAX_LIST = 1000;

    /**
     * One directive.
     *
     * @param span     the directive's text, from {@code agentlint:} to the end of its line in the comment
     * @param text     that text (for messages and fingerprints)
     * @param problem  why it is not a well-formed directive (no rule list), or null
     * @param written  rule ids and RUN-ids as written
     * @param unknown  the written names that are no rule and no enforced RUN-id
     * @param ruleIds  the rule ids the known names resolve to
     * @param reason   the justification, or empty
     * @param lines    the lines it covers
     */
    public record Directive(Span span, String text, String problem, List<String> written, List<String> unknown,
                            Set<String> ruleIds, String reason, Set<Integer> lines) {

        /** Whether it suppresses anything: well-formed, with a reason. */
        public boolean effective() {
            return problem == null && !reason.isEmpty() && !ruleIds.isEmpty();
        }

        public boolean covers(int line, String ruleId) {
            return lines.contains(line) && ruleIds.contains(ruleId);
        }
    }

    private InlineIgnores() {}

    /** The directives in a file nobody recorded comments for: its parser records them now, when it has one. */
    public static List<Directive> read(SourceFile file, RuleCatalog catalog) {
        return read(file, null, catalog);
    }

    /**
     * The directives in a file; empty (without looking for comments) when the text never says
     * "agentlint:".
     *
     * @param recorded the comments the file's parser recorded while it was extracted, or null
     */
    public static List<Directive> read(SourceFile file, CommentSpans recorded, RuleCatalog catalog) {
        String text = file.text();
        CommentSyntax syntax = CommentSyntax.of(file.format());
        if (syntax == CommentSyntax.NONE || !text.contains(MARKER)) return List.of();
        List<Comments.Comment> comments = syntax.fromParser()
                ? ParsedComments.of(file, syntax, recorded)
                : Comments.scan(text, syntax);
        LineIndex lines = file.lines();
        Set<Integer> commentOnly = new HashSet<>();
        for (Comments.Comment c : comments) {
            if (c.codeBefore() || c.codeAfter()) continue;
            for (int l = lines.line(c.start()); l <= lines.line(Math.max(c.start(), c.end() - 1)); l++) commentOnly.add(l);
        }
        // The next line that is not comment-only, from every line: found once, not by walking the
        // comment block again for each of its directives (quadratic in a block of directives).
        int[] nextCode = new int[lines.lineCount() + 2];
        nextCode[lines.lineCount() + 1] = lines.lineCount() + 1;
        for (int l = lines.lineCount(); l >= 1; l--) nextCode[l] = commentOnly.contains(l) ? nextCode[l + 1] : l;
        List<Integer> markers = new ArrayList<>();
        for (int m = text.indexOf(MARKER); m >= 0; m = text.indexOf(MARKER, m + 1)) markers.add(m);
        List<Directive> out = new ArrayList<>();
        for (Comments.Comment c : comments) {
            int at = firstAtOrAfter(markers, c.bodyStart());
            if (at < 0 || at >= c.bodyEnd()) continue;
            Directive d = parse(text, at, lineEndWithin(text, at, c.bodyEnd()), lines, covered(c, lines.line(at), lines, nextCode), catalog);
            if (d != null) out.add(d);
        }
        return out;
    }

    /** The first marker offset at or after {@code from}, or -1 (binary search: files may hold many comments). */
    private static int firstAtOrAfter(List<Integer> markers, int from) {
        int lo = 0, hi = markers.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (markers.get(mid) < from) lo = mid + 1;
            else hi = mid;
        }
        return lo < markers.size() ? markers.get(lo) : -1;
    }

    private static int lineEndWithin(String text, int from, int limit) {
        int i = from;
        while (i < limit && text.charAt(i) != '\n' && text.charAt(i) != '\r') i++;
        return i;
    }

    /** The lines a directive (on line {@code own}) in this comment covers. */
    private static Set<Integer> covered(Comments.Comment c, int own, LineIndex lines, int[] nextCode) {
        int first = lines.line(c.start());
        int last = lines.line(Math.max(c.start(), c.end() - 1));
        Set<Integer> out = new LinkedHashSet<>();
        if (c.codeBefore()) {
            out.add(first);
        } else if (c.codeAfter()) {
            out.add(last);
        } else {
            out.add(own);
            int next = last + 1 <= lines.lineCount() ? nextCode[last + 1] : last + 1;
            if (next <= lines.lineCount()) out.add(next);
        }
        return out;
    }

    /** Parses {@code agentlint: ignore[…] reason} starting at the marker; null when it is not a directive at all. */
    static Directive parse(String text, int at, int end, LineIndex lines, Set<Integer> covered, RuleCatalog catalog) {
        String d = text.substring(at, end).stripTrailing();
        Span span = lines.span(at, at + d.length());
        int i = skipSpace(d, MARKER.length());
        if (!d.startsWith("ignore", i)) return null; // "agentlint: checks this file" is prose, not a directive
        i = skipSpace(d, i + "ignore".length());
        if (i >= d.length() || d.charAt(i) != '[') {
            return malformed(span, d, covered, "has no rule list: write agentlint: ignore[<rule-id>] <reason>");
        }
        int close = d.indexOf(']', i);
        if (close < 0 || close - i > MAX_LIST) return malformed(span, d, covered, "has no closing ']'");
        List<String> written = new ArrayList<>();
        for (String part : d.substring(i + 1, close).split(",")) {
            if (!part.isBlank()) written.add(part.strip());
        }
        if (written.isEmpty()) return malformed(span, d, covered, "names no rule: write agentlint: ignore[<rule-id>] <reason>");
        List<String> unknown = new ArrayList<>();
        Set<String> ids = new LinkedHashSet<>();
        for (String w : written) {
            List<RuleMeta> resolved = catalog.resolve(w);
            if (resolved.isEmpty()) unknown.add(w);
            for (RuleMeta m : resolved) ids.add(m.id());
        }
        return new Directive(span, d, null, List.copyOf(written), List.copyOf(unknown), Set.copyOf(ids),
                reason(d.substring(close + 1)), Set.copyOf(covered));
    }

    private static Directive malformed(Span span, String d, Set<Integer> covered, String problem) {
        return new Directive(span, d, problem, List.of(), List.of(), Set.of(), "", Set.copyOf(covered));
    }

    /** The reason after the list, without separators such as ':' or '--'; empty when it says nothing. */
    static String reason(String rest) {
        int i = 0;
        while (i < rest.length() && (Character.isWhitespace(rest.charAt(i)) || ":-–—".indexOf(rest.charAt(i)) >= 0)) i++;
        String r = rest.substring(i).strip();
        return r.codePoints().anyMatch(Character::isLetterOrDigit) ? r : "";
    }

    private static int skipSpace(String s, int i) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) i++;
        return i;
    }
}
