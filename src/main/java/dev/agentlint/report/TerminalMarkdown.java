package dev.agentlint.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown agentlint generates (rule pages: headings, paragraphs, one table, block quotes,
 * fenced examples), rendered for a terminal: headings emphasised, examples indented, the table as
 * "name: value" lines, code spans and emphasis without their marks, links as "text (address)".
 * Not a general Markdown renderer: only what {@link RuleDocs} writes.
 */
public final class TerminalMarkdown {

    // Possessive, and a link's text stops at the next '[': each is linear in its input.
    private static final Pattern LINK = Pattern.compile("\\[([^\\[\\]]++)]\\(([^()\\s]++)\\)");
    private static final Pattern STRONG = Pattern.compile("\\*\\*([^*]++)\\*\\*");
    private static final Pattern CODE = Pattern.compile("`([^`]++)`");
    /** A cell separator: a '|' not escaped as "\\|". */
    private static final Pattern CELL = Pattern.compile("(?<!\\\\)\\|");

    private final boolean colour;

    /** @param colour emphasise headings with ANSI bold and underline */
    public TerminalMarkdown(boolean colour) {
        this.colour = colour;
    }

    public String render(String markdown) {
        StringBuilder out = new StringBuilder();
        List<String> table = new ArrayList<>();
        boolean fenced = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                fenced = !fenced;
                continue;
            }
            if (fenced) {
                out.append("    ").append(line).append('\n');
                continue;
            }
            if (line.startsWith("|")) {
                table.add(line);
                continue;
            }
            if (!table.isEmpty()) {
                table(table, out);
                table.clear();
            }
            if (line.startsWith("# ")) {
                out.append(emphasis(inline(line.substring(2)), "1;4")).append('\n');
            } else if (line.startsWith("## ") || line.startsWith("### ")) {
                String text = line.substring(line.indexOf(' ') + 1);
                out.append(emphasis(inline(text), "1")).append('\n');
            } else if (line.startsWith("> ")) {
                out.append("  | ").append(inline(line.substring(2))).append('\n');
            } else {
                out.append(inline(line)).append('\n');
            }
        }
        if (!table.isEmpty()) table(table, out);
        // Markdown's blank line after the last paragraph, not two.
        while (out.length() > 1 && out.charAt(out.length() - 1) == '\n' && out.charAt(out.length() - 2) == '\n') out.setLength(out.length() - 1);
        return out.toString();
    }

    /** A header row, the separator and rows: each row as "header: cell" pairs on one line. */
    private void table(List<String> rows, StringBuilder out) {
        List<String> header = cells(rows.get(0));
        for (int r = 2; r < rows.size(); r++) {
            List<String> cells = cells(rows.get(r));
            List<String> pairs = new ArrayList<>();
            for (int i = 0; i < cells.size() && i < header.size(); i++) pairs.add(header.get(i) + ": " + cells.get(i));
            out.append(String.join("   ", pairs)).append('\n');
        }
    }

    private List<String> cells(String row) {
        String inner = row.strip();
        inner = inner.substring(1, inner.endsWith("|") && inner.length() > 1 ? inner.length() - 1 : inner.length());
        List<String> out = new ArrayList<>();
        for (String c : CELL.split(inner, -1)) out.add(inline(c.strip().replace("\\|", "|")));
        return out;
    }

    /** Inline marks: links become "text (address)", emphasis and code spans lose their marks. */
    String inline(String s) {
        String t = LINK.matcher(s).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + " (" + m.group(2) + ")"));
        t = STRONG.matcher(t).replaceAll(m -> Matcher.quoteReplacement(emphasis(m.group(1), "1")));
        return CODE.matcher(t).replaceAll(m -> Matcher.quoteReplacement(m.group(1)));
    }

    private String emphasis(String s, String sgr) {
        return colour ? "\u001b[" + sgr + "m" + s + "\u001b[0m" : s;
    }
}
