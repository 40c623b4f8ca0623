package dev.agentlint.model;

import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.MissingNode;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;
import java.util.Objects;

/**
 * Where a fact was written: the file, the region, and the logical path inside the file
 * (a JSON Pointer such as {@code /services/agent/volumes/1}; for line-based formats a path such as
 * {@code /Service/ExecStart}). The logical path, not the line, identifies a finding across edits.
 */
public record Location(SourceFile file, Span span, String path) {

    /** The value of a node; for a missing key, the key of the object that should hold it. */
    public static Location of(SourceFile file, Node node) {
        if (node instanceof MissingNode m) {
            Node present = m.present();
            Span at = present.pointer().isEmpty() ? firstLine(present.span()) : present.keySpan();
            return new Location(file, at, m.pointer());
        }
        return new Location(file, node.span(), node.pointer());
    }

    /** A setting as a whole: its key and its value. */
    public static Location ofEntry(SourceFile file, Node node) {
        if (node.isMissing()) return of(file, node);
        return new Location(file, node.entrySpan(), node.pointer());
    }

    /** The key that names a node (for an object-valued setting, the line that opens it). */
    public static Location ofKey(SourceFile file, Node node) {
        if (node.isMissing()) return of(file, node);
        return new Location(file, node.keySpan(), node.pointer());
    }

    public Location withSpan(Span s) {
        return new Location(file, s, path);
    }

    public Location child(String key, Span s) {
        return new Location(file, s, path + "/" + key.replace("~", "~0").replace("/", "~1"));
    }

    private static Span firstLine(Span s) {
        return new Span(s.line(), s.column(), s.line(), s.column() + 1);
    }

    // Written out rather than generated, for start-up time (ADR 0019).
    @Override
    public boolean equals(Object o) {
        return o instanceof Location l && Objects.equals(file, l.file) && Objects.equals(span, l.span) && Objects.equals(path, l.path);
    }

    @Override
    public int hashCode() {
        return Objects.hash(file, span, path);
    }
}
