package dev.agentlint.report;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Lang;
import dev.agentlint.check.Level;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.check.Suppression;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * For people: per finding a headline ({@code path:line:col level rule-id title}), the source line
 * with a caret under the span, why, the fix and where to read more; then a summary of what was
 * found, scanned and skipped. Titles, messages and fixes are in the report's language; the
 * layout's own words (levels, {@code why:}, the summary) are the same in every language, so that
 * a log reads alike whoever ran the scan.
 */
public final class TextReporter implements Reporter {

    private final boolean color;
    private final boolean showSuppressed;
    private final boolean quiet;
    private final boolean statistics;
    private final Lang lang;
    /** A rule's headline title and fix line are the same for each of its findings: made once per rule. */
    private final Map<String, String> titles = new java.util.HashMap<>();
    private final Map<String, String> remedies = new java.util.HashMap<>();

    public TextReporter(boolean color) {
        this(color, false);
    }

    /** @param showSuppressed list suppressed findings too (marked, with their reason), not only count them */
    public TextReporter(boolean color, boolean showSuppressed) {
        this(color, showSuppressed, false, false, Lang.EN);
    }

    private TextReporter(boolean color, boolean showSuppressed, boolean quiet, boolean statistics, Lang lang) {
        this.color = color;
        this.showSuppressed = showSuppressed;
        this.quiet = quiet;
        this.statistics = statistics;
        this.lang = lang;
    }

    /** Only the findings (and internal errors): no summary, no lists of files not checked. */
    public TextReporter quiet(boolean on) {
        return new TextReporter(color, showSuppressed, on, statistics, lang);
    }

    /** Counts per rule instead of each finding. */
    public TextReporter statistics(boolean on) {
        return new TextReporter(color, showSuppressed, quiet, on, lang);
    }

    /** Rule titles, finding messages and fixes in this language. */
    public TextReporter lang(Lang l) {
        return new TextReporter(color, showSuppressed, quiet, statistics, l);
    }

    @Override
    public void write(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        boolean blocks = false;
        if (statistics) statisticsTable(r, catalog, out);
        else blocks = findings(r, catalog, out);
        for (ScanResult.InternalError e : r.errors()) {
            out.append(printable(e.path())).append(": ").append(paint("internal error", "1;31")).append(": ").append(oneLine(e.message())).append('\n');
        }
        if (!quiet) summary(r, !blocks || !r.errors().isEmpty(), out);
    }

    /**
     * {@code --statistics}: one line per rule with unsuppressed findings, most frequent first:
     * count, rule id, level, title (ruff's and hadolint's layout).
     */
    private void statisticsTable(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        Map<String, Long> byRule = new java.util.TreeMap<>();
        Map<String, Level> levels = new java.util.HashMap<>();
        for (Finding f : r.findings()) {
            if (f.suppressed()) continue;
            byRule.merge(f.ruleId(), 1L, Long::sum);
            levels.merge(f.ruleId(), f.level(), (a, b) -> a.compareTo(b) <= 0 ? a : b);
        }
        List<Map.Entry<String, Long>> rows = new ArrayList<>(byRule.entrySet());
        rows.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()));
        int countWidth = rows.stream().mapToInt(e -> Long.toString(e.getValue()).length()).max().orElse(1);
        int idWidth = rows.stream().mapToInt(e -> e.getKey().length()).max().orElse(1);
        for (Map.Entry<String, Long> e : rows) {
            String count = Long.toString(e.getValue());
            out.append(" ".repeat(countWidth - count.length())).append(count).append("  ")
                    .append(e.getKey()).append(" ".repeat(idWidth - e.getKey().length())).append("  ")
                    .append(paint(levels.get(e.getKey()))).append(" ".repeat(7 - levels.get(e.getKey()).id().length())).append("  ")
                    .append(catalog.meta(e.getKey(), lang).title()).append('\n');
        }
    }

    /**
     * Each finding as a block: a headline (where, level, rule, what is wrong), the suppression if
     * any, the source line with a caret under the span, then why, how to fix it, and where to
     * read more. One method per piece, so each can change (or be translated) on its own.
     */
    private boolean findings(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        boolean any = false;
        for (Finding f : r.findings()) {
            if (f.suppressed() && !showSuppressed) continue;
            any = true;
            headline(f, catalog, out);
            if (f.suppressed()) suppression(f, out);
            excerpt(f, out);
            why(f, catalog, out);
            related(f, catalog, out);
            fix(f, catalog, out);
            see(f, out);
            out.append('\n');
        }
        return any;
    }

    /** {@code path:line:col level rule-id Title}: the first words are the start of what fixtures' expected.txt lists. */
    private void headline(Finding f, RuleCatalog catalog, Appendable out) throws IOException {
        out.append(printable(f.path())).append(':').append(Integer.toString(f.span().line())).append(':')
                .append(Integer.toString(f.span().column())).append(' ')
                .append(f.suppressed() ? paint("suppressed", "2") + " (" + f.level().id() + ")" : paint(f.level())).append(' ')
                .append(f.ruleId()).append(' ')
                .append(titles.computeIfAbsent(f.ruleId(), id -> oneLine(title(id, catalog)))).append('\n');
    }

    private String title(String ruleId, RuleCatalog catalog) {
        return catalog.knows(ruleId) ? catalog.meta(ruleId, lang).title() : ruleId;
    }

    private void suppression(Finding f, Appendable out) throws IOException {
        out.append("  ").append(suppressedBy(f.suppression())).append(": ").append(oneLine(f.suppression().justification())).append('\n');
    }

    /** What this finding is about, in its own words (the values it quotes from the file). */
    private void why(Finding f, RuleCatalog catalog, Appendable out) throws IOException {
        out.append("  ").append(paint("why:", "1")).append(' ').append(oneLine(catalog.message(f, lang))).append('\n');
    }

    /**
     * The other places the verdict depends on (the definition a launch resolved to, the settings
     * that expose it), one line each under the reason: {@code = path:line:col what it says}.
     */
    private void related(Finding f, RuleCatalog catalog, Appendable out) throws IOException {
        for (Finding.Related r : f.related()) {
            out.append("  = ").append(printable(r.path())).append(':').append(Integer.toString(r.span().line())).append(':')
                    .append(Integer.toString(r.span().column())).append(' ').append(oneLine(catalog.message(f, r, lang))).append('\n');
        }
    }

    /** The rule's remedy, its first paragraph (the rule's page has the rest, with examples in the file's syntax). */
    private void fix(Finding f, RuleCatalog catalog, Appendable out) throws IOException {
        if (f.fixable() && f.fix().shown() != null && !f.fix().shown().isBlank()) {
            // The edit itself, in the file's own syntax: what `scan --fix` writes.
            out.append("  ").append(paint("fix:", "1")).append(' ').append(oneLine(f.fix().shown())).append('\n');
            return;
        }
        String remedy = remedies.computeIfAbsent(f.ruleId(), id -> remedy(id, catalog));
        if (remedy.isEmpty()) return;
        out.append("  ").append(paint("fix:", "1")).append(' ').append(remedy).append('\n');
    }

    private String remedy(String ruleId, RuleCatalog catalog) {
        if (!catalog.knows(ruleId)) return "";
        String remedy = catalog.meta(ruleId, lang).remediation();
        int paragraph = remedy.indexOf("\n\n");
        if (paragraph > 0) remedy = remedy.substring(0, paragraph);
        return remedy.isBlank() ? "" : oneLine(remedy.strip());
    }

    private void see(Finding f, Appendable out) throws IOException {
        out.append("  ").append(paint("see:", "1")).append(" agentlint explain ").append(f.ruleId()).append('\n');
    }

    /**
     * The source line and a caret under the span. Columns count characters; the caret is placed
     * by terminal cells, so it stays under its text after wide characters (CJK, emoji: two cells)
     * and combining ones (none).
     */
    private void excerpt(Finding f, Appendable out) throws IOException {
        String line = f.snippet();
        if (line.isBlank()) return;
        String raw = line.replace('\t', ' ');
        // The line follows the gutter, so it never starts a log line; the caret is placed by the escaped width.
        String expanded = SafeText.afterPrefix(raw);
        String gutter = Integer.toString(f.span().line());
        out.append("  ").append(gutter).append(" | ").append(expanded).append('\n');
        int rawStart = Math.max(0, Math.min(f.span().column() - 1, raw.length()));
        int rawEnd = f.span().endLine() == f.span().line() ? Math.min(f.span().endColumn() - 1, raw.length()) : raw.length();
        // Columns count characters of the raw line; the printed line has escapes: map, then count cells.
        int start = SafeText.width(raw, rawStart);
        int end = Math.max(start, SafeText.width(raw, Math.max(rawStart, rawEnd)));
        int width = Math.max(1, cells(expanded, start, end));
        out.append("  ").append(" ".repeat(gutter.length())).append(" | ").append(" ".repeat(cells(expanded, 0, start)))
                .append(paint("^".repeat(width), levelColour(f.level()))).append('\n');
    }

    /** How many terminal cells the characters from {@code from} to {@code to} take. */
    static int cells(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; ) {
            int cp = s.codePointAt(i);
            n += cellsOf(cp);
            i += Character.charCount(cp);
        }
        return n;
    }

    /** 0 for combining marks and format characters, 2 for East Asian wide and fullwidth characters and emoji, else 1. */
    static int cellsOf(int cp) {
        int type = Character.getType(cp);
        if (type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK || type == Character.FORMAT) return 0;
        boolean wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0x303E) || (cp >= 0x3041 && cp <= 0x33FF)
                || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0xA000 && cp <= 0xA4CF)
                || (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F)
                || (cp >= 0xFF00 && cp <= 0xFF60) || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1F64F)
                || (cp >= 0x1F900 && cp <= 0x1F9FF) || (cp >= 0x20000 && cp <= 0x3FFFD);
        return wide ? 2 : 1;
    }

    /** @param separate start with a blank line (the finding blocks end with one already) */
    private void summary(ScanResult r, boolean separate, Appendable out) throws IOException {
        List<String> counts = new ArrayList<>();
        for (Level l : Level.values()) {
            long n = r.count(l, false);
            counts.add(n + " " + plural(l.id(), n));
        }
        if (separate) out.append('\n');
        out.append(String.join(", ", counts));
        out.append(suppressedSummary(r));
        out.append(" in ").append(Integer.toString(r.filesScanned())).append(' ').append(plural("file", r.filesScanned())).append(" scanned");
        if (!r.formats().isEmpty()) {
            List<String> per = new ArrayList<>();
            for (Map.Entry<String, Integer> e : r.formats().entrySet()) per.add(e.getKey() + " " + e.getValue());
            out.append(" (").append(String.join(", ", per)).append(')');
        }
        out.append('\n');
        if (!r.skipped().isEmpty()) {
            out.append(Integer.toString(r.skipped().size())).append(' ').append(plural("file", r.skipped().size())).append(" not checked:\n");
            for (ScanResult.FileNote n : r.skipped()) out.append("  ").append(printable(n.path())).append(": ").append(oneLine(n.message())).append('\n');
        }
        for (ScanResult.FileNote n : r.notices()) out.append("note: ").append(printable(n.path())).append(": ").append(oneLine(n.message())).append('\n');
        for (ScanResult.FileNote n : r.unscanned()) {
            out.append(paint("The scan is incomplete: " + printable(n.path()) + " " + oneLine(n.message()) + "; nothing under it was checked.", "1;31")).append('\n');
        }
        if (!r.errors().isEmpty()) {
            out.append(paint("The scan is incomplete: agentlint failed on " + r.errors().size() + " "
                    + plural("file", r.errors().size()) + " (run with --debug for details).", "1;31")).append('\n');
        }
    }

    /** " (5 suppressed: 1 inline, 1 by configuration, 3 baselined)", or nothing. */
    static String suppressedSummary(ScanResult r) {
        Map<Suppression.Origin, Long> by = new EnumMap<>(Suppression.Origin.class);
        for (Finding f : r.findings()) {
            if (f.suppressed()) by.merge(f.suppression().origin(), 1L, Long::sum);
        }
        if (by.isEmpty()) return "";
        long total = by.values().stream().mapToLong(Long::longValue).sum();
        List<String> parts = new ArrayList<>();
        for (Map.Entry<Suppression.Origin, Long> e : by.entrySet()) {
            parts.add(e.getValue() + switch (e.getKey()) {
                case INLINE -> " inline";
                case CONFIG -> " by configuration";
                case BASELINE -> " baselined";
            });
        }
        return " (" + total + " suppressed: " + String.join(", ", parts) + ")";
    }

    /** Where a suppression comes from; its source is a path from input, so it goes through the sanitiser. */
    private static String suppressedBy(Suppression s) {
        return SafeText.line(switch (s.origin()) {
            case INLINE -> "ignored inline at " + s.source();
            case CONFIG -> "ignored by " + s.source();
            case BASELINE -> "baselined in " + s.source();
        });
    }

    private String paint(Level l) {
        return paint(l.id(), levelColour(l));
    }

    private static String levelColour(Level l) {
        return switch (l) {
            case ERROR -> "1;31";
            case WARNING -> "1;33";
            case NOTE -> "1;36";
        };
    }

    private String paint(String s, String sgr) {
        return color ? "\u001b[" + sgr + "m" + s + "\u001b[0m" : s;
    }

    private static String plural(String word, long n) {
        return n == 1 ? word : word + "s";
    }

    /** A message on one line, made safe to print: {@link SafeText#line}. */
    public static String oneLine(String s) {
        return SafeText.line(s);
    }

    /** A path or a value made safe to print: {@link SafeText#of}. */
    public static String printable(String s) {
        return SafeText.of(s);
    }
}
