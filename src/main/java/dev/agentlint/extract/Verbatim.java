package dev.agentlint.extract;

import dev.agentlint.parse.Span;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.read.SourceFile;

/**
 * Whether a value appears in its file exactly as read (a plain YAML scalar, an unquoted unit-file
 * value), so that positions inside it map one-to-one onto the file.
 */
public final class Verbatim {

    private Verbatim() {}

    public static boolean matches(SourceFile file, Node n, String value) {
        return matches(file, n.span(), value);
    }

    public static boolean matches(SourceFile file, Span span, String value) {
        if (file == null || value == null || value.isEmpty()) return false;
        int offset = file.lines().offset(span.line(), span.column());
        return file.text().startsWith(value, offset);
    }
}
