package dev.agentlint.extract;

import dev.agentlint.model.Located;
import dev.agentlint.model.Location;
import dev.agentlint.parse.OffsetMap;
import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.ListNode;
import dev.agentlint.parse.tree.MapNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.parse.tree.ScalarNode;
import dev.agentlint.base.LineIndex;
import dev.agentlint.base.SourceFile;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A document written inside a string value of another file (JSON settings or CLI flags in a
 * workflow input) and how positions inside it map back onto that file. Literal block scalars
 * ({@code |}) and single-line values written without escapes map exactly; for anything else
 * (folded blocks, escape sequences, multi-line flow scalars) every position maps onto the whole value.
 */
public final class EmbeddedText {

    private final SourceFile file;
    private final Node value;
    private final String text;
    private final LineIndex lines;
    /** File line of the text's first line, or 0 when positions cannot be mapped exactly. */
    private final int firstLine;
    /** Columns before the text on each of its lines (0-based). */
    private final int indent;

    private EmbeddedText(SourceFile file, Node value, String text, int firstLine, int indent) {
        this.file = file;
        this.value = value;
        this.text = text;
        this.lines = new LineIndex(text);
        this.firstLine = firstLine;
        this.indent = indent;
    }

    /** The text of a scalar node of {@code file}. */
    public static EmbeddedText of(SourceFile file, Node scalar) {
        String text = scalar.textOr("");
        Span s = scalar.span();
        LineIndex source = file.lines();
        String first = source.lineText(s.line());
        int c = s.column() - 1;
        if (c >= 0 && c < first.length() && first.charAt(c) == '|') return literalBlock(file, scalar, text);
        int start = c;
        if (c >= 0 && c < first.length() && (first.charAt(c) == '"' || first.charAt(c) == '\'')) start = c + 1;
        if (text.indexOf('\n') < 0 && text.indexOf('\r') < 0 && start >= 0 && first.startsWith(text, start)) {
            return new EmbeddedText(file, scalar, text, s.line(), start);
        }
        return new EmbeddedText(file, scalar, text, 0, 0);
    }

    /** Each line of a {@code |} block is the source line after a fixed indentation, or nothing maps. */
    private static EmbeddedText literalBlock(SourceFile file, Node scalar, String text) {
        LineIndex own = new LineIndex(text);
        int startLine = scalar.span().line() + 1;
        int indent = -1;
        for (int k = 1; k <= own.lineCount(); k++) {
            String line = own.lineText(k);
            if (line.isEmpty()) continue;
            String src = file.lines().lineText(startLine + k - 1);
            int at = src.length() - line.length();
            boolean fits = at >= 0 && src.endsWith(line) && src.substring(0, at).isBlank() && (indent < 0 || at == indent);
            if (!fits) return new EmbeddedText(file, scalar, text, 0, 0);
            indent = at;
        }
        return new EmbeddedText(file, scalar, text, indent < 0 ? 0 : startLine, Math.max(indent, 0));
    }

    public String text() {
        return text;
    }

    /** Whether positions inside the text map onto the exact characters of the file. */
    public boolean exact() {
        return firstLine > 0;
    }

    /** Where each character of the text is written in the file; null when that cannot be mapped exactly. */
    public OffsetMap offsets() {
        if (!exact()) return null;
        OffsetMap.Builder b = new OffsetMap.Builder();
        for (int k = 1; k <= lines.lineCount(); k++) b.piece(lines.offset(k, 1), firstLine + k - 1, indent + 1);
        return b.build();
    }

    /** Where characters {@code [start, end)} of the text are written in the file. */
    public Span span(int start, int end) {
        if (!exact()) return value.span();
        return new Span(firstLine + lines.line(start) - 1, indent + lines.column(start),
                firstLine + lines.line(end) - 1, indent + lines.column(end));
    }

    /**
     * The text as it is written in the file, and where: the value itself for a single-line value, the
     * block's lines with their indentation for a literal block (the same shell script, with offsets
     * that map one to one onto the file). Empty when the text does not map exactly.
     */
    public Optional<Located<String>> asWritten() {
        if (!exact()) return Optional.empty();
        if (text.indexOf('\n') < 0) return Optional.of(new Located<>(text, location(0, text.length())));
        int lineCount = lines.lineCount();
        if (lineCount > 1 && lines.lineText(lineCount).isEmpty()) lineCount--; // the block's final line break
        LineIndex source = file.lines();
        int lastLine = firstLine + lineCount - 1;
        int start = source.offset(firstLine, 1);
        int end = source.offset(lastLine, 1) + source.lineText(lastLine).length();
        if (end < start) return Optional.empty();
        return Optional.of(new Located<>(file.text().substring(start, end), new Location(file, source.span(start, end), value.pointer())));
    }

    public Location location(int start, int end) {
        return new Location(file, span(start, end), value.pointer());
    }

    /** A region given in the text's own lines and columns (as a parser of the text reports it). */
    public Span span(Span inner) {
        if (!exact()) return value.span();
        return new Span(firstLine + inner.line() - 1, indent + inner.column(), firstLine + inner.endLine() - 1,
                indent + inner.endColumn());
    }

    /**
     * A tree parsed from the text, with every span mapped onto the file and every JSON Pointer
     * prefixed by the pointer of the value that holds it, so facts built from it point into the file.
     */
    public Node relocate(Node root) {
        return relocate(root, value.keySpan());
    }

    /** Depth is bounded by the parser that built the tree. */
    private Node relocate(Node n, Span keySpan) {
        String pointer = value.pointer() + n.pointer();
        Span span = span(n.span());
        if (n instanceof MapNode m) {
            List<MapNode.Entry> entries = new ArrayList<>();
            for (MapNode.Entry e : m.entries()) {
                entries.add(new MapNode.Entry(e.key(), relocate(e.value(), span(e.value().keySpan()))));
            }
            return new MapNode(span, keySpan, pointer, n.tag(), entries);
        }
        if (n instanceof ListNode l) {
            List<Node> elements = new ArrayList<>();
            for (Node e : l.elements()) elements.add(relocate(e, null));
            return new ListNode(span, keySpan, pointer, n.tag(), elements);
        }
        if (n instanceof ScalarNode s) {
            return new ScalarNode(span, keySpan, pointer, n.tag(), s.value(), s.type());
        }
        return n;
    }
}
