package dev.agentlint.report;

import dev.agentlint.check.Finding;
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
 * For people: {@code path:line:col level rule-id message}, the source line with a caret under the
 * span, and a summary of what was found, scanned and skipped.
 */
public final class TextReporter implements Reporter {

    private final boolean color;
    private final boolean showSuppressed;
    private final boolean quiet;
    private final boolean statistics;

    public TextReporter(boolean color) {
        this(color, false);
    }

    /** @param showSuppressed list suppressed findings too (marked, with their reason), not only count them */
    public TextReporter(boolean color, boolean showSuppressed) {
        this(color, showSuppressed, false, false);
    }

    private TextReporter(boolean color, boolean showSuppressed, boolean quiet, boolean statistics) {
        this.color = color;
        this.showSuppressed = showSuppressed;
        this.quiet = quiet;
        this.statistics = statistics;
    }

    /** Only the findings (and internal errors): no summary, no lists of files not checked. */
    public TextReporter quiet(boolean on) {
        return new TextReporter(color, showSuppressed, on, statistics);
    }

    /** Counts per rule instead of each finding. */
    public TextReporter statistics(boolean on) {
        return new TextReporter(color, showSuppressed, quiet, on);
    }

    @Override
    public void write(ScanResult r, RuleCatalog catalog, Appendable out) throws IOException {
        if (statistics) statisticsTable(r, catalog, out);
        else findings(r, out);
        for (ScanResult.InternalError e : r.errors()) {
            out.append(printable(e.path())).append(": ").append(paint("internal error", "1;31")).append(": ").append(oneLine(e.message())).append('\n');
        }
        if (!quiet) summary(r, out);
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
                    .append(catalog.meta(e.getKey()).title()).append('\n');
        }
    }

    private void findings(ScanResult r, Appendable out) throws IOException {
        for (Finding f : r.findings()) {
            if (f.suppressed() && !showSuppressed) continue;
            out.append(printable(f.path())).append(':').append(Integer.toString(f.span().line())).append(':')
                    .append(Integer.toString(f.span().column())).append(' ')
                    .append(f.suppressed() ? paint("suppressed", "2") + " (" + f.level().id() + ")" : paint(f.level())).append(' ')
                    .append(f.ruleId()).append(' ')
                    .append(oneLine(f.message())).append('\n');
            if (f.suppressed()) {
                out.append("  ").append(suppressedBy(f.suppression())).append(": ").append(oneLine(f.suppression().justification())).append('\n');
            }
            excerpt(f, out);
        }
    }

    private void excerpt(Finding f, Appendable out) throws IOException {
        String line = f.snippet();
        if (line.isBlank()) return;
        String expanded = printable(line.replace('\t', ' '));
        String gutter = Integer.toString(f.span().line());
        out.append("  ").append(gutter).append(" | ").append(expanded).append('\n');
        int start = Math.max(0, Math.min(f.span().column() - 1, expanded.length()));
        int end = f.span().endLine() == f.span().line() ? Math.min(f.span().endColumn() - 1, expanded.length()) : expanded.length();
        int width = Math.max(1, end - start);
        out.append("  ").append(" ".repeat(gutter.length())).append(" | ").append(" ".repeat(start))
                .append(paint("^".repeat(width), levelColour(f.level()))).append('\n');
    }

    private void summary(ScanResult r, Appendable out) throws IOException {
        List<String> counts = new ArrayList<>();
        for (Level l : Level.values()) {
            long n = r.count(l, false);
            counts.add(n + " " + plural(l.id(), n));
        }
        out.append('\n').append(String.join(", ", counts));
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

    private static String suppressedBy(Suppression s) {
        return switch (s.origin()) {
            case INLINE -> "ignored inline at " + s.source();
            case CONFIG -> "ignored by " + s.source();
            case BASELINE -> "baselined in " + s.source();
        };
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

    /** A message on one line: line breaks become spaces, other control characters as {@link #printable}. */
    public static String oneLine(String s) {
        return printable(s.replace('\n', ' ').replace('\r', ' '));
    }

    /**
     * Text from a scanned file (a path, a value quoted in a message, a source line) made safe for a
     * terminal: a control character other than a tab (an escape sequence that would recolour,
     * retitle or clear the terminal, a line break that would forge a finding line) becomes U+FFFD,
     * one character for one, so the caret under an excerpt stays aligned.
     */
    public static String printable(String s) {
        StringBuilder b = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\t' && Character.isISOControl(c)) {
                if (b == null) b = new StringBuilder(s.length()).append(s, 0, i);
                b.append('\uFFFD');
            } else if (b != null) {
                b.append(c);
            }
        }
        return b == null ? s : b.toString();
    }
}
