package dev.agentlint.extract.shell;

import dev.agentlint.model.EmbeddedScript;
import dev.agentlint.model.ExecContext;
import dev.agentlint.model.Location;
import dev.agentlint.base.Span;
import dev.agentlint.parse.tree.Node;
import dev.agentlint.base.SourceFile;

/** A shell command held in a JSON string: exact positions when the string has no escapes. */
public final class JsonScripts {

    private JsonScripts() {}

    public static EmbeddedScript embedded(SourceFile file, Node value, String script, String origin, ExecContext context) {
        Span s = value.span();
        int offset = file.lines().offset(s.line(), s.column());
        String text = file.text();
        boolean verbatim = offset < text.length() && text.charAt(offset) == '"' && text.startsWith(script, offset + 1)
                && offset + 1 + script.length() < text.length() && text.charAt(offset + 1 + script.length()) == '"';
        Location at = Location.of(file, value);
        if (verbatim) at = at.withSpan(file.lines().span(offset + 1, offset + 1 + script.length()));
        return EmbeddedScript.shell(origin, script, at, verbatim, context);
    }
}
